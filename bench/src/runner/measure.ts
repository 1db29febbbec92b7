// One benchmark session: a sign-in, a cold load of /home, then the steps of ROUTE_SWITCHES; cold
// loads apart, each followed by the session's steps up to its last warm switch; and the network
// rounds: a cold load of /home and the cold switches under a network profile.
import type { Browser, Page } from 'playwright-core';
import { openBenchPage, type BenchPage } from './browser';
import { EXTRA_LOAD_STEPS, HOME, ROUTE_SWITCHES, type NetworkProfile, type RouteSwitch } from './config';
import { armSwitchTimer, readPaintTimings, switchResult } from './in-page';
import type { ExtraLoadSample, NetworkSample, SecondVisitSample, SecondVisitSamples, SessionSample, SwitchSample } from './samples';
import { signIn } from './session';
import { follow, markPressTarget, pageHeading } from './ways';

/** Times one step: from the press on what leads to the page until its heading (and content) are painted. */
async function timeStep(page: Page, step: RouteSwitch, id: string): Promise<SwitchSample> {
  if (step.way.via === 'business switch') throw new Error(`a business switch is not timed ("${step.heading ?? step.href}")`);
  const target = await markPressTarget(page, step.way, id);
  await page.evaluate(armSwitchTimer, { id, ...(step.heading === undefined ? {} : { heading: step.heading }), ...(step.content ? { content: step.content } : {}) });
  await target.click();
  const { ms, contentMs, hoverLeadMs } = await page.evaluate(switchResult);
  return {
    remote: step.remote,
    kind: step.kind,
    ...(step.page ? { page: step.page } : {}),
    ms,
    ...(contentMs === undefined ? {} : { contentMs }),
    hoverLeadMs,
  };
}

/** A step that only visits its page, so that the session sees every remote: not timed. */
async function visit(page: Page, step: RouteSwitch): Promise<void> {
  await follow(page, step.way);
  await page.waitForURL((url) => url.pathname === step.href);
  if (step.heading !== undefined) await pageHeading(page, step.heading).waitFor();
}

/**
 * Loads /home after a sign-in (the refresh cookie restores the session), cold unless the context
 * has the cache on (the second visit); waits for its heading and a quiet network.
 */
async function coldLoadOfHome(bench: BenchPage, origin: string) {
  const { page } = bench;
  await page.goto(`${origin}${HOME.path}`);
  await pageHeading(page, HOME.heading).waitFor();
  await bench.networkIdle();
  return page.evaluate(readPaintTimings);
}

/**
 * Takes `steps` in order, each after the network of the one before is quiet: times each (a visit
 * only follows its way), with how many responses of the page had arrived before the press when
 * `responseCount` is given.
 */
async function takeSteps(bench: BenchPage, steps: readonly RouteSwitch[], idPrefix: string, responseCount?: () => number): Promise<SwitchSample[]> {
  const switches: SwitchSample[] = [];
  for (const [index, step] of steps.entries()) {
    if (step.kind === 'visit') await visit(bench.page, step);
    else {
      const responsesBefore = responseCount?.();
      const sample = await timeStep(bench.page, step, `${idPrefix}-${index}`);
      switches.push(responsesBefore === undefined ? sample : { ...sample, responsesBefore });
    }
    await bench.networkIdle();
  }
  return switches;
}

/** One session on `origin` (the composed shell's or the monolith's). */
export async function measureSession(browser: Browser, origin: string): Promise<SessionSample> {
  const bench = await openBenchPage(browser);
  try {
    const counts = await signIn(bench, origin);
    // Read now: the cold load below leaves the document that fetched them.
    const signInResponses = await bench.records(0, counts.signedIn);
    const { fcpMs, lcpMs } = await coldLoadOfHome(bench, origin);
    const loadEnd = bench.responseCount();
    const switches = await takeSteps(bench, ROUTE_SWITCHES, 'bench-switch', () => bench.responseCount() - counts.signedIn);
    return {
      fcpMs,
      lcpMs,
      signIn: { responses: signInResponses, loginPageCount: counts.loginPage },
      responses: await bench.records(counts.signedIn),
      loadCount: loadEnd - counts.signedIn,
      switches,
    };
  } finally {
    await bench.close();
  }
}

/**
 * A cold load of /home apart from the sessions, after its own sign-in, for more paint-timing
 * samples than the sessions give, then `steps` (EXTRA_LOAD_STEPS unless told: the switches, for
 * more samples of those; every step of the session for more samples of its pages too); with
 * `secondVisitsOn`, then the second visits of /home on the sessions' network and those profiles
 * (issue 46: the sign-in is the one these loads already make).
 */
export async function measureColdLoad(
  browser: Browser,
  origin: string,
  { secondVisitsOn, steps = EXTRA_LOAD_STEPS }: { secondVisitsOn?: readonly NetworkProfile[]; steps?: readonly RouteSwitch[] } = {},
): Promise<{ load: ExtraLoadSample; secondVisits: SecondVisit[] }> {
  const bench = await openBenchPage(browser);
  try {
    await signIn(bench, origin);
    const { fcpMs, lcpMs } = await coldLoadOfHome(bench, origin);
    const switches = await takeSteps(bench, steps, 'bench-extra-switch');
    const visits = secondVisitsOn ? await secondVisits(bench, origin, secondVisitsOn) : [];
    return { load: { fcpMs, lcpMs, switches }, secondVisits: visits };
  } finally {
    await bench.close();
  }
}

/**
 * A network round on one stack: signs in on the unthrottled network (the login is not what this
 * measures), throttles the network to `profile`, loads /home cold with Chromium's network events
 * logged, then takes the session's cold switches (cards until its rows, settings).
 */
export async function measureNetworkLoad(browser: Browser, origin: string, profile: NetworkProfile): Promise<NetworkSample> {
  const bench = await openBenchPage(browser);
  try {
    await signIn(bench, origin);
    await bench.emulateNetwork(profile);
    const log = bench.logRequests();
    const { fcpMs, lcpMs, timeOrigin } = await coldLoadOfHome(bench, origin);
    const requests = log.stop(timeOrigin);
    const switches: SwitchSample[] = [];
    for (const [index, step] of ROUTE_SWITCHES.entries()) {
      if (step.kind !== 'cold') continue;
      switches.push(await timeStep(bench.page, step, `bench-network-switch-${index}`));
      await bench.networkIdle();
    }
    return { fcpMs, lcpMs, requests, switches };
  } finally {
    await bench.close();
  }
}

/** One second visit, on the network it ran on. */
export interface SecondVisit {
  network: SecondVisitSamples['network'];
  sample: SecondVisitSample;
}

/**
 * Issue 46, the second visit, in a context that is signed in: the HTTP cache turned on, /home
 * opened once (the first visit, which fills the cache), then /home opened again with Chromium's
 * network events logged, on the sessions' network and then under each of `profiles` in turn. Each
 * visit starts from about:blank: a fresh navigation, as a merchant's next visit is (not a reload),
 * and nothing the page before it still fetches is counted.
 */
async function secondVisits(bench: BenchPage, origin: string, profiles: readonly NetworkProfile[]): Promise<SecondVisit[]> {
  await bench.enableCache();
  await bench.page.goto('about:blank');
  await coldLoadOfHome(bench, origin);
  const visits: SecondVisit[] = [];
  for (const profile of [undefined, ...profiles]) {
    await bench.page.goto('about:blank');
    if (profile) await bench.emulateNetwork(profile);
    const log = bench.logRequests();
    const { fcpMs, lcpMs, timeOrigin } = await coldLoadOfHome(bench, origin);
    visits.push({ network: profile?.name ?? 'localhost', sample: { fcpMs, lcpMs, requests: log.stop(timeOrigin) } });
  }
  return visits;
}
