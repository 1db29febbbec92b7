// One benchmark session: a cold load of /home, then the sidebar clicks of ROUTE_SWITCHES; and
// cold loads alone.
import type { Browser, Page } from 'playwright-core';
import { openBenchPage, type BenchPage } from './browser';
import { HOME, ROUTE_SWITCHES, type RouteSwitch } from './config';
import { armSwitchTimer, readPaintTimings, switchResult } from './in-page';
import type { PaintSample, SessionSample, SwitchSample } from './samples';
import { signIn } from './session';

function sidebar(page: Page) {
  return page.getByRole('navigation', { name: 'Main menu' });
}

async function timeRouteSwitch(page: Page, step: RouteSwitch, id: string): Promise<SwitchSample> {
  await page.evaluate(armSwitchTimer, { href: step.href, heading: step.heading, id });
  await sidebar(page).getByRole('link', { name: step.link, exact: true }).click();
  const { ms, hoverLeadMs } = await page.evaluate(switchResult);
  return { remote: step.remote, kind: step.kind, ms, hoverLeadMs };
}

/** Signs in, then loads /home cold and waits for its heading and a quiet network. */
async function coldLoadOfHome(bench: BenchPage, origin: string): Promise<PaintSample> {
  const { page } = bench;
  await signIn(page, origin);
  await page.goto(`${origin}${HOME.path}`);
  await page.getByRole('heading', { level: 1, name: HOME.heading }).waitFor();
  await bench.networkIdle();
  return page.evaluate(readPaintTimings);
}

/** One session on `origin` (the composed shell's or the monolith's). */
export async function measureSession(browser: Browser, origin: string): Promise<SessionSample> {
  const bench = await openBenchPage(browser);
  try {
    const { fcpMs, lcpMs } = await coldLoadOfHome(bench, origin);
    const loadCount = bench.responseCount();
    const switches: SwitchSample[] = [];
    for (const [index, step] of ROUTE_SWITCHES.entries()) {
      switches.push(await timeRouteSwitch(bench.page, step, `bench-switch-${index}`));
      await bench.networkIdle();
    }
    return { fcpMs, lcpMs, responses: await bench.records(), loadCount, switches };
  } finally {
    await bench.close();
  }
}

/** A cold load of /home alone, for more paint-timing samples than the sessions give. */
export async function measureColdLoad(browser: Browser, origin: string): Promise<PaintSample> {
  const bench = await openBenchPage(browser);
  try {
    return await coldLoadOfHome(bench, origin);
  } finally {
    await bench.close();
  }
}
