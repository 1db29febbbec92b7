// Debian's Chromium through Playwright: one fresh context per session, the cache disabled and the
// CPU throttled through CDP (and the network, for the network rounds), every response kept for the
// byte counts, and on demand Chromium's own network events for the request chains.
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type Page, type Response } from 'playwright-core';
import { CHROMIUM } from 'platform-tools/chromium';
import { CPU_THROTTLING_RATE, emulatedConditions, type NetworkProfile } from './config';
import { logRequests, type RequestLog } from './request-log';
import type { ResponseRecord } from './samples';

/** A string only react-dom's client carries (the e2e suite counts copies the same way). */
export const REACT_DOM_MARKER = '__reactContainer$';

/** The benchmark stops Chromium itself on Ctrl-C, with everything else it started (cli.ts). */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM.executablePath,
    args: CHROMIUM.args,
    headless: true,
    handleSIGINT: false,
    handleSIGTERM: false,
    handleSIGHUP: false,
  });
}

export interface BenchPage {
  page: Page;
  /** How many responses have arrived so far (to cut the session into phases). */
  responseCount(): number;
  /** Resolves once no request has been in flight for `quietMs`. */
  networkIdle(quietMs?: number): Promise<void>;
  /**
   * The responses from `start` to `end` (every one so far by default), gzipped and searched, with
   * the bytes each one transferred.
   * Bodies are read only after the timed part, so that compressing them never competes with the
   * page for the CPU, and before the page navigates away from the document that fetched them
   * (Chromium drops their bodies then).
   */
  records(start?: number, end?: number): Promise<ResponseRecord[]>;
  /** Turns the HTTP cache on from now on (the second visit, issue 46). */
  enableCache(): Promise<void>;
  /** Throttles the network from now on (CDP `Network.emulateNetworkConditions`). */
  emulateNetwork(profile: NetworkProfile): Promise<void>;
  /** Starts keeping Chromium's network events; `stop` turns them into records on the page's clock. */
  logRequests(): RequestLog;
  close(): Promise<void>;
}

async function toRecord(response: Response): Promise<ResponseRecord> {
  const body = await response.body().catch(() => Buffer.alloc(0)); // redirects have none
  // The encoded body's size, as the network delivered it (Chromium's encodedDataLength less the headers).
  const sizes = await response.request().sizes().catch(() => null);
  return {
    url: response.url(),
    resourceType: response.request().resourceType(),
    contentType: response.headers()['content-type'] ?? '',
    status: response.status(),
    gzipBytes: gzipSync(body).length,
    ...(sizes ? { transferBytes: sizes.responseBodySize } : {}),
    hasReactDom: body.includes(REACT_DOM_MARKER),
  };
}

export async function openBenchPage(browser: Browser): Promise<BenchPage> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  // The shell fetches the menu's remotes in idle time on a fast connection (decision 0036): off here,
  // or a "cold" switch would go into a remote the quiet network before it had already fetched.
  await context.addInitScript(() => {
    try {
      window.localStorage.setItem('mdp.idlePrefetch', 'false');
    } catch {
      // about:blank has no storage, and nothing to prefetch
    }
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_THROTTLING_RATE });

  const responses: Response[] = [];
  let inFlight = 0;
  let lastActivity = performance.now();
  page.on('response', (response) => responses.push(response));
  page.on('request', () => {
    inFlight += 1;
    lastActivity = performance.now();
  });
  const settled = () => {
    inFlight -= 1;
    lastActivity = performance.now();
  };
  page.on('requestfinished', settled);
  page.on('requestfailed', settled);

  return {
    page,
    responseCount: () => responses.length,
    async networkIdle(quietMs = 500) {
      const deadline = performance.now() + 30_000;
      while (inFlight > 0 || performance.now() - lastActivity < quietMs) {
        if (performance.now() > deadline) throw new Error(`the network did not go quiet within 30 s (${inFlight} requests open)`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    records: (start = 0, end = responses.length) => Promise.all(responses.slice(start, end).map(toRecord)),
    async emulateNetwork(profile) {
      await cdp.send('Network.emulateNetworkConditions', emulatedConditions(profile));
    },
    async enableCache() {
      await cdp.send('Network.setCacheDisabled', { cacheDisabled: false });
    },
    logRequests: () => logRequests(cdp),
    close: () => context.close(),
  };
}
