import type { Page } from '@playwright/test';
import { expect, resetSandbox, test } from './fixtures';
import { balanceFigure, chooseIndonesian, main, rupiah } from './support';
import { sandboxUrl } from './worker-stack';

// Issue 40: a withdrawal the bank fails gives its money back (docs/money-pages.md, WITHDRAWAL_RETURN):
// the owner sees the returned withdrawal in the transactions, beside the withdrawal, and the
// available balance up by what the withdrawal took, in both languages. The sandbox's control API
// decides the outcome, as the bank would.

test.beforeAll(resetSandbox);
test.afterAll(resetSandbox);
test.use({ landing: false });

/** wd_tokoku_05: Toko Ku's seeded live withdrawal of Rp 50.000.000, still pending at the bank. */
const WITHDRAWAL = 'wd_tokoku_05';
const available = (page: Page, name: string) => balanceFigure(page, name).first();
const entries = (page: Page, table: string) => main(page).getByRole('table', { name: table, exact: true }).locator('tbody tr:not(.mdp-row-skeleton)');

async function decide(outcome: 'FAILED' | 'COMPLETED'): Promise<Response> {
  return fetch(`${sandboxUrl()}/__sandbox/withdrawals/${WITHDRAWAL}/outcome`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ outcome }),
  });
}

test('a failed withdrawal comes back: a returned withdrawal in the transactions and the available balance up by its amount', async ({ page }) => {
  await page.goto('/balance');
  await expect(available(page, 'Available')).toHaveText(/Rp/);
  const before = rupiah(await available(page, 'Available').innerText());
  await page.goto(`/transactions-new?q=${WITHDRAWAL}`);
  await expect(entries(page, 'Transactions')).toHaveCount(1);
  await expect(entries(page, 'Transactions').first()).toContainText('Withdrawal');

  expect((await decide('FAILED')).status).toBe(200);
  // A decided withdrawal takes no other outcome: the bank does not fail it twice, nor complete it after.
  expect((await decide('COMPLETED')).status).toBe(400);

  await page.reload();
  await expect(entries(page, 'Transactions')).toHaveCount(2);
  const returned = entries(page, 'Transactions').filter({ hasText: 'Returned withdrawal' });
  await expect(returned).toHaveCount(1);
  await expect(returned).toContainText(/Rp\s?50\.000\.000/);
  await expect(returned).not.toContainText('-Rp');
  await returned.locator('a[href^="/transactions-new/ldg_"]').first().click();
  await expect(main(page).getByRole('heading', { level: 1 })).toBeVisible();
  await expect(main(page)).toContainText(WITHDRAWAL);
  await expect(main(page)).toContainText('Available');

  await page.goto('/balance');
  await expect(available(page, 'Available')).toHaveText(/Rp/);
  expect(rupiah(await available(page, 'Available').innerText()) - before).toBe(50_000_000);

  // The same in Bahasa Indonesia.
  await chooseIndonesian(page);
  await page.goto(`/transactions-new?q=${WITHDRAWAL}`);
  await expect(entries(page, 'Transaksi')).toHaveCount(2);
  await expect(entries(page, 'Transaksi').filter({ hasText: 'Penarikan yang dikembalikan' })).toHaveCount(1);
});
