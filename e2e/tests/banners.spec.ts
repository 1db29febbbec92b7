import { expect, resetSandbox, test } from './fixtures';
import { sidebar } from './support';

test.describe('a new business in test mode', () => {
  test.use({ persona: 'new@warungbaru.test' });

  test('sees the not-activated banner with a go-live link and the activation prompt, except on /get-started', async ({ page }) => {
    const mode = page.getByRole('region', { name: 'Account mode' });
    await expect(mode).toContainText('Your account is not activated yet and is in Test Mode.');
    await expect(mode.getByRole('link', { name: 'Go live' })).toHaveAttribute('href', '/activation');
    const prompt = page.getByRole('region', { name: 'Activation' });
    await expect(prompt).toContainText('Activate your account to accept real payments.');
    await sidebar(page).getByRole('link', { name: 'Get started', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Get started' })).toBeVisible();
    await expect(prompt).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Billing reminder', exact: true })).toHaveCount(0);
  });
});

test.describe('the unpaid-billing reminder', () => {
  test.afterEach(resetSandbox);

  test('shows the owner an overdue bill with a pay link, and stays dismissed', async ({ page }) => {
    const reminder = page.getByRole('region', { name: 'Billing reminder', exact: true });
    await expect(reminder).toContainText('You have an overdue bill.');
    await reminder.getByRole('link', { name: 'Pay now' }).click();
    await expect(page).toHaveURL(/\/settings\/billings#billing-statements$/);
    await page.getByRole('button', { name: 'Dismiss the billing reminder' }).click();
    await expect(reminder).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(reminder).toHaveCount(0);
  });
});

test.describe('a viewer', () => {
  test.use({ persona: 'viewer@tokoku.test' });
  test('does not see the billing reminder, and cannot switch environment', async ({ page }) => {
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Billing reminder', exact: true })).toHaveCount(0);
    await page.getByRole('button', { name: 'Environment: Live Mode' }).click();
    await expect(page.getByRole('menuitemradio', { name: 'Test Mode' })).toBeDisabled();
    await expect(page.getByText('Only administrators can switch the environment.')).toBeVisible();
  });
});
