import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { expect, resetSandbox, signInQuickly, test } from './fixtures';
import { chooseIndonesian, expectFitsTheScreen, main } from './support';
import { sandboxUrl } from './worker-stack';

// Decisions 0075 and 0078: money leaves the balance only with the sender's withdrawal PIN, and
// setting one needs the Withdraw permission. The second brand's editor (editor@brand2.test: view and
// edit, no Withdraw) has no PIN and may not set one: the send page and the new payout link page say
// why they cannot go on and who can help, instead of a form they would fill in vain — in English and
// Indonesian, at 1440 and 390 px, with no axe violation. Once a PIN is theirs (the sandbox's control
// API stands in for an administrator), the confirmation asks for it and too many wrong PINs are refused.

const EDITOR = 'editor@brand2.test';
test.use({ persona: EDITOR, landing: false, viewport: { width: 1440, height: 900 } });
test.beforeAll(resetSandbox);
test.afterAll(resetSandbox);

async function shoot(page: Page, name: string) {
  if (process.env.SHOTS_DIR) await page.screenshot({ path: `${process.env.SHOTS_DIR}/sending-money-no-pin-${name}.png`, fullPage: true });
}

const notice = (page: Page, title: string) => main(page).getByRole('status').filter({ hasText: title });

async function expectWhyAndWhoCanHelp(page: Page, texts: { title: string; why: string; help: string; form: RegExp }) {
  const said = notice(page, texts.title);
  await expect(said).toBeVisible();
  await expect(said).toContainText(texts.why);
  await expect(said).toContainText(texts.help);
  // Nothing to fill in vain, and no link to settings they may not open.
  await expect(main(page).getByRole('textbox')).toHaveCount(0);
  await expect(main(page).getByRole('button', { name: texts.form })).toHaveCount(0);
  await expect(main(page).getByRole('link', { name: /Settings › Withdrawals|Pengaturan › Penarikan/ })).toHaveCount(0);
}

const ENGLISH = {
  send: {
    title: 'You cannot send money yet',
    why: 'setting one needs the Withdraw permission, which you do not have in Nusantara Dua.',
    help: 'Who can help: an administrator of Nusantara Dua can give you the Withdraw permission in Settings › Team.',
    form: /Check account|Send/,
  },
  payout: {
    title: 'You cannot create payout links yet',
    why: 'setting one needs the Withdraw permission, which you do not have in Nusantara Dua.',
    help: 'Who can help: an administrator of Nusantara Dua can give you the Withdraw permission in Settings › Team.',
    form: /Create payout link/,
  },
};
const INDONESIAN = {
  send: {
    title: 'Anda belum dapat mengirim uang',
    why: 'diperlukan izin Tarik dana, yang tidak Anda miliki di Nusantara Dua.',
    help: 'Yang dapat membantu: administrator Nusantara Dua dapat memberi Anda izin Tarik dana di Pengaturan › Tim.',
    form: /Periksa rekening|Kirim/,
  },
  payout: {
    title: 'Anda belum dapat membuat link payout',
    why: 'diperlukan izin Tarik dana, yang tidak Anda miliki di Nusantara Dua.',
    help: 'Yang dapat membantu: administrator Nusantara Dua dapat memberi Anda izin Tarik dana di Pengaturan › Tim.',
    form: /Buat link payout/,
  },
};

test('without a PIN or the Withdraw permission: why they cannot send and who can help, in English and Indonesian, at 1440 and 390 px', async ({ page }) => {
  await page.goto('/disbursements');
  await expect(main(page).getByRole('heading', { level: 1, name: 'Disbursements' })).toBeVisible();
  await main(page).getByRole('link', { name: 'Send money' }).click();
  await expect(main(page).getByRole('heading', { level: 1, name: 'Send money' })).toBeVisible();
  await expectWhyAndWhoCanHelp(page, ENGLISH.send);
  await expectNoAxeViolations(page);
  await shoot(page, 'send-1440-en');

  await page.goto('/remittance-payouts/new');
  await expect(main(page).getByRole('heading', { level: 1, name: 'New payout link' })).toBeVisible();
  await expectWhyAndWhoCanHelp(page, ENGLISH.payout);
  await expectNoAxeViolations(page);
  await shoot(page, 'payout-1440-en');

  await page.setViewportSize({ width: 390, height: 844 });
  for (const [path, texts, name] of [['/disbursements/new', ENGLISH.send, 'send'], ['/remittance-payouts/new', ENGLISH.payout, 'payout']] as const) {
    await page.goto(path);
    await expectWhyAndWhoCanHelp(page, texts);
    await expectFitsTheScreen(page);
    await expectNoAxeViolations(page);
    await shoot(page, `${name}-390-en`);
  }

  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/disbursements');
  await chooseIndonesian(page);
  await page.goto('/disbursements/new');
  await expect(main(page).getByRole('heading', { level: 1, name: 'Kirim uang' })).toBeVisible();
  await expectWhyAndWhoCanHelp(page, INDONESIAN.send);
  await expectNoAxeViolations(page);
  await shoot(page, 'send-1440-id');
  await page.setViewportSize({ width: 390, height: 844 });
  for (const [path, texts, name] of [['/disbursements/new', INDONESIAN.send, 'send'], ['/remittance-payouts/new', INDONESIAN.payout, 'payout']] as const) {
    await page.goto(path);
    await expectWhyAndWhoCanHelp(page, texts);
    await expectFitsTheScreen(page);
    await expectNoAxeViolations(page);
    await shoot(page, `${name}-390-id`);
  }
});

/** The editor's PIN, as if an administrator had let them set one (the control API sets it at once). */
async function setPin(pin: string) {
  const answer = await fetch(`${sandboxUrl()}/__sandbox/users/pin`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email: EDITOR, pin }) });
  expect(answer.status).toBe(204);
}

async function typePin(page: Page, pin: string) {
  await main(page).getByRole('group', { name: /^Withdrawal PIN/ }).getByLabel('Character 1 of 6').click();
  await page.keyboard.type(pin);
}

test('with a PIN, the confirmation asks for it; wrong PINs are refused, then the wait is said, and the confirmation keeps what was typed', async ({ page }) => {
  // The first test chose Indonesian, which the gateway keeps: back to the seed (which ends the
  // sign-in too), signed in again.
  await resetSandbox();
  await signInQuickly(page, EDITOR, { landing: false });
  await setPin('975310');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/disbursements/new');
  await expect(main(page).getByRole('heading', { level: 1, name: 'Send money' })).toBeVisible();
  await expect(notice(page, 'You cannot send money yet')).toHaveCount(0);
  await main(page).getByRole('combobox', { name: /Bank or e-wallet/ }).fill('Central');
  await page.getByRole('option', { name: /Bank Central Asia/ }).click();
  await main(page).getByRole('textbox', { name: /Account number/ }).fill('1234567890');
  await main(page).getByRole('textbox', { name: /Account holder name/ }).fill('Budi Santoso');
  await main(page).getByRole('textbox', { name: /Amount/ }).fill('25000');
  await main(page).getByRole('textbox', { name: /Description/ }).fill('E2E PIN limit');
  await main(page).getByRole('button', { name: 'Check account and continue' }).click();
  const send = main(page).getByRole('button', { name: /^Send Rp\s?29\.000/ });
  await expect(send).toBeVisible();
  await send.click();
  await expect(main(page).getByText('Fill in this field')).toBeVisible();
  const firstCell = main(page).getByRole('group', { name: /^Withdrawal PIN/ }).getByLabel('Character 1 of 6');
  for (let attempt = 0; attempt < 5; attempt += 1) {
    await typePin(page, `00000${attempt}`);
    await send.click();
    // Refused, the PIN is emptied to be typed again: only then is the next one typed.
    await expect(firstCell).toHaveValue('');
    await expect(firstCell).toBeEnabled();
    await expect(main(page).getByText('The PIN is not correct. Enter it again.')).toBeVisible();
  }
  await expectFitsTheScreen(page);
  await expectNoAxeViolations(page);
  await shoot(page, 'wrong-pin-390-en');
  await typePin(page, '975310');
  await send.click();
  await expect(main(page).getByRole('alert')).toContainText(/Too many wrong PINs to send money\. Try again in \d+ minutes?\./);
  await expect(main(page).getByText('E2E PIN limit')).toBeVisible();
  await shoot(page, 'too-many-390-en');
});
