import type { Page } from '@playwright/test';
import { expect, resetSandbox, test } from './fixtures';
import { expectNoAxeViolations } from './axe';
import { chooseIndonesian, main } from './support';

// Issue 42, Tables: every list page fits its screen — at 390 px each row is a card with its key facts
// and nothing scrolls sideways; at 1280–1920 px no column is cut off — in English and Indonesian.
// A layout assertion rather than screenshots, which differ from machine to machine
// (docs/decisions/0067-responsive-tables-dates-and-amounts.md).

test.use({ landing: false });
test.afterEach(resetSandbox); // the Indonesian run stores the language on the user

/** The list pages of owner@tokoku.test, and what each shows when it has loaded. */
const LIST_PAGES: ReadonlyArray<{ path: string; name: string }> = [
  { path: '/credit_cards/payments', name: 'card payments' },
  { path: '/credit_cards/chargebacks', name: 'chargebacks' },
  { path: '/credit_cards/fraud_prevention/list', name: 'fraud lists' },
  { path: '/credit_cards/fraud_prevention/rules', name: 'fraud rules' },
  { path: '/credit_cards/fraud_prevention/reports', name: 'fraud reports' },
  { path: '/credit_cards/promotions', name: 'promotions' },
  { path: '/credit_cards/settings', name: 'card settings' },
  { path: '/activity-logs', name: 'activity log' },
  { path: '/transactions-new', name: 'balance transactions' },
  { path: '/balance', name: 'balance history' },
  { path: '/all-accounts', name: 'all accounts' },
];

const WIDTHS = [390, 1280, 1440, 1920] as const;

/**
 * What does not fit: the page scrolling sideways, a scroll region of a list wider than its box, or a
 * table cell whose content is wider than the cell or reaches past the table's box.
 */
async function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const describe = (element: Element) => `${element.tagName.toLowerCase()}.${element.className} "${(element.textContent ?? '').trim().slice(0, 40)}"`;
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth + 1) problems.push(`the page scrolls sideways (${root.scrollWidth} > ${root.clientWidth})`);
    const main = document.querySelector('main') ?? document.body;
    const scrolledRegion = (region: HTMLElement) => {
      const right = region.getBoundingClientRect().right;
      const widest = [...region.querySelectorAll('*')].filter((element) => element.getBoundingClientRect().right > right + 1).at(-1);
      return `${region.getAttribute('aria-label') ?? region.className} scrolls sideways (${region.scrollWidth} > ${region.clientWidth}): ${widest ? describe(widest) : 'nothing'}`;
    };
    for (const region of main.querySelectorAll<HTMLElement>('.mdp-table-scroll, .mdp-data-table')) {
      if (region.scrollWidth > region.clientWidth + 1) problems.push(scrolledRegion(region));
    }
    const cellProblems = (cell: HTMLElement, box: DOMRect): string[] => {
      if (cell.offsetParent === null) return []; // a column the table leaves out at this width
      const text = (cell.textContent ?? '').trim().slice(0, 40);
      const found: string[] = [];
      if (cell.scrollWidth > cell.clientWidth + 1) found.push(`cell "${text}" is clipped (${cell.scrollWidth} > ${cell.clientWidth})`);
      const right = cell.getBoundingClientRect().right;
      if (right > box.right + 1) found.push(`cell "${text}" reaches past the table (${Math.round(right)} > ${Math.round(box.right)})`);
      return found;
    };
    for (const table of main.querySelectorAll<HTMLTableElement>('table')) {
      const box = (table.closest('.mdp-table-scroll') ?? table.parentElement ?? table).getBoundingClientRect();
      for (const cell of table.querySelectorAll<HTMLElement>('th, td')) problems.push(...cellProblems(cell, box));
    }
    return problems;
  });
}

for (const language of ['en', 'id'] as const) {
  test(`every list page fits at ${WIDTHS.join(', ')} px in ${language}`, async ({ page }) => {
    test.slow(); // eleven pages at four widths
    await page.goto('/home');
    if (language === 'id') await chooseIndonesian(page);
    // Each page is opened once and looked at in every width (the lists follow a resize as they follow a rotated phone).
    const atEveryWidth = async (name: string) => {
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: width < 768 ? 844 : 900 });
        // On a phone no list is a table: each row is a card named by its key facts.
        if (width < 768) await expect.soft(main(page).getByRole('table')).toHaveCount(0);
        await screenshot(page, `${name}-${width}-${language}`);
        await expect.poll(() => layoutProblems(page), { message: `${name} at ${width} px in ${language}` }).toEqual([]);
      }
    };
    for (const list of LIST_PAGES) {
      await page.goto(list.path);
      await expect(main(page).getByRole('heading', { level: 1 })).toBeVisible();
      // Loaded: rows (a table's or the cards'), an empty state or a failure, no skeleton.
      await expect(main(page).locator('.mdp-row-skeleton, .mdp-skeleton')).toHaveCount(0);
      await page.waitForLoadState('networkidle');
      await atEveryWidth(list.name);
    }
    // A payment with refunds: its refunds list.
    await page.goto('/credit_cards/payments?status=REFUNDED');
    await main(page).locator('a[href*="/credit_cards/payment/"]').first().click();
    await expect(main(page).getByRole('region', { name: /^(Refunds|Refund)$/ })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await atEveryWidth('payment-refunds');
  });
}

/** With LAYOUT_SCREENSHOTS=<folder>, each page's screenshot is kept there, for people to look at. */
async function screenshot(page: Page, name: string): Promise<void> {
  const folder = process.env.LAYOUT_SCREENSHOTS;
  if (!folder) return;
  // The dashboard scrolls inside its frame, not the document: a tall window shows the whole page.
  const size = page.viewportSize();
  if (!size) return;
  await page.setViewportSize({ width: size.width, height: 2400 });
  await page.screenshot({ path: `${folder}/${name}.png` });
  await page.setViewportSize(size);
}

test('on a phone the lists as cards have no axe violations (each card named, its facts as terms)', async ({ page }) => {
  test.slow(); // a full-page axe run on each of three pages
  await page.setViewportSize({ width: 390, height: 844 });
  for (const path of ['/credit_cards/payments', '/credit_cards/fraud_prevention/list', '/activity-logs']) {
    await page.goto(path);
    const cards = main(page).getByRole('list').filter({ has: page.locator('.mdp-row-card') });
    await expect(cards.getByRole('listitem').first()).toBeVisible();
    await expectNoAxeViolations(page);
  }
  await page.goto('/credit_cards/payments');
  const first = main(page).locator('.mdp-row-card').first();
  // Named by its title and key facts: the payment, its amount, its status, its date.
  await expect(main(page).getByRole('listitem', { name: /^Open payment order-\d+ Rp\s?[\d.]+ \S.* \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}$/ }).first()).toBeVisible();
  await expect(first.locator('dt', { hasText: 'Card' })).toBeVisible();
});
