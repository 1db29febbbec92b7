import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { expect } from './fixtures';
import { chooseIndonesian, expectFitsTheScreen, main } from './support';
import { sandboxUrl } from './worker-stack';

/** Screenshots for a person to look at, when SHOTS_DIR is set: `<prefix>-<name>.png`. */
export const shooter = (prefix: string) => async (page: Page, name: string) => {
  if (process.env.SHOTS_DIR) await page.screenshot({ path: `${process.env.SHOTS_DIR}/${prefix}-${name}.png`, fullPage: true });
};

/** How many invoice emails the sandbox "sent" to a customer (its outbox). */
export async function invoiceEmailsTo(recipient: string): Promise<number> {
  const { messages } = (await (await fetch(`${sandboxUrl()}/__sandbox/outbox`)).json()) as { messages: { kind: string; recipient: string }[] };
  return messages.filter((message) => message.kind === 'INVOICE_EMAIL' && message.recipient === recipient).length;
}

/** The 15th of next month, as the invoice form's day-first due-date segments take it (a due date every reminder of 0 to 14 days fits). */
export function nextMonthsFifteenth(): string {
  const day = new Date(new Date().getFullYear(), new Date().getMonth() + 1, 15);
  return `15${String(day.getMonth() + 1).padStart(2, '0')}${day.getFullYear()}`;
}

/**
 * A getting-paid page at a 390 px phone in English, then at 1440 px and 390 px in Indonesian (the
 * user's language is then Indonesian until the sandbox is reset): it fits the screen, with no axe
 * violation, and is photographed at each.
 */
export async function expectBothLanguagesFit(page: Page, path: string, headings: { en: string; id: string }, shoot: (page: Page, name: string) => Promise<void>) {
  await page.goto(path);
  await expect(main(page).getByRole('heading', { level: 1, name: headings.en })).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await expectFitsTheScreen(page);
  await expectNoAxeViolations(page);
  await shoot(page, '390-en');
  await page.setViewportSize({ width: 1440, height: 900 });
  await chooseIndonesian(page);
  await expect(main(page).getByRole('heading', { level: 1, name: headings.id })).toBeVisible();
  await expectNoAxeViolations(page);
  await shoot(page, '1440-id');
  await page.setViewportSize({ width: 390, height: 844 });
  await expectFitsTheScreen(page);
  await expectNoAxeViolations(page);
  await shoot(page, '390-id');
}
