// One benchmark session: a sign-in, a cold load of /home, then the steps of ROUTE_SWITCHES; and
// cold loads alone.
import type { Browser, Page } from 'playwright-core';
import { openBenchPage, type BenchPage } from './browser';
import { HOME, ROUTE_SWITCHES, type RouteSwitch } from './config';
import { armSwitchTimer, readPaintTimings, switchResult } from './in-page';
import type { PaintSample, SessionSample, SwitchSample } from './samples';
import { signIn } from './session';
import { follow, pageHeading } from './ways';

async function timeRouteSwitch(page: Page, step: RouteSwitch, id: string): Promise<SwitchSample> {
  if (step.way.via !== 'sidebar') throw new Error(`only sidebar links are timed; "${step.heading}" is reached by ${step.way.via}`);
  await page.evaluate(armSwitchTimer, { href: step.href, heading: step.heading, id, ...(step.content ? { content: step.content } : {}) });
  await follow(page, step.way);
  const { ms, contentMs, hoverLeadMs } = await page.evaluate(switchResult);
  return { remote: step.remote, kind: step.kind, ms, ...(contentMs === undefined ? {} : { contentMs }), hoverLeadMs };
}

/** A step that only visits its page, so that the session sees every remote: not timed. */
async function visit(page: Page, step: RouteSwitch): Promise<void> {
  await follow(page, step.way);
  await page.waitForURL((url) => url.pathname === step.href);
  await pageHeading(page, step.heading).waitFor();
}

/** Loads /home cold after a sign-in (the refresh cookie restores the session); waits for its heading and a quiet network. */
async function coldLoadOfHome(bench: BenchPage, origin: string): Promise<PaintSample> {
  const { page } = bench;
  await page.goto(`${origin}${HOME.path}`);
  await pageHeading(page, HOME.heading).waitFor();
  await bench.networkIdle();
  return page.evaluate(readPaintTimings);
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
    const switches: SwitchSample[] = [];
    for (const [index, step] of ROUTE_SWITCHES.entries()) {
      if (step.kind === 'visit') await visit(bench.page, step);
      else switches.push(await timeRouteSwitch(bench.page, step, `bench-switch-${index}`));
      await bench.networkIdle();
    }
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

/** A cold load of /home alone, after its own sign-in, for more paint-timing samples than the sessions give. */
export async function measureColdLoad(browser: Browser, origin: string): Promise<PaintSample> {
  const bench = await openBenchPage(browser);
  try {
    await signIn(bench, origin);
    return await coldLoadOfHome(bench, origin);
  } finally {
    await bench.close();
  }
}
