import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { CLIENT_WRITE_HEADERS, expect, resetSandbox, setFeatureFlag, test } from './fixtures';
import { nextMonthsFifteenth, shooter } from './getting-paid-support';
import { chooseIndonesian, expectFitsTheScreen, main } from './support';
import { sandboxUrl } from './worker-stack';

// Issue 44, invoice reminders (mfe-getting-paid, docs/decisions/0085-invoice-emails-and-reminders.md):
// the owner creates an invoice with reminders before its due date; its detail shows them scheduled;
// the sandbox's next-reminder control makes the first one due now (the gateway's clock is the
// machine's), and the next read sends it: the timeline says "Reminder sent". Both languages, 1440
// and 390 px, no axe violation. (A file of its own: getting-paid.spec.ts is at the 300-line limit.)

test.use({ landing: false, viewport: { width: 1440, height: 900 } });
test.beforeAll(async () => {
  await resetSandbox();
  await setFeatureFlag('biz_tokoku', 'payment_links', false); // invoice mode
});
test.afterAll(resetSandbox);

const shoot = shooter('invoice-reminders');
const EMAIL = 'reminded.e2e@example.test';
const facts = (page: Page) => main(page).getByRole('region', { name: /^(Details|Detail)$/ });
const timeline = (page: Page) => main(page).getByRole('list', { name: /^(Timeline|Linimasa)$/ });

async function remindersSentTo(recipient: string): Promise<number> {
  const { messages } = (await (await fetch(`${sandboxUrl()}/__sandbox/outbox`)).json()) as { messages: { kind: string; recipient: string }[] };
  return messages.filter((message) => message.kind === 'INVOICE_REMINDER_EMAIL' && message.recipient === recipient).length;
}

test('an invoice with reminders shows them scheduled, then sent in its timeline once due', async ({ page }) => {
  await page.goto('/invoices/new');
  const form = main(page).getByRole('form', { name: 'Create an invoice' });
  const reminders = form.getByRole('group', { name: 'Reminders' });
  await expect(reminders).toContainText('Choose a due date and email the invoice');
  await form.getByRole('textbox', { name: /Description/ }).fill('E2E reminded order');
  await form.getByRole('textbox', { name: /^Item/ }).fill('Tenun cloth');
  await form.getByRole('textbox', { name: /Quantity/ }).fill('1');
  await form.getByRole('textbox', { name: /Unit price/ }).fill('120000');
  await form.getByRole('textbox', { name: /Customer email/ }).fill(EMAIL);
  await form.getByRole('group', { name: /^Due date/ }).getByRole('spinbutton', { name: /^day/ }).click();
  await page.keyboard.type(nextMonthsFifteenth());
  await reminders.getByRole('button', { name: 'Add a reminder' }).click();
  await reminders.getByRole('textbox', { name: /^Reminder 1:/ }).fill('3');
  await reminders.getByRole('button', { name: 'Add a reminder' }).click();
  await reminders.getByRole('textbox', { name: /^Reminder 2:/ }).fill('3');
  await form.getByRole('button', { name: 'Create invoice' }).click();
  await expect(reminders.getByText('This reminder is already chosen')).toBeVisible();
  await reminders.getByRole('textbox', { name: /^Reminder 2:/ }).fill('0');
  await expectNoAxeViolations(page);
  await shoot(page, 'new-1440-en');
  await form.getByRole('button', { name: 'Create invoice' }).click();

  await expect(main(page).getByRole('heading', { level: 1, name: 'E2E reminded order' })).toBeVisible();
  await expect(facts(page)).toContainText(/\d\d\/\d\d\/\d{4} · 3 days before/);
  await expect(facts(page)).toContainText(/15\/\d\d\/\d{4} · On the due date/);
  await expect(timeline(page)).not.toContainText('Reminder sent');
  await expectNoAxeViolations(page);
  await shoot(page, 'detail-scheduled-1440-en');

  // The sandbox's control: the next reminder (3 days before) is due now; the next read sends it, once.
  const id = /\/invoice\/(inv_[0-9a-f]+)$/.exec(page.url())![1]!;
  const control = await fetch(`${sandboxUrl()}/__sandbox/invoices/${id}/next-reminder`, { method: 'POST', headers: CLIENT_WRITE_HEADERS });
  expect(control.status).toBe(200);
  await page.reload();
  await expect(timeline(page)).toContainText('Reminder sent');
  await expect(timeline(page)).toContainText('3 days before');
  await expect(facts(page)).not.toContainText('3 days before');
  await expect(facts(page)).toContainText('On the due date');
  await page.reload();
  await expect(timeline(page).getByText('Reminder sent')).toHaveCount(1);
  expect(await remindersSentTo(EMAIL)).toBe(1);
  await expectNoAxeViolations(page);
  await timeline(page).scrollIntoViewIfNeeded();
  await shoot(page, 'detail-sent-1440-en');

  await page.setViewportSize({ width: 390, height: 844 });
  await expectFitsTheScreen(page);
  await timeline(page).scrollIntoViewIfNeeded();
  await shoot(page, 'detail-sent-390-en');
  await page.goto('/invoices/new');
  await main(page).getByRole('group', { name: /^Due date/ }).getByRole('spinbutton', { name: /^day/ }).click();
  await page.keyboard.type(nextMonthsFifteenth());
  await main(page).getByRole('button', { name: 'Add a reminder' }).click();
  await expectFitsTheScreen(page);
  await expectNoAxeViolations(page);
  await shoot(page, 'new-390-en');

  // Indonesian (the owner's language until the sandbox is reset), at 1440 and 390 px.
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`/invoice/${id}`);
  await chooseIndonesian(page);
  await expect(timeline(page)).toContainText('Pengingat dikirim');
  await expect(facts(page)).toContainText('Pada tanggal jatuh tempo');
  await expectNoAxeViolations(page);
  await timeline(page).scrollIntoViewIfNeeded();
  await shoot(page, 'detail-sent-1440-id');
  await page.setViewportSize({ width: 390, height: 844 });
  await expectFitsTheScreen(page);
  await timeline(page).scrollIntoViewIfNeeded();
  await shoot(page, 'detail-sent-390-id');
  await page.goto('/invoices/new');
  await expect(main(page).getByRole('group', { name: 'Pengingat' })).toContainText('Pilih tanggal jatuh tempo');
  await main(page).getByRole('group', { name: /^Tanggal jatuh tempo/ }).getByRole('spinbutton').first().click();
  await page.keyboard.type(nextMonthsFifteenth());
  await main(page).getByRole('button', { name: 'Tambah pengingat' }).click();
  await expect(main(page).getByRole('textbox', { name: /^Pengingat 1:/ })).toBeVisible();
  await expectFitsTheScreen(page);
  await expectNoAxeViolations(page);
  await shoot(page, 'new-390-id');
});
