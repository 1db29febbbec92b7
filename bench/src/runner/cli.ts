// `pnpm bench [--json] [--repeats N] [--profiles LIST] [--rebuild] [--record FILE]` (docs/performance.md).
import { writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import type { Browser } from 'playwright-core';
import { checkBudgets } from './budgets';
import { launchChromium } from './browser';
import { prepareBuilds } from './builds';
import { BUDGETED_PROFILE, CPU_THROTTLING_RATE, DEFAULT_REPEATS, EXTRA_LOADS_PER_ROUND, MIN_REPEATS, NETWORK_PROFILES, ROUTE_SWITCHES, type NetworkProfile } from './config';
import { measureGatewayList } from './gateway';
import { cpuSample, otherCpuShare } from './machine';
import { measureColdLoad, measureNetworkLoad, measureSession } from './measure';
import { buildReport, formatTable } from './report';
import type { ExtraLoadSample, NetworkProfileSamples, RunRecording, SecondVisitSamples, SessionSample } from './samples';
import { checkPortsFree, startStack, type BenchStack } from './stack';
import { summarize } from './summarize';

const PROFILE_NAMES = NETWORK_PROFILES.map((profile) => profile.name);
const USAGE = `usage: pnpm bench [--json] [--repeats N (≥ ${MIN_REPEATS}, default ${DEFAULT_REPEATS})] [--profiles ${PROFILE_NAMES.join(',')}|none (default: all)] [--rebuild] [--record FILE]`;

/** `--profiles`: the network profiles to run, in the order of NETWORK_PROFILES; `none` for none. */
export function parseProfiles(value: string | undefined): NetworkProfile[] {
  if (value === undefined) return [...NETWORK_PROFILES];
  if (value === 'none') return [];
  const names = value.split(',').map((name) => name.trim());
  const unknown = names.filter((name) => !PROFILE_NAMES.includes(name as NetworkProfile['name']));
  if (unknown.length || names.length === 0) throw new Error(`unknown network profile ${unknown.join(', ') || '""'}\n${USAGE}`);
  return NETWORK_PROFILES.filter((profile) => names.includes(profile.name));
}

/** Progress goes to stderr: with --json, stdout carries the one JSON object and nothing else. */
const log = (message: string) => process.stderr.write(`bench: ${message}\n`);

function parseOptions(argv: string[]) {
  const { values } = parseArgs({
    args: argv,
    options: {
      json: { type: 'boolean', default: false },
      repeats: { type: 'string', default: String(DEFAULT_REPEATS) },
      rebuild: { type: 'boolean', default: false },
      record: { type: 'string' },
      profiles: { type: 'string' },
      help: { type: 'boolean', default: false },
    },
  });
  const repeats = Number(values.repeats);
  if (!Number.isInteger(repeats) || repeats < MIN_REPEATS) throw new Error(`--repeats must be a whole number ≥ ${MIN_REPEATS}\n${USAGE}`);
  return { json: values.json, repeats, profiles: parseProfiles(values.profiles), rebuild: values.rebuild, record: values.record, help: values.help };
}

type Stack = 'composed' | 'monolith';
const STACKS: readonly Stack[] = ['composed', 'monolith'];

/**
 * A discarded warm-up session per stack, then rounds in which the stacks take turns (a session
 * each, then the extra cold loads each with their switches — the first of them then with the second
 * visits of /home, issue 46 —, then a cold load and the cold switches each under every network
 * profile), the first stack alternating from round to round, so that both see the same machine.
 */
async function measureStacks(browser: Browser, origins: Record<Stack, string>, repeats: number, profiles: readonly NetworkProfile[]) {
  const samples: Record<Stack, { sessions: SessionSample[]; extraLoads: ExtraLoadSample[] }> = {
    composed: { sessions: [], extraLoads: [] },
    monolith: { sessions: [], extraLoads: [] },
  };
  const network: NetworkProfileSamples[] = profiles.map((profile) => ({ profile, composed: [], monolith: [] }));
  // Issue 46: the second visit of /home on the sessions' network and, when it runs, the budgeted
  // mobile profile (the other profile would add a load per stack and round and no new fact).
  const visitProfiles = profiles.filter((profile) => profile.name === BUDGETED_PROFILE);
  const secondVisit: SecondVisitSamples[] = ['localhost' as const, ...visitProfiles.map((profile) => profile.name)].map((name) => ({
    network: name,
    composed: [],
    monolith: [],
  }));
  for (const stack of STACKS) {
    log(`warm-up session on the ${stack} stack`);
    await measureSession(browser, origins[stack]);
  }
  for (let round = 1; round <= repeats; round += 1) {
    log(`round ${round}/${repeats}`);
    const order = round % 2 === 1 ? STACKS : [...STACKS].reverse();
    for (const stack of order) samples[stack].sessions.push(await measureSession(browser, origins[stack]));
    for (let load = 0; load < EXTRA_LOADS_PER_ROUND; load += 1) {
      for (const stack of order) {
        // The round's first extra load of each stack goes on to the second visits (issue 46), of
        // Toko Ku's /home: it stops after the last warm switch, before the session's business
        // switches. The others take every step of the session, for more samples of its pages,
        // most of them a cold switch into a remote timed once a session otherwise (issues 40, 46).
        const measured = await measureColdLoad(browser, origins[stack], load === 0 ? { secondVisitsOn: visitProfiles } : { steps: ROUTE_SWITCHES });
        samples[stack].extraLoads.push(measured.load);
        for (const visit of measured.secondVisits) secondVisit.find((samplesOfNetwork) => samplesOfNetwork.network === visit.network)?.[stack].push(visit.sample);
      }
    }
    for (const samplesOfProfile of network) {
      for (const stack of order) samplesOfProfile[stack].push(await measureNetworkLoad(browser, origins[stack], samplesOfProfile.profile));
    }
  }
  return { ...samples, network, secondVisit };
}

/** Serves the stacks, measures them in turn in one Chromium, and keeps everything it saw. */
async function recordRun(repeats: number, profiles: readonly NetworkProfile[], buildSeconds: Record<string, number>): Promise<RunRecording> {
  const startedAt = new Date().toISOString();
  const loadBefore = loadavg()[0];
  let stack: BenchStack | undefined;
  let browser: Browser | undefined;
  // Ctrl-C or a kill stops what the benchmark started: Chromium, the servers, and the gateway,
  // which runs in a process group of its own (and is ended on exit if it was still starting).
  const interrupted = (signal: NodeJS.Signals) => {
    log(`${signal}: stopping what the benchmark started`);
    void Promise.allSettled([browser?.close(), stack?.close()]).then(() => process.exit(signal === 'SIGINT' ? 130 : 143));
  };
  process.once('SIGINT', interrupted);
  process.once('SIGTERM', interrupted);
  try {
    stack = await startStack();
    log(`the sandbox gateway answers on ${stack.gatewayOrigin}, behind both stacks' /api`);
    const cpuBefore = cpuSample();
    browser = await launchChromium();
    log(`serving the stack on ${stack.shellOrigin} and the monolith on ${stack.monolithOrigin}; Chromium ${browser.version()}`);
    const samples = await measureStacks(browser, { composed: stack.shellOrigin, monolith: stack.monolithOrigin }, repeats, profiles);
    const machine = { loadAfter: loadavg()[0], otherCpuShare: otherCpuShare(cpuBefore, cpuSample()), chromium: `Chromium ${browser.version()}` };
    log('the card payments list at 5,000 and 50,000 rows (the gateway alone)');
    const gatewayList = await measureGatewayList();
    return {
      startedAt,
      composed: { origin: stack.shellOrigin, ...samples.composed },
      monolith: { origin: stack.monolithOrigin, ...samples.monolith },
      remoteOrigins: stack.remoteOrigins,
      ...(samples.network.length ? { network: samples.network } : {}),
      secondVisit: samples.secondVisit,
      buildSeconds,
      gatewayList,
      machine: {
        cpus: cpus().length,
        loadBefore,
        ...machine,
        cpuThrottlingRate: CPU_THROTTLING_RATE,
        repeats,
        extraLoadsPerRound: EXTRA_LOADS_PER_ROUND,
        networkProfiles: profiles.map((profile) => profile.name),
      },
    };
  } finally {
    process.removeListener('SIGINT', interrupted);
    process.removeListener('SIGTERM', interrupted);
    await browser?.close();
    await stack?.close();
  }
}

/** Exit code: 0 when every budget holds, 1 when one fails (the report is printed either way). */
export async function main(argv: string[]): Promise<number> {
  const options = parseOptions(argv);
  if (options.help) {
    process.stdout.write(`${USAGE}\n`);
    return 0;
  }
  await checkPortsFree();
  const buildSeconds = await prepareBuilds({ rebuild: options.rebuild, log });
  const recording = await recordRun(options.repeats, options.profiles, buildSeconds);
  if (options.record) writeFileSync(options.record, `${JSON.stringify(recording, null, 2)}\n`);
  const figures = summarize(recording);
  const budgets = checkBudgets(figures);
  const report = buildReport(figures, budgets, { ...recording.machine, startedAt: recording.startedAt });
  process.stdout.write(options.json ? `${JSON.stringify(report, null, 2)}\n` : formatTable(report));
  return budgets.every((budget) => budget.pass) ? 0 : 1;
}
