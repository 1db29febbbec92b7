import type { Page } from '@playwright/test';
import { main, saveIndonesianFormThroughGateway, signInApi, stepHeading } from './activation-support';
import { expectNoAxeViolations } from './axe';
import { expect, resetSandbox, test } from './fixtures';
import { sandboxUrl } from './worker-stack';
import { chooseIndonesian, expectFitsTheScreen, sidebar } from './support';

// Issue 41 §2 (docs/decisions/0064): after the submission the merchant still sees where the
// activation stands — after a reload, from the menu (the "Activation status" entry where the spec's
// activation entry is hidden), at 1440 and 390 px, in English and Indonesian; and a request for
// documents reopens the form with the reviewers' note.

test.beforeAll(resetSandbox);
test.afterEach(resetSandbox);

/** Screenshots at 1440 and 390 px, kept with the test's output (looked at while building). */
async function shoot(page: Page, name: string) {
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await expectFitsTheScreen(page);
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

/** The test-mode control API's review: a request for documents carries the reviewers' note. */
async function review(businessId: string, decision: 'APPROVE' | 'REQUEST_DOCUMENTS', note?: string) {
  const answer = await fetch(`${sandboxUrl()}/__sandbox/activation-review`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ business_id: businessId, decision, ...(note ? { note } : {}) }),
  });
  expect(answer.status).toBe(200);
}

const statusEntry = (page: Page) => sidebar(page).getByRole('link', { name: 'Activation status' });
const activationEntry = (page: Page) => sidebar(page).getByRole('link', { name: 'Activation', exact: true });

test.describe('an AWAITING_DOCS business submits its form', () => {
  test.use({ persona: 'new@warungbaru.test', viewport: { width: 1440, height: 900 } });

  test('the menu changes at once, a reload keeps the status page, and a request for documents reopens the form', async ({ page, request }) => {
    test.setTimeout(150_000);
    await saveIndonesianFormThroughGateway(await signInApi(request));
    await page.goto('/activation');
    await expect(stepHeading(page, 'Review and submit')).toBeVisible();
    await expect(activationEntry(page)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Activate account' })).toBeVisible();

    await main(page).getByRole('button', { name: 'Submit for review' }).click();
    const thanks = page.getByRole('dialog', { name: 'Thank you' });
    await expect(thanks).toContainText('within 3 working days');
    // The shell read the session again: PENDING_VERIFICATION hides the spec's entry (tierZeroOrOne)
    // and the activation prompt; the status entry takes its place, before any reload.
    await expect(statusEntry(page)).toBeVisible();
    await expect(activationEntry(page)).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Activate account' })).toHaveCount(0);
    await thanks.getByRole('button', { name: 'See the activation status' }).click();
    await expect(page).toHaveURL(/\/activation\/ongoing-activation$/);
    await expect(main(page).getByText('We are reviewing your activation')).toBeVisible();

    // A reload: the business is PENDING_VERIFICATION, and the page still answers.
    await page.reload();
    await expect(main(page).getByRole('heading', { level: 1, name: 'Activation status' })).toBeVisible();
    await expect(main(page).getByText('We are reviewing your activation')).toBeVisible();
    const progress = main(page).getByRole('list', { name: 'Progress' });
    await expect(progress.getByRole('listitem').nth(0)).toContainText('Done');
    await expect(progress.getByRole('listitem').nth(1)).toContainText(/In progress.*A review usually takes 3 working days: expected by/);
    const summary = main(page).getByRole('region', { name: 'What you submitted' });
    await expect(summary).toContainText('PT Warung Baru');
    await expect(summary).toContainText('nib.pdf');
    await expect(statusEntry(page)).toHaveAttribute('aria-current', 'page');
    await expectNoAxeViolations(page);
    await shoot(page, 'status-reviewing');

    // The form itself sends a business under review to its status.
    await page.goto('/activation');
    await expect(page).toHaveURL(/\/activation\/ongoing-activation$/);
    // From another page, the menu leads there.
    await page.goto('/home');
    await statusEntry(page).click();
    await expect(main(page).getByText('We are reviewing your activation')).toBeVisible();

    // The review asks for a document: the status says what, and the form opens with the note.
    await review('biz_warungbaru', 'REQUEST_DOCUMENTS', 'The NIB scan is unreadable: upload a clearer copy.');
    await page.reload();
    await expect(main(page).getByText('We need more documents from you')).toBeVisible();
    await expect(main(page).getByRole('region', { name: 'What the review asks for' })).toContainText('The NIB scan is unreadable');
    // AWAITING_DOCS is tier zero again: the spec's activation entry is back, the status entry gone.
    await expect(activationEntry(page)).toBeVisible();
    await expect(statusEntry(page)).toHaveCount(0);
    await expectNoAxeViolations(page);
    await shoot(page, 'status-documents-requested');
    await main(page).getByRole('button', { name: 'Upload the documents' }).click();
    await expect(page).toHaveURL(/\/activation$/);
    await expect(main(page).getByRole('status').filter({ hasText: 'The NIB scan is unreadable' })).toBeVisible();
    await expect(stepHeading(page, 'Review and submit')).toBeVisible();
    await main(page).getByRole('button', { name: 'Submit for review' }).click();
    await page.getByRole('dialog', { name: 'Thank you' }).getByRole('button', { name: 'See the activation status' }).click();
    await expect(main(page).getByText('We are reviewing your activation')).toBeVisible();
    await expect(main(page).getByRole('region', { name: 'What the review asks for' })).toHaveCount(0);

    // In Indonesian.
    await chooseIndonesian(page);
    await expect(main(page).getByRole('heading', { level: 1, name: 'Status aktivasi' })).toBeVisible();
    await expect(main(page).getByText('Kami sedang meninjau aktivasi Anda')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Menu utama' }).getByRole('link', { name: 'Status aktivasi' })).toBeVisible();
    await expectNoAxeViolations(page);
    await shoot(page, 'id-status-reviewing');

    // Approved: live, the status entry goes (the spec hides activation for a live business).
    await review('biz_warungbaru', 'APPROVE');
    await page.goto('/home');
    await expect(page.getByRole('navigation', { name: 'Menu utama' }).getByRole('link', { name: 'Beranda' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Menu utama' }).getByRole('link', { name: 'Status aktivasi' })).toHaveCount(0);
  });
});

test.describe('a business pending verification (instant activation)', () => {
  test.use({ persona: 'admin@kilat.test' });

  test('reaches its status from the menu at 1440 px and from the burger at 390 px', async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 1440, height: 900 });
    await expect(activationEntry(page)).toHaveCount(0);
    await statusEntry(page).click();
    await expect(page).toHaveURL(/\/activation\/ongoing-activation$/);
    await expect(main(page).getByText('We are reviewing your activation')).toBeVisible();
    await expect(main(page).getByText('With instant activation you can accept payments while we verify your business.')).toBeVisible();
    await expectNoAxeViolations(page);
    await shoot(page, 'kilat-status');

    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/home');
    const header = page.getByRole('banner');
    await header.getByRole('button', { name: 'Menu' }).click();
    await statusEntry(page).click();
    await expect(main(page).getByText('We are reviewing your activation')).toBeVisible();
    await expect(header.getByText('Activation status', { exact: true })).toBeVisible();
    await expectFitsTheScreen(page);
    await expectNoAxeViolations(page);
  });

  test('reads in Indonesian', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/activation/ongoing-activation');
    await chooseIndonesian(page);
    await expect(main(page).getByText('Kami sedang meninjau aktivasi Anda')).toBeVisible();
    await expect(main(page).getByText(/Dengan aktivasi instan/)).toBeVisible();
    await expectNoAxeViolations(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await expectFitsTheScreen(page);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: test.info().outputPath('kilat-id-390.png'), fullPage: true });
  });
});
