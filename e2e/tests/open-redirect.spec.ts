import { shellUrl } from './worker-stack';
import { expect, resetSandbox, test } from './fixtures';

// The open-redirect table in the browser (issue 21): every address below arrives as the `page` of an
// email link (`/login?token=…&page=…`), the one place where the dashboard follows an address it was
// handed in a URL. (The password login follows only the router's own state; a notification's
// target_url has its own browser test in notifications.spec.ts.) Each is checked by the one rule,
// shared-contracts' safeRedirect (its unit table holds more cases): a foreign, scheme or trick
// address lands on the landing page or the error page of this origin, never elsewhere, and runs
// nothing; a same-origin path is kept.

test.use({ persona: '' });

const REFUSED: string[] = [
  'https://evil.test/',
  'http://evil.test',
  'HTTPS://EVIL.TEST/',
  '//evil.test',
  '///evil.test',
  '/\\evil.test',
  '\\\\evil.test',
  '/..//evil.test/x',
  '%2F%2Fevil.test',
  'javascript:alert(document.domain)',
  'JaVaScRiPt:alert(1)',
  'java\nscript:alert(1)',
  '%6Aavascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  'https://localhost:4800@evil.test/',
  '//localhost:4800@evil.test',
  '/\t/evil.test',
  ' //evil.test',
  '\u0000//evil.test',
  'https:evil.test',
  'ftp://evil.test/file',
];

const KEPT: Array<[page: string, path: string]> = [
  ['/settings', '/settings'],
  ['/credit_cards/payments', '/credit_cards/payments'],
  ['/notification-center', '/notification-center'],
  // Encoded slashes stay inside a path of this origin: the dashboard's page-not-found, not evil.test.
  ['/%2F%2Fevil.test', '/%2F%2Fevil.test'],
];

/** Seeded one-time tokens (sandbox-gateway/src/seed/personas.ts): each works once per reset. */
const TOKENS = ['ott-owner-tokoku', 'ott-new-warungbaru', 'ott-staff-internal'];

test(`an email link's page: ${REFUSED.length} addresses that leave the dashboard are refused, same-origin paths are kept`, async ({ page }) => {
  test.setTimeout(120_000);
  const foreign: string[] = [];
  const dialogs: string[] = [];
  page.on('request', (request) => {
    if (!request.url().startsWith('http://localhost') && !request.url().startsWith('data:')) foreign.push(request.url());
  });
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  const cases: Array<[page: string, expected: string[]]> = [
    ...REFUSED.map((target): [string, string[]] => [target, ['/home', '/error']]),
    ...KEPT.map(([target, path]): [string, string[]] => [target, [path]]),
  ];
  const landed: Array<[string, string]> = [];
  for (const [index, [target]] of cases.entries()) {
    if (index % TOKENS.length === 0) await resetSandbox();
    await page.context().clearCookies();
    await page.goto(`/login?token=${TOKENS[index % TOKENS.length]}&source=email&page=${encodeURIComponent(target)}`);
    await expect(page).not.toHaveURL(/\/login/);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    const url = new URL(page.url());
    expect(url.origin).toBe(new URL(shellUrl()).origin);
    landed.push([target, url.pathname]);
  }
  expect(landed.filter(([target, path]) => !cases.find(([each]) => each === target)?.[1].includes(path))).toEqual([]);
  expect(foreign).toEqual([]);
  expect(dialogs).toEqual([]);
});
