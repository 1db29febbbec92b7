// The budgets of issue 5, issue 17's for the card payments' rows, issue 22's and issue 46's (ratios
// measured side by side in one run). A budget that fails is a reason to make the platform faster,
// never to change a number here; a stricter budget joins the one it tightens, which stays.
import { BUDGETED_PROFILE, NETWORK_PROFILES, PAGE_NAMES } from './config';
import type { Figures } from './summarize';

/**
 * Where a budgeted figure is in the figures (and in `pnpm bench --json`): a key, or a path of keys
 * joined by dots (`network.mobile.composed.lcpMs`); a median with its spread is judged by its median.
 */
type FigurePath = string;

export type Unit = 'copies' | 'bytes' | 'ms' | 'ratio';

export interface Budget {
  figure: FigurePath;
  op: '=' | '≤';
  limit: number;
  unit: Unit;
}

export const BUDGETS: readonly Budget[] = [
  { figure: 'reactDomCopies', op: '=', limit: 1, unit: 'copies' },
  // 300 KB read strictly: 300 000 bytes, not 300 KiB.
  { figure: 'firstRouteJsGzip', op: '≤', limit: 300_000, unit: 'bytes' },
  { figure: 'routeSwitchColdMs', op: '≤', limit: 250, unit: 'ms' },
  { figure: 'routeSwitchWarmMs', op: '≤', limit: 100, unit: 'ms' },
  { figure: 'monolithRatioBytes', op: '≤', limit: 1.25, unit: 'ratio' },
  { figure: 'monolithRatioLcp', op: '≤', limit: 1.2, unit: 'ratio' },
  // Issue 17: a cold switch into /credit_cards/payments until the first page of rows is painted.
  { figure: 'monolithRatioCardRowsCold', op: '≤', limit: 1.2, unit: 'ratio' },
  // Issue 22. The first route's JavaScript as transferred (login page to /home).
  { figure: 'monolithRatioFirstRouteJsTransfer', op: '≤', limit: 1.12, unit: 'ratio' },
  // LCP of the cold load of /home on the throttled mobile profile (config's BUDGETED_PROFILE).
  { figure: 'monolithRatioLcpMobile', op: '≤', limit: 1.1, unit: 'ratio' },
  // The worst remote's ratio of median switches, cold (into a remote not loaded yet) and warm.
  { figure: 'monolithRatioRouteSwitchCold', op: '≤', limit: 1.2, unit: 'ratio' },
  { figure: 'monolithRatioRouteSwitchWarm', op: '≤', limit: 1.05, unit: 'ratio' },
  // 120 KB read strictly, as 300 KB above: 120 000 bytes of gzip.
  { figure: 'loginPageJsGzip', op: '≤', limit: 120_000, unit: 'bytes' },
];

/** Issue 46's networks: the sessions' unthrottled one (`localhost`), then every profile of config's, run or not (not run fails). */
export const BUDGETED_NETWORKS: readonly string[] = ['localhost', ...NETWORK_PROFILES.map((profile) => profile.name)];

const atMost = (figure: FigurePath, limit: number, unit: Unit = 'ratio'): Budget => ({ figure, op: '≤', limit, unit });

/**
 * Issue 46, the third rung: "good" LCP on a phone, and federation's price below 10 % (15 % for the
 * cold switches, bytes and requests) on every network and every page of the bench.
 */
export const THIRD_RUNG_BUDGETS: readonly Budget[] = [
  // Google's "good" LCP, on the throttled mobile profile: the composed stack's median.
  atMost(`network.${BUDGETED_PROFILE}.composed.lcpMs`, 2500, 'ms'),
  ...BUDGETED_NETWORKS.map((network) => atMost(`perProfile.${network}.lcpMs.ratio`, 1.1)),
  ...BUDGETED_NETWORKS.map((network) => atMost(`perProfile.${network}.routeSwitchCold.ratio`, 1.15)),
  ...BUDGETED_NETWORKS.flatMap((network) => [atMost(`perProfile.${network}.transferBytes.ratio`, 1.15), atMost(`perProfile.${network}.requests.ratio`, 1.15)]),
  atMost('monolithRatioFirstRouteJsTransfer', 1.1),
  atMost('monolithRatioBytes', 1.1),
  ...PAGE_NAMES.map((page) => atMost(`monolithRatioPageMs.${page}`, 1.1)),
];

export const ALL_BUDGETS: readonly Budget[] = [...BUDGETS, ...THIRD_RUNG_BUDGETS];

export interface BudgetResult extends Budget {
  value: number | null;
  pass: boolean;
}

function holds(value: number | null, { op, limit }: Budget): boolean {
  if (value === null || !Number.isFinite(value)) return false; // not measured is not a pass
  return op === '=' ? value === limit : value <= limit;
}

/** The value at a figure's path: a number, a spread's median, or null where there is none (not measured). */
export function figureValue(figures: Figures, path: FigurePath): number | null {
  let value: unknown = figures;
  for (const key of path.split('.')) {
    if (value === null || typeof value !== 'object' || !Object.hasOwn(value, key)) return null;
    value = (value as Record<string, unknown>)[key];
  }
  if (value !== null && typeof value === 'object' && 'median' in value) value = value.median;
  return typeof value === 'number' ? value : null;
}

export function checkBudgets(figures: Figures, budgets: readonly Budget[] = ALL_BUDGETS): BudgetResult[] {
  return budgets.map((budget) => {
    const value = figureValue(figures, budget.figure);
    return { ...budget, value, pass: holds(value, budget) };
  });
}
