import type { Browser, Page } from '@playwright/test';
import { sandboxUrl } from './worker-stack';
import { expectNoAxeViolations } from './axe';
import { expect, PASSWORD, resetSandbox, test } from './fixtures';
import { chooseIndonesian, expectFitsTheScreen } from './support';

// security@tokoku.test: administrator of Toko Ku (live, a production secret key, no cidr_whitelist)
// with the IP whitelist reminder due (sandbox-gateway/README.md); whitelist@tokoku.test is the same but
// was never reminded: no entry at all, so it is due as well (issue 41 §4). Every other administrator's
// entry has no date, so no other spec meets it.
const SECURITY = 'security@tokoku.test';
const NEVER_REMINDED = 'whitelist@tokoku.test';

test.use({ persona: '' });
test.afterEach(resetSandbox); // the entry's remind date, the language

/** Signs in; the reminder's modal makes the page behind inert, so no heading is awaited. */
async function signInAs(page: Page, email: string) {
  await page.goto('/login?lang=en');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

const reminder = (page: Page, name = 'Protect your live API keys') => page.getByRole('dialog', { name });

async function expectNoReminder(page: Page) {
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

/** A browser of its own: nothing remembered from another one. */
async function inNewBrowser(browser: Browser, act: (page: Page) => Promise<void>) {
  const context = await browser.newContext();
  try {
    await act(await context.newPage());
  } finally {
    await context.close();
  }
}

async function shoot(page: Page, name: string) {
  if (process.env.SHOTS_DIR) await page.screenshot({ path: `${process.env.SHOTS_DIR}/${name}.png` });
}

test('once per business per browser; Remind me later sends the email and puts it a month ahead', async ({ page, browser }) => {
  await signInAs(page, SECURITY);
  await expect(reminder(page)).toContainText('no IP whitelist');
  await shoot(page, 'ip-whitelist-1280');
  await reminder(page).getByRole('button', { name: 'Remind me later' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'We will remind you in a month' })).toBeVisible();
  const { messages } = (await (await fetch(`${sandboxUrl()}/__sandbox/outbox`)).json()) as { messages: { kind: string; recipient: string }[] };
  expect(messages.filter((m) => m.kind === 'IP_WHITELIST_REMINDER_EMAIL' && m.recipient === SECURITY)).toHaveLength(1);

  await page.reload();
  await expectNoReminder(page);
  // Another browser: the remind date is a month ahead now, so not there either.
  await inNewBrowser(browser, async (other) => {
    await signInAs(other, SECURITY);
    await expectNoReminder(other);
  });
});

test('never reminded (no entry yet): Agree and set opens the IP whitelist section; this browser is not asked again, another one is', async ({ page, browser }) => {
  await signInAs(page, NEVER_REMINDED);
  await reminder(page).getByRole('button', { name: 'Agree and set' }).click();
  await expect(page).toHaveURL(/\/settings\/developers#ip-whitelists$/);
  await page.reload();
  await expectNoReminder(page);
  await inNewBrowser(browser, async (other) => {
    await signInAs(other, NEVER_REMINDED);
    await expect(reminder(other)).toBeVisible();
  });
});

test.describe('accessibility (axe, WCAG 2.2 AA)', () => {
  for (const language of ['en', 'id'] as const) {
    test(`the reminder has no violations in ${language}`, async ({ page, browser }) => {
      if (language === 'en') {
        await signInAs(page, SECURITY);
        await expect(reminder(page)).toBeVisible();
        await expectNoAxeViolations(page);
        return;
      }
      // The language is the user's: chosen in one browser, the reminder is met in another.
      await signInAs(page, SECURITY);
      await reminder(page).getByRole('button', { name: 'Agree and set' }).click();
      await chooseIndonesian(page);
      await inNewBrowser(browser, async (other) => {
        await signInAs(other, SECURITY);
        await expect(reminder(other, 'Lindungi kunci API live Anda')).toBeVisible();
        await expectNoAxeViolations(other);
        await shoot(other, 'ip-whitelist-id-1280');
      });
    });
  }
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test('the reminder fits the screen', async ({ page }) => {
    await signInAs(page, SECURITY);
    await expect(reminder(page).getByRole('button', { name: 'Agree and set' })).toBeVisible();
    await shoot(page, 'ip-whitelist-390');
    await expectFitsTheScreen(page);
  });
});
