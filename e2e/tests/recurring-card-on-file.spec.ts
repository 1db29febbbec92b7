import type { Browser, Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { CLIENT_WRITE_HEADERS, expect, resetSandbox, setFeatureFlag, test } from './fixtures';
import { shooter } from './getting-paid-support';
import { expectFitsTheScreen, main } from './support';
import { sandboxUrl } from './worker-stack';

// Issue 44, a recurring plan's card on file (mfe-getting-paid and the gateway's hosted page,
// docs/decisions/0089-recurring-card-on-file.md): the customer pays the first cycle's hosted page with
// "Save this card…" checked; the sandbox's "Send the next invoice now" issues the next cycle, which is
// charged at once and reads Paid on the plan without opening its page; once the owner removes the
// card, the following cycle waits, Pending. (A file of its own: recurring.spec.ts is near the 300-line limit.)

test.use({ landing: false, viewport: { width: 1440, height: 900 } });
test.beforeAll(async () => {
  await resetSandbox();
  await setFeatureFlag('biz_tokoku', 'payment_links', false); // invoice mode: /recurring-new
});
test.afterAll(resetSandbox);

const shoot = shooter('recurring-card');
const cycles = (page: Page) => main(page).getByRole('table', { name: 'Invoices this plan issued, newest first', exact: true }).locator('tbody tr');
const cardOnFile = (page: Page) => main(page).getByRole('region', { name: 'Card on file' });

/** The owner creates a plan starting today (its first invoice is issued at once); answers the plan's address. */
async function createPlan(page: Page, name: string, email: string): Promise<string> {
  await page.goto('/recurring-new/new');
  const form = main(page).getByRole('form', { name: 'Create a recurring plan' });
  await form.getByRole('textbox', { name: /^Plan name/ }).fill(name);
  await form.getByRole('textbox', { name: /^Amount per cycle/ }).fill('90000');
  await form.getByRole('textbox', { name: /^Customer name/ }).fill('Dewi E2E');
  await form.getByRole('textbox', { name: /^Customer email/ }).fill(email);
  await form.getByRole('button', { name: 'Create plan' }).click();
  await expect(main(page).getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(cycles(page)).toHaveCount(1);
  await expect(cardOnFile(page)).toContainText('No card on file — each invoice is paid on its page');
  return page.url();
}

/** The customer pays the plan's first invoice on its hosted page and agrees to keep the card for the plan. */
async function payFirstKeepingTheCard(page: Page, browser: Browser, checkThePage = false): Promise<void> {
  await main(page).getByRole('link', { name: 'Open the invoice of cycle 1' }).click();
  await expect(page).toHaveURL(/\/invoice\/inv_/);
  const url = (await main(page).getByRole('link', { name: /\/api\/pay\// }).getAttribute('href'))!;
  const customer = await browser.newContext({ locale: 'en-US' });
  const hosted = await customer.newPage();
  await hosted.goto(url);
  const consent = hosted.getByRole('checkbox', { name: 'Save this card to pay the next invoices of this plan' });
  await expect(consent).not.toBeChecked();
  if (checkThePage) {
    await expect(hosted.getByText('The next invoices of this plan will be charged to this card when they are issued.', { exact: false })).toBeVisible();
    await expectNoAxeViolations(hosted);
  }
  await consent.check();
  await hosted.getByRole('button', { name: /^Pay Rp\s?90\.000/ }).click();
  await expect(hosted.getByRole('status')).toHaveText('Payment received. Thank you!');
  await customer.close();
}

test('a card saved on the first invoice pays the next one at once; once removed, the following one waits on its page', async ({ page, browser }) => {
  const plan = await createPlan(page, 'E2E card club', 'dewi.e2e@example.test');
  await payFirstKeepingTheCard(page, browser, true);

  await page.goto(plan);
  await expect(cardOnFile(page)).toContainText(/Card on file: VISA •••• 1091, saved /);
  await expect(cycles(page).filter({ hasText: '#1' })).toContainText('Paid');
  await main(page).getByRole('button', { name: 'Send the next invoice now' }).click();
  await expect(page.getByText('The next invoice was issued and paid with the card on file.')).toBeVisible();
  await expect(cycles(page)).toHaveCount(2);
  await expect(cycles(page).filter({ hasText: '#2' })).toContainText('Paid');
  await expectNoAxeViolations(page);
  await shoot(page, '1440-en-card');
  await page.setViewportSize({ width: 390, height: 844 });
  await expectFitsTheScreen(page);
  await expectNoAxeViolations(page);
  await shoot(page, '390-en-card');
  await page.setViewportSize({ width: 1440, height: 900 });

  await cardOnFile(page).getByRole('button', { name: 'Remove card' }).click();
  const ask = page.getByRole('alertdialog', { name: 'Remove the card on file?' });
  await expect(ask).toContainText('will not be charged to VISA •••• 1091');
  await ask.getByRole('button', { name: 'Remove card' }).click();
  await expect(page.getByText('The card was removed. The next invoices are paid on their pages.')).toBeVisible();
  await expect(cardOnFile(page)).toContainText('No card on file — each invoice is paid on its page');
  await main(page).getByRole('button', { name: 'Send the next invoice now' }).click();
  await expect(page.getByText('The next invoice was sent.')).toBeVisible();
  await expect(cycles(page)).toHaveCount(3);
  await expect(cycles(page).filter({ hasText: '#3' })).toContainText('Pending');
  await page.reload();
  await expect(cycles(page).filter({ hasText: '#3' })).toContainText('Pending');
  await expect(cardOnFile(page)).toContainText('No card on file');
});

// Decision 0090: a declined automatic charge is a FAILED card payment, shown on the plan with its
// next retry; the sandbox's next-charge-retry control makes the retry due now, and the next read of
// the plan charges the card again: the invoice is paid and the customer is sent a receipt.
const control = async (planUrl: string, name: 'decline-next-charge' | 'next-charge-retry', body?: object) => {
  const id = /\/(rcp_[0-9a-f]+)$/.exec(planUrl)![1]!;
  const answer = await fetch(`${sandboxUrl()}/__sandbox/recurring-plans/${id}/${name}`, {
    method: 'POST',
    headers: body ? { ...CLIENT_WRITE_HEADERS, 'content-type': 'application/json' } : CLIENT_WRITE_HEADERS,
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  expect(answer.status).toBe(200);
  return id;
};
async function receiptsOf(externalId: string): Promise<{ recipient: string; subject: string }[]> {
  const { messages } = (await (await fetch(`${sandboxUrl()}/__sandbox/outbox`)).json()) as { messages: { kind: string; recipient: string; subject: string }[] };
  return messages.filter((message) => message.kind === 'INVOICE_RECEIPT_EMAIL' && message.subject.includes(`invoice ${externalId} `));
}

test('a declined charge is a FAILED card payment shown on the plan with its next retry; the retry, made due, pays the invoice and mails a receipt', async ({ page, browser }) => {
  const plan = await createPlan(page, 'E2E retry club', 'rina.e2e@example.test');
  await payFirstKeepingTheCard(page, browser);
  await page.goto(plan);
  await expect(cardOnFile(page)).toContainText(/Card on file: VISA •••• 1091/);
  const id = await control(plan, 'decline-next-charge');
  await main(page).getByRole('button', { name: 'Send the next invoice now' }).click();
  await expect(page.getByText('The card on file was declined. The next invoice was emailed to the customer, and the card will be tried again.')).toBeVisible();
  await expect(cycles(page).filter({ hasText: '#2' })).toContainText('Pending');
  const failure = cardOnFile(page).getByRole('status').filter({ hasText: 'A charge failed' });
  await expect(failure).toContainText('The automatic charge of cycle 2 failed on');
  await expect(failure).toContainText(/The card will be charged again on \d\d\/\d\d\/\d{4} \d\d:\d\d \(retry 1 of 3\)\./);
  await expectNoAxeViolations(page);
  await shoot(page, '1440-en-declined');
  await page.setViewportSize({ width: 390, height: 844 });
  await expectFitsTheScreen(page);
  await expectNoAxeViolations(page);
  await failure.scrollIntoViewIfNeeded();
  await shoot(page, '390-en-declined');
  await page.setViewportSize({ width: 1440, height: 900 });

  // The declined attempt is a FAILED card payment, opened from the plan.
  await failure.getByRole('link', { name: 'View the declined payment' }).click();
  await expect(page).toHaveURL(/\/credit_cards\/payment\/ccp_/);
  await expect(main(page)).toContainText('Failed');
  await expect(main(page)).toContainText(`${id}-2`);

  // The retry falls due now; the next read of the plan charges the card again.
  await control(plan, 'next-charge-retry');
  await page.goto(plan);
  await expect(cycles(page).filter({ hasText: '#2' })).toContainText('Paid');
  await expect(cardOnFile(page)).not.toContainText('A charge failed');
  expect(await receiptsOf(`${id}-2`)).toEqual([expect.objectContaining({ recipient: 'rina.e2e@example.test' })]);
  await page.reload();
  expect(await receiptsOf(`${id}-2`)).toHaveLength(1);
});

// Decision 0092: a hard decline (the card reported stolen) is not retried, and the card leaves the plan.
test('a card declined as stolen is not retried: the plan says why, removes the card, and the next cycle waits on its page', async ({ page, browser }) => {
  const plan = await createPlan(page, 'E2E stolen card club', 'tono.e2e@example.test');
  await payFirstKeepingTheCard(page, browser);
  await page.goto(plan);
  await expect(cardOnFile(page)).toContainText(/Card on file: VISA •••• 1091/);
  await control(plan, 'decline-next-charge', { failure_reason: 'STOLEN_CARD' });
  await main(page).getByRole('button', { name: 'Send the next invoice now' }).click();
  await expect(page.getByText('The card on file was declined and cannot be charged again, so it was removed from the plan. The next invoice was emailed to the customer.')).toBeVisible();
  const failure = cardOnFile(page).getByRole('status').filter({ hasText: 'A charge failed' });
  await expect(failure).toContainText(/The automatic charge of cycle 2 failed on .*: the card was reported lost or stolen\./);
  await expect(failure).toContainText('This card cannot be charged again: it was removed from the plan and will not be retried.');
  await expect(failure).not.toContainText('charged again on');
  await expect(cardOnFile(page)).toContainText('No card on file — each invoice is paid on its page');
  await expect(cycles(page).filter({ hasText: '#2' })).toContainText('Pending');
  await expectNoAxeViolations(page);
  await shoot(page, '1440-en-stolen');
  // Nothing waits to be retried; the next cycle is not charged.
  const id = /\/(rcp_[0-9a-f]+)$/.exec(plan)![1]!;
  expect((await fetch(`${sandboxUrl()}/__sandbox/recurring-plans/${id}/next-charge-retry`, { method: 'POST', headers: CLIENT_WRITE_HEADERS })).status).toBe(409);
  await main(page).getByRole('button', { name: 'Send the next invoice now' }).click();
  await expect(cycles(page).filter({ hasText: '#3' })).toContainText('Pending');
});

test.describe('a viewer', () => {
  test.use({ persona: 'viewer@tokoku.test' });

  test('sees whether a plan has a card on file, without Remove', async ({ page }) => {
    await page.goto('/recurring-new');
    await main(page).getByRole('link', { name: /Batik of the month club/ }).click();
    await expect(main(page).getByRole('heading', { level: 1, name: 'Batik of the month club' })).toBeVisible();
    await expect(cardOnFile(page)).toContainText('No card on file — each invoice is paid on its page');
    await expect(cardOnFile(page).getByRole('button')).toHaveCount(0);
  });
});
