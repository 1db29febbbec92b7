import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';
import { API, CSRF_HEADER, CSRF_HEADER_VALUE, NEW_AUTHENTICATION_HEADER } from 'shared-contracts/gateway';
import { sandboxUrl, startWorkerStack, type WorkerStack } from './worker-stack';

/** Every sandbox persona's password (sandbox-gateway/README.md). */
export const PASSWORD = 'Sandbox-2026';

/** Logs in through the login page, the way a merchant does, and waits for the landing page. */
export async function signIn(page: Page, email: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).not.toHaveURL(/\/login/);
  // The landing page's heading, in whatever language the user prefers and at any width.
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
}

/**
 * Signs in through the gateway, the way the login page's client does (token mode: the answer sets
 * the refresh cookie in the page's browser context), stores what the shell stores after a sign-in
 * (the user record, the second factor done, the last action now: host-shell/src/session/stored-
 * sign-in.ts), and opens the login page, which restores the session and goes to the landing page. A
 * test whose subject is not the login page saves the login page's load and form (≈ 3 s); a user
 * who must give a second factor is signed in through the login page instead (`signIn`). Without
 * `landing`, the page is left signed in on the shell's smallest page, for a test that opens its own.
 */
export async function signInQuickly(page: Page, email: string, { landing = true }: { landing?: boolean } = {}): Promise<void> {
  const response = await page.request.post(API.authEmail, {
    data: { email, password: PASSWORD },
    headers: { ...CLIENT_WRITE_HEADERS, [NEW_AUTHENTICATION_HEADER]: 'true' },
  });
  expect(response.status(), `${email} signs in: ${await response.text()}`).toBe(200);
  const answer = (await response.json()) as { mfa_token?: string; user?: unknown; business?: unknown };
  if (answer.mfa_token !== undefined) {
    await signIn(page, email);
    return;
  }
  // The smallest page of the shell's origin: its storage is the dashboard's.
  await page.goto('/remotes.json');
  await page.evaluate(({ user, business }) => {
    window.localStorage.setItem('mdp.user', JSON.stringify(user));
    window.localStorage.setItem('mdp.business', JSON.stringify(business));
    window.localStorage.setItem('mdp.mfaAuthenticated', 'true');
    window.localStorage.setItem('mdp.lastActionAt', JSON.stringify(Date.now()));
  }, { user: answer.user, business: answer.business });
  if (!landing) return;
  // The login page of a browser signed in sends it where a sign-in does: the landing page (spec 01 §2).
  await page.goto('/login');
  await expect(page).not.toHaveURL(/\/login/);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
}

/**
 * Waits until the landing page the sign-in opened has made its reads (no request for 500 ms): a test
 * that arms a one-time fault on a path the landing page reads too (the billing reminder's statements,
 * home's bank accounts) arms it after those reads, or the landing page takes the fault on a busy machine.
 */
export async function landingSettled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
}

/**
 * Injects a fault into the sandbox gateway (its control API): a status, a delay, for `count` calls
 * (default 1) to `path` (exact, or a prefix ending in `*`), of one `method` or of any.
 */
export async function injectFault(fault: {
  path: string;
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  status?: number;
  error_code?: string;
  message?: string;
  delay_ms?: number;
  count?: number;
}) {
  const response = await fetch(`${sandboxUrl()}/__sandbox/faults`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(fault),
  });
  expect(response.status).toBe(201);
}

/**
 * What the dashboard's gateway client sends with every write; a body-less call to the control API
 * sends it too (the gateway refuses a write that a cross-site form could have made: docs/security.md).
 */
export const CLIENT_WRITE_HEADERS = { [CSRF_HEADER]: CSRF_HEADER_VALUE };

/** Removes every fault still armed. */
export async function clearFaults(): Promise<void> {
  const response = await fetch(`${sandboxUrl()}/__sandbox/faults`, { method: 'DELETE', headers: CLIENT_WRITE_HEADERS });
  expect(response.ok).toBe(true);
}

/** Turns a business's feature flag on or off in the sandbox (`payment_links` is payment-link mode; the seed has it on for Toko Ku). */
export async function setFeatureFlag(businessId: string, flag: string, enabled: boolean): Promise<void> {
  const response = await fetch(`${sandboxUrl()}/__sandbox/feature-flags`, {
    method: 'PATCH',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ business_id: businessId, flag, enabled }),
  });
  expect(response.ok).toBe(true);
}

/** Puts the sandbox back to its seed: rate limits, switches and dismissals of earlier tests are gone. */
export async function resetSandbox(): Promise<void> {
  const response = await fetch(`${sandboxUrl()}/__sandbox/reset`, { method: 'POST', headers: CLIENT_WRITE_HEADERS });
  expect(response.ok).toBe(true);
}

/** The access token each page last sent to the gateway (`Authorization: Bearer …`). */
const lastAccessToken = new WeakMap<Page, string>();

function recordAccessTokens(context: BrowserContext): void {
  context.on('request', (request) => {
    const authorization = request.headers().authorization;
    if (!authorization?.startsWith('Bearer ')) return;
    try {
      lastAccessToken.set(request.frame().page(), authorization.slice('Bearer '.length));
    } catch {
      // a request of no page (a service worker's): no tab holds its token
    }
  });
}

/**
 * Makes an access token expire now, as if its lifetime (ACCESS_TOKEN_TTL_SECONDS) had passed: the
 * worker's gateway (its control API) answers JWT_EXPIRED_ERROR to the next call with it, as it would
 * once the token's time is up. Checked with one call, so the test goes on only once it holds.
 */
export async function expireAccessToken(token: string): Promise<void> {
  const expired = await fetch(`${sandboxUrl()}/__sandbox/access-tokens/revoke`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ token, as: 'expired' }),
  });
  expect(expired.ok).toBe(true);
  const refused = await fetch(`${sandboxUrl()}${API.userBusinesses}`, { headers: { Authorization: `Bearer ${token}`, [NEW_AUTHENTICATION_HEADER]: 'true' } });
  expect(refused.status).toBe(401);
  expect(((await refused.json()) as { error_code?: string }).error_code).toBe('JWT_EXPIRED_ERROR');
}

/**
 * Makes the access token the page last sent to the gateway expire now (expireAccessToken). The spec
 * says `test.use({ watchAccessTokens: true })` for the tests that call it.
 */
export async function expireAccessTokenOf(page: Page): Promise<void> {
  const token = lastAccessToken.get(page);
  if (!token) throw new Error('the page has sent no access token to expire (does the test use { watchAccessTokens: true }?)');
  await expireAccessToken(token);
}

/** A `securitypolicyviolation` event, as a page of the test reported it. */
export interface PolicyViolation {
  directive: string;
  blocked: string;
  page: string;
  source: string;
  line: number;
}

const REPORT_BINDING = '__mdpReportPolicyViolation';

/** Runs in every page and frame before its own scripts: reports each violation of the page's policy. */
function listenForPolicyViolations(binding: string) {
  document.addEventListener('securitypolicyviolation', (event) => {
    const report = (window as unknown as Record<string, (violation: PolicyViolation) => void>)[binding];
    report?.({
      directive: event.effectiveDirective,
      blocked: event.blockedURI,
      page: event.documentURI,
      source: event.sourceFile,
      line: event.lineNumber,
    });
  });
}

export function describeViolation(violation: PolicyViolation): string {
  const where = violation.source ? ` (from ${violation.source}:${violation.line})` : '';
  return `${violation.directive} blocked ${violation.blocked || '(inline)'} on ${violation.page}${where}`;
}

/**
 * Every page of every test listens for Content Security Policy violations (on the shell's strict
 * policy, docs/decisions/0018-serving-and-security-headers.md); any violation fails the test,
 * naming the directive and the blocked URL.
 */
async function contextFailingOnPolicyViolations(
  context: BrowserContext,
  violations: PolicyViolation[],
  provide: (context: BrowserContext) => Promise<void>,
) {
  await context.exposeBinding(REPORT_BINDING, (_source, violation: PolicyViolation) => {
    violations.push(violation);
  });
  await context.addInitScript(listenForPolicyViolations, REPORT_BINDING);
  await provide(context);
  if (violations.length) {
    throw new Error(`Content Security Policy violations:\n  ${violations.map(describeViolation).join('\n  ')}`);
  }
}

/**
 * `test` with a signed-in page: owner@tokoku.test unless a spec says `test.use({ persona })`;
 * an empty persona leaves the page signed out. Every spec imports `test` from here (a lint rule
 * says so), so every page fails its test on a Content Security Policy violation.
 */
export const test = base.extend<
  { persona: string; landing: boolean; policyViolations: PolicyViolation[]; idlePrefetch: 'on' | 'off'; watchAccessTokens: boolean },
  { workerStack: WorkerStack }
>({
  // Each worker's own shell and sandbox gateway with its own database (docs/decisions/0051-a-gateway-
  // per-worker.md), started before its first test and stopped after its last; its ports follow the
  // worker's parallelIndex (e2e/worker-ports.ts).
  workerStack: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern: none.
    async ({}, provide, workerInfo) => {
      const { stack, stop } = await startWorkerStack(workerInfo.parallelIndex, workerInfo.project.outputDir);
      await provide(stack);
      await stop();
    },
    { scope: 'worker', auto: true, timeout: 60_000 },
  ],
  baseURL: async ({ workerStack }, provide) => provide(workerStack.shellUrl),
  // A spec's `request` is an API client of the dashboard: it sends what the gateway client sends, so
  // its session-cookie writes are not refused as forged.
  request: async ({ playwright, baseURL }, provide) => {
    const request = await playwright.request.newContext({ baseURL, extraHTTPHeaders: CLIENT_WRITE_HEADERS });
    await provide(request);
    await request.dispose();
  },
  // The violations reported so far; a test that provokes one on purpose reads and empties it.
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern: none.
  policyViolations: async ({}, provide) => provide([]),
  // The shell fetches the menu's remotes when idle on a fast connection (host-shell/src/federation/
  // idle-prefetch.ts): off by default, so a test sees only what its own steps load and the parallel
  // workers do not fetch every remote in the background; idle-prefetch.spec.ts turns it on.
  idlePrefetch: ['off', { option: true }],
  // Whether the context records each page's access token for expireAccessTokenOf: off unless a spec
  // asks, because a listener of every request makes the browser report every request to the test
  // (about a tenth of the test worker's CPU time, measured on three specs).
  watchAccessTokens: [false, { option: true }],
  context: async ({ context, policyViolations, idlePrefetch, watchAccessTokens }, provide) => {
    if (idlePrefetch === 'off') {
      await context.addInitScript(() => {
        try {
          window.localStorage.setItem('mdp.idlePrefetch', 'false');
        } catch {
          // a page without storage (about:blank) has nothing to prefetch either
        }
      });
    }
    if (watchAccessTokens) recordAccessTokens(context);
    await contextFailingOnPolicyViolations(context, policyViolations, provide);
  },
  persona: ['owner@tokoku.test', { option: true }],
  // Whether the signed-in page opens the landing page, as a sign-in does; a spec whose every test
  // opens its own first page says `test.use({ landing: false })` and saves a page load per test.
  landing: [true, { option: true }],
  page: async ({ page, persona, landing }, provide) => {
    if (persona) await signInQuickly(page, persona, { landing });
    await provide(page);
  },
});

export { expect };
