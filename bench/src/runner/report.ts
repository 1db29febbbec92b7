// The two outputs of `pnpm bench`: a table for people, one JSON object for tools.
import type { BudgetResult, Unit } from './budgets';
import type { MachineInfo } from './samples';
import type { NetworkFigures, NetworkProfileFigures } from './network-figures';
import type { Compared, ProfileFigures } from './profile-figures';
import type { SecondVisitFigures, SecondVisitNetworkFigures } from './second-visit-figures';
import type { Spread } from './stats';
import type { Figures, StackFigures } from './summarize';

export interface BenchReport extends Figures {
  budgets: BudgetResult[];
  run: MachineInfo & { startedAt: string };
}

export function buildReport(figures: Figures, budgets: BudgetResult[], run: BenchReport['run']): BenchReport {
  return { ...figures, budgets, run };
}

export function formatValue(value: number | null, unit: Unit): string {
  if (value === null || !Number.isFinite(value)) return 'n/a';
  switch (unit) {
    case 'bytes':
      return `${(value / 1000).toFixed(1)} KB`;
    case 'ms':
      return `${value.toFixed(1)} ms`;
    case 'ratio':
      return value.toFixed(3);
    case 'copies':
      return String(value);
  }
}

/** A median with its spread: `412.0 ms (380.5–455.1)`. */
export function formatSpread(value: Spread | undefined, unit: Unit): string {
  if (!value) return 'n/a';
  return `${formatValue(value.median, unit)} (${formatValue(value.min, unit).replace(/ .*$/, '')}–${formatValue(value.max, unit).replace(/ .*$/, '')})`;
}

/** A URL as the chain prints it: port and path (the origins are all localhost). */
function shortUrl(url: string): string {
  const { port, pathname } = new URL(url);
  return `:${port}${pathname}`;
}

function table(rows: string[][]): string[] {
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)));
  return rows.map((row) => row.map((cell, column) => cell.padEnd(widths[column])).join('  ').trimEnd());
}

function stackRows(composed: StackFigures, monolith: StackFigures): string[][] {
  const row = (label: string, unit: Unit, value: (figures: StackFigures) => number | null) => [
    label,
    formatValue(value(composed), unit),
    formatValue(value(monolith), unit),
  ];
  const remotes = Object.keys(composed.routeSwitchColdMsByRemote);
  const warm = Object.keys(composed.routeSwitchWarmMsByRemote);
  return [
    ['figure', 'composed', 'monolith'],
    row('shellInitialJsGzip', 'bytes', (f) => f.shellInitialJsGzip),
    row('  transferred', 'bytes', (f) => f.shellInitialJsTransfer),
    row('loginPageJsGzip (any origin)', 'bytes', (f) => f.loginPageJsGzip),
    row('firstRouteJsGzip', 'bytes', (f) => f.firstRouteJsGzip),
    row('  transferred', 'bytes', (f) => f.firstRouteJsTransfer),
    row('  all bytes of /home', 'bytes', (f) => f.firstRouteAllGzip),
    row('    transferred', 'bytes', (f) => f.firstRouteAllTransfer),
    row('    requests', 'copies', (f) => f.firstRouteAllRequests),
    row('fcpMs', 'ms', (f) => f.fcpMs),
    row('lcpMs', 'ms', (f) => f.lcpMs),
    row('routeSwitchColdMs (slowest)', 'ms', (f) => f.routeSwitchColdMs),
    ...remotes.map((remote) => row(`  into ${remote}`, 'ms', (f) => f.routeSwitchColdMsByRemote[remote] ?? null)),
    row('routeSwitchWarmMs (slowest)', 'ms', (f) => f.routeSwitchWarmMs),
    ...warm.map((remote) => row(`  into ${remote}`, 'ms', (f) => f.routeSwitchWarmMsByRemote[remote] ?? null)),
    ...Object.keys(composed.routeSwitchColdContentMsByRemote).flatMap((remote) => [
      row(`until ${remote}' rows, cold`, 'ms', (f) => f.routeSwitchColdContentMsByRemote[remote] ?? null),
      row(`until ${remote}' rows, warm`, 'ms', (f) => f.routeSwitchWarmContentMsByRemote[remote] ?? null),
    ]),
    ...Object.keys(composed.pageMs).map((page) => [`pageMs ${page}`, formatSpread(composed.pageMs[page], 'ms'), formatSpread(monolith.pageMs[page], 'ms')]),
    row('reactDomCopies', 'copies', (f) => f.reactDomCopies),
  ];
}

/** One network profile: the cold load of /home and the cold switches, medians (min–max), and the ratio. */
function networkRows(name: string, figures: NetworkProfileFigures): string[] {
  const { composed, monolith, ratios } = figures;
  const row = (label: string, unit: Unit, value: (f: NetworkFigures) => Spread | undefined, ratio: number | null) => [
    label,
    formatSpread(value(composed), unit),
    formatSpread(value(monolith), unit),
    formatValue(ratio, 'ratio'),
  ];
  const remotes = Object.keys(composed.routeSwitchColdMsByRemote);
  const perRemote = (a: Spread | undefined, b: Spread | undefined) => (a && b ? a.median / b.median : null);
  return [
    `network ${name} (${figures.label}): ${figures.rounds} rounds, medians (min–max)`,
    ...table([
      ['figure', 'composed', 'monolith', 'ratio'],
      row('transferred, cold load of /home', 'bytes', (f) => f.transferBytes, ratios.transferBytes),
      row('requests', 'copies', (f) => f.requests, ratios.requests),
      row('request chain depth to LCP', 'copies', (f) => f.requestChainDepth, ratios.requestChainDepth),
      row('serial round trips to LCP', 'copies', (f) => f.serialRoundTrips, ratios.serialRoundTrips),
      row('fcpMs', 'ms', (f) => f.fcpMs, ratios.fcpMs),
      row('lcpMs', 'ms', (f) => f.lcpMs, ratios.lcpMs),
      ...remotes.map((remote) =>
        row(`cold into ${remote}`, 'ms', (f) => f.routeSwitchColdMsByRemote[remote], perRemote(composed.routeSwitchColdMsByRemote[remote], monolith.routeSwitchColdMsByRemote[remote])),
      ),
      ...Object.keys(composed.routeSwitchColdContentMsByRemote).map((remote) =>
        row(`  until ${remote}' rows`, 'ms', (f) => f.routeSwitchColdContentMsByRemote[remote], perRemote(composed.routeSwitchColdContentMsByRemote[remote], monolith.routeSwitchColdContentMsByRemote[remote])),
      ),
    ]),
    `  longest chain, composed: ${composed.longestChain.map(shortUrl).join(' → ')}`,
    `  longest chain, monolith: ${monolith.longestChain.map(shortUrl).join(' → ')}`,
  ];
}

/** Issue 46: the second visit of /home on one network, medians (min–max), and the ratio. */
function secondVisitRows(network: string, figures: SecondVisitNetworkFigures): string[] {
  const { composed, monolith, ratios } = figures;
  const row = (label: string, unit: Unit, key: keyof SecondVisitFigures) => [
    label,
    formatSpread(composed[key], unit),
    formatSpread(monolith[key], unit),
    formatValue(ratios[key], 'ratio'),
  ];
  return [
    `second visit of /home on ${network === 'localhost' ? 'the sessions’ network' : `network ${network}`} (HTTP cache on, after one visit): ${figures.rounds} rounds, medians (min–max)`,
    ...table([
      ['figure', 'composed', 'monolith', 'ratio'],
      row('transferred', 'bytes', 'transferBytes'),
      row('requests', 'copies', 'requests'),
      row('  to the network', 'copies', 'networkRequests'),
      row('  revalidated (304)', 'copies', 'revalidated'),
      row('fcpMs', 'ms', 'fcpMs'),
      row('lcpMs', 'ms', 'lcpMs'),
    ]),
  ];
}

/** Issue 46: its budgeted figures, one network after another: both stacks and the ratio. */
function perProfileRows(perProfile: Record<string, ProfileFigures>): string[] {
  const row = (label: string, unit: Unit, figure: Compared) => [label, formatValue(figure.composed, unit), formatValue(figure.monolith, unit), formatValue(figure.ratio, 'ratio')];
  return [
    'per network (issue 46): the cold load of /home and the cold switches, composed beside monolith',
    ...table([
      ['figure', 'composed', 'monolith', 'ratio'],
      ...Object.entries(perProfile).flatMap(([network, figures]) => [
        row(`${network === 'localhost' ? 'localhost (unthrottled)' : network}: lcpMs`, 'ms', figures.lcpMs),
        ['  cold switch, worst remote', figures.routeSwitchCold.remote ?? 'n/a', '', formatValue(figures.routeSwitchCold.ratio, 'ratio')],
        row(`  transferred${network === 'localhost' ? ' (bodies)' : ''}`, 'bytes', figures.transferBytes),
        row('  requests', 'copies', figures.requests),
      ]),
    ]),
  ];
}

function otherWork(share: number | null | undefined): string {
  return typeof share === 'number' ? `${Math.round(share * 100)}%` : 'an unknown share';
}

export function formatBudgetLine(result: BudgetResult): string {
  const verdict = result.pass ? 'PASS' : 'FAIL';
  return `${verdict}  ${result.figure} ${formatValue(result.value, result.unit)} (budget ${result.op} ${formatValue(result.limit, result.unit)})`;
}

export function formatTable(report: BenchReport): string {
  const { run } = report;
  const entries = Object.entries(report.remoteEntryGzip).map(([remote, bytes]) => [`  ${remote}`, formatValue(bytes, 'bytes')]);
  const builds = Object.entries(report.buildSeconds).map(([pkg, seconds]) => [`  ${pkg}`, `${seconds.toFixed(1)} s`]);
  return [
    `Benchmark of ${run.startedAt}: ${run.repeats} sessions and ${run.repeats * run.extraLoadsPerRound} more cold loads of /home per stack (the first of each round followed by the session's steps up to its last warm switch, the others by all of them), medians, CPU ${run.cpuThrottlingRate}x slower, cache disabled`,
    `${run.chromium}; ${run.cpus} cores, load average ${run.loadBefore.toFixed(2)} before, ${run.loadAfter.toFixed(2)} after`,
    `other processes used ${otherWork(run.otherCpuShare)} of the CPU while the benchmark measured`,
    `network profiles: ${run.networkProfiles?.length ? `${run.networkProfiles.join(', ')}, a cold load of /home and the cold switches per stack and round` : 'none'}`,
    '',
    ...table(stackRows(report, report.monolith)),
    ...(report.coldSwitchesAfterPrefetch.length
      ? [`note: cold switches into ${report.coldSwitchesAfterPrefetch.join(', ')} followed a prefetch of that remote: not into an unloaded remote`]
      : []),
    '',
    ...table([['remoteEntryGzip', ''], ...entries]),
    '',
    ...table([
      ['monolithRatioBytes', formatValue(report.monolithRatioBytes, 'ratio')],
      ['monolithRatioLcp', formatValue(report.monolithRatioLcp, 'ratio')],
      ['monolithRatioCardRowsCold', formatValue(report.monolithRatioCardRowsCold, 'ratio')],
      ['monolithRatioFirstRouteJsTransfer', formatValue(report.monolithRatioFirstRouteJsTransfer, 'ratio')],
      ['monolithRatioLcpMobile', formatValue(report.monolithRatioLcpMobile, 'ratio')],
      ['monolithRatioRouteSwitchCold (worst remote)', formatValue(report.monolithRatioRouteSwitchCold, 'ratio')],
      ...Object.entries(report.monolithRatioRouteSwitchColdByRemote).map(([remote, ratio]) => [`  into ${remote}`, formatValue(ratio, 'ratio')]),
      ['monolithRatioRouteSwitchWarm (worst remote)', formatValue(report.monolithRatioRouteSwitchWarm, 'ratio')],
      ...Object.entries(report.monolithRatioRouteSwitchWarmByRemote).map(([remote, ratio]) => [`  into ${remote}`, formatValue(ratio, 'ratio')]),
      ['monolithRatioPageMs', ''],
      ...Object.entries(report.monolithRatioPageMs).map(([page, ratio]) => [`  ${page}`, formatValue(ratio, 'ratio')]),
    ]),
    ...Object.entries(report.network).flatMap(([name, figures]) => ['', ...networkRows(name, figures)]),
    '',
    ...perProfileRows(report.perProfile),
    ...Object.entries(report.secondVisit ?? {}).flatMap(([network, figures]) => ['', ...secondVisitRows(network, figures)]),
    '',
    ...table([
      ['gatewayListP95Ms (card payments, slowest filter)', ''],
      ...Object.entries(report.gatewayListP95Ms).map(([rows, ms]) => [`  ${Number(rows).toLocaleString('en-US')} rows`, formatValue(ms, 'ms')]),
      ['  growth', formatValue(report.gatewayListGrowth, 'ratio')],
      ['gatewayTransactionsP95Ms (transactions, slowest filter)', ''],
      ...Object.entries(report.gatewayTransactionsP95Ms).map(([rows, ms]) => [`  ${Number(rows).toLocaleString('en-US')} entries`, formatValue(ms, 'ms')]),
      ['  growth', formatValue(report.gatewayTransactionsGrowth, 'ratio')],
    ]),
    '',
    ...table([['buildSeconds', ''], ...builds]),
    '',
    'budgets',
    ...report.budgets.map(formatBudgetLine),
    '',
  ].join('\n');
}
