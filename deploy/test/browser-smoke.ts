// A smoke walk of the composed stack in Chromium, for the stack the static images serve (nginx on
// their very configuration, deploy/test/nginx-serving.test.ts): sign in as a merchant, open a page of
// every remote, and report what a merchant would see go wrong — a remote that could not load, a
// Content Security Policy violation, a script error, a script sent uncompressed.
import { type Browser, type Page, type Response, chromium } from 'playwright-core';

/** One stop of the walk: who signs in and which page they open. */
export interface SmokeStop {
  persona: string;
  path: string;
}

export interface SmokeFindings {
  /** `persona path` of every page whose main landmark had no level-1 heading. */
  withoutHeading: string[];
  /** Remote failure panels shown ("… could not be loaded."). */
  failurePanels: string[];
  /** Every `securitypolicyviolation` the pages reported. */
  policyViolations: string[];
  /** Uncaught errors in the pages' scripts. */
  scriptErrors: string[];
  /** Scripts over 1 KB that arrived without content-encoding. */
  uncompressedScripts: string[];
  /** Remote origins whose entry (`remoteEntry.js`) the browser loaded with 200. */
  entriesLoaded: string[];
}

const PASSWORD = 'Sandbox-2026';

function listenForPolicyViolations() {
  document.addEventListener('securitypolicyviolation', (event) => {
    const report = (window as unknown as { __smokeViolation?: (text: string) => void }).__smokeViolation;
    report?.(`${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'} on ${event.documentURI}`);
  });
}

async function signIn(page: Page, origin: string, persona: string): Promise<void> {
  await page.goto(`${origin}/login`);
  await page.getByLabel('Email').fill(persona);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}

async function recordScript(response: Response, findings: SmokeFindings): Promise<void> {
  const url = new URL(response.url());
  if (!url.pathname.endsWith('.js') || response.status() !== 200) return;
  if (url.pathname.endsWith('/remoteEntry.js')) findings.entriesLoaded.push(url.origin);
  // A no-cache entry asked for again is revalidated: the server answers 304 without a body (and so
  // without content-encoding), and the browser reports its cached copy as this 200.
  const sent = await response.request().allHeaders();
  if (sent['if-none-match'] || sent['if-modified-since']) return;
  const headers = await response.allHeaders();
  const length = Number(headers['content-length'] ?? (await response.body()).length);
  if (!headers['content-encoding'] && length > 1024) findings.uncompressedScripts.push(url.href);
}

/** Walks `stops` (grouped by persona, each persona in a fresh browser context) in Debian's Chromium. */
export async function walkComposedStack(
  origin: string,
  stops: readonly SmokeStop[],
  launch: { executablePath: string; args: string[] },
): Promise<SmokeFindings> {
  const findings: SmokeFindings = {
    withoutHeading: [],
    failurePanels: [],
    policyViolations: [],
    scriptErrors: [],
    uncompressedScripts: [],
    entriesLoaded: [],
  };
  const browser: Browser = await chromium.launch(launch);
  try {
    for (const persona of [...new Set(stops.map((stop) => stop.persona))]) {
      const context = await browser.newContext();
      await context.exposeFunction('__smokeViolation', (text: string) => findings.policyViolations.push(text));
      await context.addInitScript(listenForPolicyViolations);
      const page = await context.newPage();
      page.on('pageerror', (error) => findings.scriptErrors.push(`${page.url()}: ${error.message}`));
      const pending: Array<Promise<void>> = [];
      page.on('response', (response) => pending.push(recordScript(response, findings).catch(() => undefined)));
      await signIn(page, origin, persona);
      for (const stop of stops.filter((each) => each.persona === persona)) {
        await page.goto(`${origin}${stop.path}`);
        const heading = page.getByRole('main').getByRole('heading', { level: 1 });
        try {
          await heading.first().waitFor({ state: 'visible', timeout: 15_000 });
        } catch {
          findings.withoutHeading.push(`${persona} ${stop.path}`);
        }
        // The shell heads a remote's page while the remote is still loading: the walk moves on once
        // the page has settled, or a slow machine would leave before the remote's entry had arrived.
        await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined);
        const failure = page.getByRole('alert').filter({ hasText: /could not be loaded|not compatible/ });
        if (await failure.count()) findings.failurePanels.push(`${persona} ${stop.path}: ${await failure.first().innerText()}`);
      }
      await Promise.all(pending);
      await context.close();
    }
  } finally {
    await browser.close();
  }
  findings.entriesLoaded = [...new Set(findings.entriesLoaded)].sort();
  return findings;
}
