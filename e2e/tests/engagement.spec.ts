import type { Page } from '@playwright/test';
import { sandboxUrl } from './worker-stack';
import { expectNoAxeViolations } from './axe';
import { expect, PASSWORD, resetSandbox, signIn, test } from './fixtures';
import { chooseIndonesian } from './support';

test.afterEach(resetSandbox); // stored feedback and the Indonesian run's language

interface StoredFeedback {
  kind: string;
  email: string;
  business_id: string;
  business_name: string;
  feedback_type: string | null;
  feedback: string | null;
  agree_to_be_contacted: boolean | null;
  scale: string | null;
  rating: number | null;
  comment: string | null;
}

/** What the sandbox stored, through its control API. */
async function storedFeedback(): Promise<StoredFeedback[]> {
  const response = await fetch(`${sandboxUrl()}/__sandbox/feedback`);
  return ((await response.json()) as { feedback: StoredFeedback[] }).feedback;
}

/** Signs in again after the session ended, on the English login page whatever language the user chose. */
async function signInAgain(page: Page, email: string) {
  await page.goto('/login?lang=en');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

/** With SHOTS_DIR set, keeps a screenshot for a person to look at. */
async function shoot(page: Page, name: string) {
  if (process.env.SHOTS_DIR) await page.screenshot({ path: `${process.env.SHOTS_DIR}/${name}.png` });
}

test('the header\'s Feedback opens the modal: type, 3-500 characters, the agreement, then "Feedback sent"; the sandbox stores it', async ({ page }) => {
  const button = page.getByRole('banner').getByRole('button', { name: 'Feedback' });
  await expect(page.getByRole('banner').getByRole('link', { name: 'Feedback' })).toHaveCount(0);
  await button.click();
  const dialog = page.getByRole('dialog', { name: 'Send us feedback' });
  await expect(dialog).toBeVisible();
  const send = dialog.getByRole('button', { name: 'Send feedback' });
  await expect(send).toBeDisabled();
  await dialog.getByRole('textbox', { name: /Your feedback/ }).fill('ok');
  await expect(send).toBeDisabled();
  await dialog.getByRole('textbox', { name: /Your feedback/ }).fill('The payouts page is easy to use');
  await expect(send).toBeEnabled();
  await dialog.getByRole('radio', { name: 'Product' }).check();
  await dialog.getByRole('checkbox', { name: 'You may contact me about this feedback' }).check();
  await shoot(page, 'feedback-1280');
  await send.click();
  const sent = page.getByRole('dialog', { name: 'Feedback sent' });
  await expect(sent).toContainText('Thank you.');
  await shoot(page, 'feedback-sent-1280');
  await sent.getByRole('button', { name: 'Done' }).click();
  await expect(sent).toBeHidden();
  await expect(button).toBeFocused();
  expect(await storedFeedback()).toEqual([
    expect.objectContaining({
      kind: 'FEEDBACK', email: 'owner@tokoku.test', business_id: 'biz_tokoku', business_name: 'Toko Ku',
      feedback_type: 'Product', feedback: 'The payouts page is easy to use', agree_to_be_contacted: true,
    }),
  ]);
});

test('the modal costs the first route nothing: its script arrives when the button is pointed at', async ({ page }) => {
  await expect(page.locator('[data-rac]')).toHaveCount(0);
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.getByRole('banner').getByRole('button', { name: 'Feedback' }).hover();
  await expect.poll(() => scripts.length).toBeGreaterThan(0);
  await page.getByRole('banner').getByRole('button', { name: 'Feedback' }).press('Enter');
  await expect(page.getByRole('dialog', { name: 'Send us feedback' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Send us feedback' })).toBeHidden();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Feedback' })).toBeFocused();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test('the profile panel\'s Feedback opens the same modal', async ({ page }) => {
    await page.getByRole('banner').getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('button', { name: 'Feedback' }).click();
    const dialog = page.getByRole('dialog', { name: 'Send us feedback' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('textbox', { name: /Your feedback/ }).fill('Works on my phone');
    await shoot(page, 'feedback-390');
    await dialog.getByRole('button', { name: 'Send feedback' }).click();
    await expect(page.getByRole('dialog', { name: 'Feedback sent' })).toBeVisible();
    expect((await storedFeedback()).map((row) => row.feedback_type)).toEqual(['Pricing']);
  });
});

test.describe('the feedback reminder (Playwright clock)', () => {
  test.use({ persona: '' });

  test('not on the first day; 6 months later the rating modal asks once, needs a score, and the rating is stored', async ({ page }) => {
    const start = new Date('2026-03-02T09:00:00Z');
    await page.clock.install({ time: start });
    await signIn(page, 'owner@tokoku.test');
    const rating = page.getByRole('dialog', { name: 'Rate the dashboard' });
    await expect(page.getByRole('banner').getByRole('button', { name: 'Feedback' })).toBeVisible();
    await expect(rating).toHaveCount(0);

    // Six months (of 2592e6 ms) and a day later the session has long ended: the user signs in again.
    await page.clock.setSystemTime(start.getTime() + 6 * 2_592_000_000 + 86_400_000);
    await signInAgain(page, 'owner@tokoku.test');
    await expect(rating).toBeVisible();
    const send = rating.getByRole('button', { name: 'Send rating' });
    await expect(send).toBeDisabled();
    await rating.getByRole('textbox', { name: 'Comment (optional)' }).fill('Fast enough');
    await rating.getByRole('textbox', { name: 'Comment (optional)' }).blur();
    await expect(rating.getByRole('group', { name: /How easy/ })).toContainText('Choose a score.');
    await shoot(page, 'rating-1280');
    await rating.getByRole('radio', { name: 'Easy', exact: true }).check();
    await send.click();
    await expect(page.getByRole('status').filter({ hasText: 'Thank you for rating the dashboard.' })).toBeVisible();
    await expect(rating).toBeHidden();
    expect(await storedFeedback()).toEqual([
      expect.objectContaining({ kind: 'RATING', email: 'owner@tokoku.test', scale: 'ease', rating: 2, comment: 'Fast enough' }),
    ]);

    // Rated: done, even another 6 months on.
    await page.clock.setSystemTime(start.getTime() + 13 * 2_592_000_000);
    await signInAgain(page, 'owner@tokoku.test');
    await expect(page.getByRole('banner').getByRole('button', { name: 'Feedback' })).toBeVisible();
    await expect(rating).toHaveCount(0);
  });
});

test.describe('accessibility of the modals (axe, WCAG 2.2 AA)', () => {
  test.use({ persona: '' });

  for (const language of ['en', 'id'] as const) {
    test(`the feedback, feedback-sent and rating modals have no violations in ${language}`, async ({ page }) => {
      test.slow(); // several full-page axe runs (seconds each on 2 cores)
      const texts = {
        en: { feedback: 'Feedback', title: 'Send us feedback', text: /Your feedback/, send: 'Send feedback', sent: 'Feedback sent', rating: 'Rate the dashboard' },
        id: { feedback: 'Masukan', title: 'Kirim masukan', text: /Masukan Anda/, send: 'Kirim masukan', sent: 'Masukan terkirim', rating: 'Beri nilai dasbor' },
      }[language];
      const start = new Date('2026-03-02T09:00:00Z');
      await page.clock.install({ time: start });
      await signIn(page, 'owner@tokoku.test');
      if (language === 'id') await chooseIndonesian(page);
      await page.getByRole('banner').getByRole('button', { name: texts.feedback }).click();
      const dialog = page.getByRole('dialog', { name: texts.title });
      await dialog.getByRole('textbox', { name: texts.text }).fill('ab');
      await dialog.getByRole('textbox', { name: texts.text }).blur();
      await expectNoAxeViolations(page);
      await dialog.getByRole('textbox', { name: texts.text }).fill('Good dashboard');
      await dialog.getByRole('button', { name: texts.send }).click();
      await expect(page.getByRole('dialog', { name: texts.sent })).toBeVisible();
      await expectNoAxeViolations(page);

      await page.clock.setSystemTime(start.getTime() + 7 * 2_592_000_000);
      await signInAgain(page, 'owner@tokoku.test');
      const rating = page.getByRole('dialog', { name: texts.rating });
      await expect(rating).toBeVisible();
      await rating.getByRole('radio').first().focus();
      await rating.getByRole('textbox').focus(); // the score left empty: its error shows
      await expectNoAxeViolations(page);
      if (language === 'id') await shoot(page, 'rating-id-1280');
    });
  }
});
