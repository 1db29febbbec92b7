// The budgets of issue 5, issue 17's for the card payments' rows, and issue 22's (ratios measured
// side by side in one run). A budget that fails is a reason to make the platform faster, never to
// change a number here.
import type { Figures } from './summarize';

type BudgetedFigure =
  | 'reactDomCopies'
  | 'firstRouteJsGzip'
  | 'routeSwitchColdMs'
  | 'routeSwitchWarmMs'
  | 'monolithRatioBytes'
  | 'monolithRatioLcp'
  | 'monolithRatioCardRowsCold'
  | 'monolithRatioFirstRouteJsTransfer'
  | 'monolithRatioLcpMobile'
  | 'monolithRatioRouteSwitchCold'
  | 'monolithRatioRouteSwitchWarm'
  | 'loginPageJsGzip';

export type Unit = 'copies' | 'bytes' | 'ms' | 'ratio';

export interface Budget {
  figure: BudgetedFigure;
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

export interface BudgetResult extends Budget {
  value: number | null;
  pass: boolean;
}

function holds(value: number | null, { op, limit }: Budget): boolean {
  if (value === null || !Number.isFinite(value)) return false; // not measured is not a pass
  return op === '=' ? value === limit : value <= limit;
}

export function checkBudgets(figures: Figures, budgets: readonly Budget[] = BUDGETS): BudgetResult[] {
  return budgets.map((budget) => {
    const value = figures[budget.figure];
    return { ...budget, value, pass: holds(value, budget) };
  });
}
