import { sandboxUrl } from './worker-stack';
import { expect, resetSandbox, test } from './fixtures';

// The XSS table (issue 21): payloads placed where the dashboard shows what a merchant or a partner
// named — the user's full name and the business's name (the header's account button, home's
// subtitle) — are shown as the very text typed: no dialog, no script run, nothing fetched from
// elsewhere, and no Content Security Policy violation (the fixture fails a test on any). Notification
// titles and messages have their own payloads in notifications.spec.ts; each new page that shows
// such text (callback payloads, file names, promotion names) adds its surface here.

test.afterEach(resetSandbox);

/** Each payload sets window.__xss if any part of it ever runs. */
const PAYLOADS = [
  '<script>window.__xss=1</script>',
  '<img src=x onerror="window.__xss=2">',
  '<svg onload="window.__xss=3">',
  '"><script>window.__xss=4</script>',
  "'><img src=x onerror=window.__xss=5>",
  'javascript:window.__xss=6',
  '<iframe srcdoc="<script>parent.__xss=7</script>"></iframe>',
  '<a href="javascript:window.__xss=8">click</a>',
  '<b onmouseover=window.__xss=9>bold</b>',
  "{{constructor.constructor('window.__xss=10')()}}",
  '${window.__xss=11}',
  "<style>@import 'http://evil.test/x.css';</style>",
  '<math><mtext><table><mglyph><style><img src=x onerror=window.__xss=13>',
  '<details open ontoggle=window.__xss=14>',
  '&lt;script&gt;window.__xss=15&lt;/script&gt;',
  '<input autofocus onfocus=window.__xss=16>',
  '%3Cscript%3Ewindow.__xss=17%3C/script%3E',
];

async function rename(names: { full_name: string; business_name: string }) {
  const response = await fetch(`${sandboxUrl()}/__sandbox/names`, {
    method: 'PATCH',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'owner@tokoku.test', ...names }),
  });
  expect(response.status).toBe(200);
}

test(`${PAYLOADS.length} payloads as a user's and a business's name are shown as text and run nothing`, async ({ page }) => {
  test.setTimeout(120_000);
  const dialogs: string[] = [];
  const foreign: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  page.on('request', (request) => {
    if (!request.url().startsWith('http://localhost') && !request.url().startsWith('data:')) foreign.push(request.url());
  });
  const banner = page.getByRole('banner');
  const main = page.getByRole('main');
  for (const payload of PAYLOADS) {
    const business = `Toko ${payload}`;
    await rename({ full_name: payload, business_name: business });
    await page.goto('/home');
    await expect(main.getByText(`Everything to run ${business}, in one place.`, { exact: true })).toBeVisible();
    await expect(banner.getByText(business, { exact: true })).toBeVisible();
    await expect(banner.getByRole('button', { name: `${payload}, ${business}, +2 businesses`, exact: true })).toBeVisible();
    expect([payload, await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)]).toEqual([payload, undefined]);
  }
  expect(dialogs).toEqual([]);
  expect(foreign).toEqual([]);
});
