/** @jest-environment node */
import { ALL_BUDGETS, BUDGETS, checkBudgets, figureValue, THIRD_RUNG_BUDGETS, type Budget } from './budgets';
import recording from './fixtures/recording-issue-22.json';
import type { RunRecording } from './samples';
import { summarize, type Figures } from './summarize';

// Three rounds of a real run with both network profiles and issue 22's pages (before the pages of
// the balance, getting-paid and sending-money remotes were timed).
const run = recording as unknown as RunRecording;
const recorded = summarize(run);

const key = ({ figure, op, limit }: Budget) => `${figure} ${op} ${limit}`;
const verdicts = (results: ReturnType<typeof checkBudgets>) => Object.fromEntries(results.map((result) => [key(result), result.pass]));

/** The figures with the value at `path` replaced (a spread's median where the value is a spread). */
function withValue(figures: Figures, path: string, value: number | null): Figures {
  const copy = structuredClone(figures) as unknown as Record<string, unknown>;
  const keys = path.split('.');
  let parent = copy;
  for (const part of keys.slice(0, -1)) parent = (parent[part] ??= {}) as Record<string, unknown>;
  const last = keys[keys.length - 1];
  const current = parent[last];
  if (current !== null && typeof current === 'object' && 'median' in current) (current as { median: number | null }).median = value;
  else parent[last] = value;
  return copy as unknown as Figures;
}

const PAGES = ['cardPaymentsList', 'home', 'paymentDetail', 'settingsDevelopers', 'balance', 'paymentLinks', 'disbursements', 'notificationDropdown', 'invoices', 'activationStep1'];

describe('issue 46’s budgets', () => {
  it('are its table’s, per network where it says so, and every page of the bench', () => {
    expect(THIRD_RUNG_BUDGETS.map(key)).toEqual([
      'network.mobile.composed.lcpMs ≤ 2500',
      'perProfile.localhost.lcpMs.ratio ≤ 1.1',
      'perProfile.fast4g.lcpMs.ratio ≤ 1.1',
      'perProfile.mobile.lcpMs.ratio ≤ 1.1',
      'perProfile.localhost.routeSwitchCold.ratio ≤ 1.15',
      'perProfile.fast4g.routeSwitchCold.ratio ≤ 1.15',
      'perProfile.mobile.routeSwitchCold.ratio ≤ 1.15',
      'perProfile.localhost.transferBytes.ratio ≤ 1.15',
      'perProfile.localhost.requests.ratio ≤ 1.15',
      'perProfile.fast4g.transferBytes.ratio ≤ 1.15',
      'perProfile.fast4g.requests.ratio ≤ 1.15',
      'perProfile.mobile.transferBytes.ratio ≤ 1.15',
      'perProfile.mobile.requests.ratio ≤ 1.15',
      'monolithRatioFirstRouteJsTransfer ≤ 1.1',
      'monolithRatioBytes ≤ 1.1',
      ...PAGES.map((page) => `monolithRatioPageMs.${page} ≤ 1.1`),
    ]);
    expect(THIRD_RUNG_BUDGETS.find((budget) => budget.figure === 'network.mobile.composed.lcpMs')?.unit).toBe('ms');
  });

  it('join the budgets before them, which all stay: a stricter limit beside an older one, never instead of it', () => {
    expect(ALL_BUDGETS).toEqual([...BUDGETS, ...THIRD_RUNG_BUDGETS]);
    expect(BUDGETS).toHaveLength(12);
    expect(checkBudgets(recorded)).toHaveLength(ALL_BUDGETS.length);
    for (const budget of THIRD_RUNG_BUDGETS) {
      const older = BUDGETS.find((before) => before.figure === budget.figure);
      if (older) expect(budget.limit).toBeLessThan(older.limit);
    }
  });

  it('hold at each limit and fail just past it', () => {
    for (const budget of THIRD_RUNG_BUDGETS) {
      const [atLimit] = checkBudgets(withValue(recorded, budget.figure, budget.limit), [budget]);
      expect([budget.figure, atLimit.value, atLimit.pass]).toEqual([budget.figure, budget.limit, true]);
      const [past] = checkBudgets(withValue(recorded, budget.figure, budget.limit + (budget.unit === 'ms' ? 0.1 : 0.001)), [budget]);
      expect([budget.figure, past.pass]).toEqual([budget.figure, false]);
    }
  });

  it('judge the recorded run: the mobile LCP is 3,520 ms, every network’s ratios are past the limits', () => {
    const results = checkBudgets(recorded, THIRD_RUNG_BUDGETS);
    expect(results.find((result) => result.figure === 'network.mobile.composed.lcpMs')).toMatchObject({ value: 3520, pass: false });
    expect(verdicts(results)).toMatchObject({
      'perProfile.mobile.lcpMs.ratio ≤ 1.1': true, // 1.050
      'perProfile.localhost.lcpMs.ratio ≤ 1.1': false, // 1.428
      'perProfile.fast4g.routeSwitchCold.ratio ≤ 1.15': false, // 2.551, cards
      'perProfile.mobile.requests.ratio ≤ 1.15': false, // 37 / 22
      'monolithRatioFirstRouteJsTransfer ≤ 1.1': false, // 1.121
      'monolithRatioPageMs.activationStep1 ≤ 1.1': false, // 1.290
    });
  });

  it('fail what was not measured: the pages that recording did not time, the profiles a run left out', () => {
    const results = checkBudgets(recorded, THIRD_RUNG_BUDGETS);
    for (const page of ['balance', 'paymentLinks', 'disbursements']) {
      expect(results.find((result) => result.figure === `monolithRatioPageMs.${page}`)).toMatchObject({ value: null, pass: false });
    }
    const noProfiles = checkBudgets(summarize({ ...run, network: undefined }), THIRD_RUNG_BUDGETS);
    const unmeasured = noProfiles.filter((result) => result.value === null).map((result) => result.figure);
    expect(unmeasured).toEqual(expect.arrayContaining(['network.mobile.composed.lcpMs', 'perProfile.fast4g.lcpMs.ratio', 'perProfile.mobile.requests.ratio']));
    expect(noProfiles.filter((result) => result.value === null).every((result) => !result.pass)).toBe(true);
    expect(checkBudgets(withValue(recorded, 'perProfile.localhost.lcpMs.ratio', Number.NaN), THIRD_RUNG_BUDGETS)[1].pass).toBe(false);
  });
});

describe('a budgeted figure’s value', () => {
  it('is a key, a path of keys, or a spread’s median', () => {
    expect(figureValue(recorded, 'monolithRatioBytes')).toBe(recorded.monolithRatioBytes);
    expect(figureValue(recorded, 'perProfile.mobile.lcpMs.ratio')).toBe(1.05);
    expect(figureValue(recorded, 'network.mobile.composed.lcpMs')).toBe(3520);
    expect(figureValue(recorded, 'monolith.lcpMs')).toBe(recorded.monolith.lcpMs);
  });

  it('is null where there is no number: a missing key, an object, null', () => {
    expect(figureValue(recorded, 'network.edge.composed.lcpMs')).toBeNull();
    expect(figureValue(recorded, 'perProfile.mobile')).toBeNull();
    expect(figureValue(recorded, 'monolithRatioCardRowsCold.toFixed')).toBeNull();
    expect(figureValue(withValue(recorded, 'monolithRatioBytes', null), 'monolithRatioBytes')).toBeNull();
  });
});
