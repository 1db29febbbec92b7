/** @jest-environment node */
import { BUDGETS, checkBudgets } from './budgets';
import recording from './fixtures/recording.json';
import type { RunRecording } from './samples';
import { summarize, type Figures } from './summarize';

const recorded = summarize(recording as RunRecording);

/** The recorded figures with some values replaced. */
const figures = (changes: Partial<Figures>): Figures => ({ ...recorded, ...changes });

const verdicts = (results: ReturnType<typeof checkBudgets>) =>
  Object.fromEntries(results.map((result) => [result.figure, result.pass]));

describe('the budgets', () => {
  it('are the ones of issue 5, unchanged, the card rows ratio of issue 17 and issue 22’s', () => {
    expect(BUDGETS.map(({ figure, op, limit }) => `${figure} ${op} ${limit}`)).toEqual([
      'reactDomCopies = 1',
      'firstRouteJsGzip ≤ 300000',
      'routeSwitchColdMs ≤ 250',
      'routeSwitchWarmMs ≤ 100',
      'monolithRatioBytes ≤ 1.25',
      'monolithRatioLcp ≤ 1.2',
      'monolithRatioCardRowsCold ≤ 1.2',
      'monolithRatioFirstRouteJsTransfer ≤ 1.12',
      'monolithRatioLcpMobile ≤ 1.1',
      'monolithRatioRouteSwitchCold ≤ 1.2',
      'monolithRatioRouteSwitchWarm ≤ 1.05',
      'loginPageJsGzip ≤ 120000',
    ]);
  });

  it('judge the recorded run: the ratios to the monolith fail (what was recorded before it was measured is not measured), the rest pass', () => {
    expect(verdicts(checkBudgets(recorded, BUDGETS))).toEqual({
      reactDomCopies: true,
      firstRouteJsGzip: true,
      routeSwitchColdMs: true,
      routeSwitchWarmMs: true,
      monolithRatioBytes: false,
      monolithRatioLcp: false,
      monolithRatioCardRowsCold: false,
      monolithRatioFirstRouteJsTransfer: false, // not measured: no transferred bytes then
      monolithRatioLcpMobile: false, // not measured: no network profile then
      monolithRatioRouteSwitchCold: false, // 1.730: activation 205.4 / 118.7 ms
      monolithRatioRouteSwitchWarm: false, // 1.347
      loginPageJsGzip: false, // not measured: no login then
    });
  });

  it('judge issue 22’s ratios and the login page at their limits, and fail them just past', () => {
    const atLimit = figures({
      monolithRatioFirstRouteJsTransfer: 1.12,
      monolithRatioLcpMobile: 1.1,
      monolithRatioRouteSwitchCold: 1.2,
      monolithRatioRouteSwitchWarm: 1.05,
      loginPageJsGzip: 120_000,
    });
    expect(verdicts(checkBudgets(atLimit, BUDGETS))).toMatchObject({
      monolithRatioFirstRouteJsTransfer: true,
      monolithRatioLcpMobile: true,
      monolithRatioRouteSwitchCold: true,
      monolithRatioRouteSwitchWarm: true,
      loginPageJsGzip: true,
    });
    const past = figures({
      monolithRatioFirstRouteJsTransfer: 1.121,
      monolithRatioLcpMobile: 1.101,
      monolithRatioRouteSwitchCold: 1.201,
      monolithRatioRouteSwitchWarm: 1.051,
      loginPageJsGzip: 120_001,
    });
    expect(verdicts(checkBudgets(past, BUDGETS))).toMatchObject({
      monolithRatioFirstRouteJsTransfer: false,
      monolithRatioLcpMobile: false,
      monolithRatioRouteSwitchCold: false,
      monolithRatioRouteSwitchWarm: false,
      loginPageJsGzip: false,
    });
  });

  it('judge the card rows ratio at its limit', () => {
    expect(verdicts(checkBudgets(figures({ monolithRatioCardRowsCold: 1.2 }), BUDGETS)).monolithRatioCardRowsCold).toBe(true);
    expect(verdicts(checkBudgets(figures({ monolithRatioCardRowsCold: 1.201 }), BUDGETS)).monolithRatioCardRowsCold).toBe(false);
  });

  it('hold at the limit and fail just past it', () => {
    const atLimit = checkBudgets(figures({ firstRouteJsGzip: 300_000, routeSwitchColdMs: 250, monolithRatioLcp: 1.2 }), BUDGETS);
    expect(verdicts(atLimit)).toMatchObject({ firstRouteJsGzip: true, routeSwitchColdMs: true, monolithRatioLcp: true });
    const past = checkBudgets(figures({ firstRouteJsGzip: 300_001, routeSwitchColdMs: 250.1, monolithRatioLcp: 1.201 }), BUDGETS);
    expect(verdicts(past)).toMatchObject({ firstRouteJsGzip: false, routeSwitchColdMs: false, monolithRatioLcp: false });
  });

  it('want exactly one react-dom: none is as wrong as two', () => {
    expect(verdicts(checkBudgets(figures({ reactDomCopies: 0 }), BUDGETS)).reactDomCopies).toBe(false);
    expect(verdicts(checkBudgets(figures({ reactDomCopies: 2 }), BUDGETS)).reactDomCopies).toBe(false);
  });

  it('never pass a figure that was not measured', () => {
    const results = checkBudgets(figures({ routeSwitchWarmMs: null, monolithRatioBytes: Number.NaN }), BUDGETS);
    expect(verdicts(results)).toMatchObject({ routeSwitchWarmMs: false, monolithRatioBytes: false });
    expect(results.find((result) => result.figure === 'routeSwitchWarmMs')?.value).toBeNull();
  });
});
