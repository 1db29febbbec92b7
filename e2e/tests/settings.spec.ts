import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, injectFault, resetSandbox, test, expireAccessTokenOf } from './fixtures';
import { pdfText } from './pdf-text';
import { gif, jpeg, png } from './settings-images';
import { expectNoAxeViolations, main, openSettings, outbox } from './settings-support';
import { chooseIndonesian } from './support';

// Every test here opens its own first page: the sign-in does not open the landing page first.
test.use({ landing: false });

// Issue 15: the settings pages (spec 01 §2, §6; spec 02 §3-§5, §8-§9) per persona, over the sandbox.

test.beforeAll(resetSandbox);
test.afterEach(resetSandbox);

const cards = (page: Page) => main(page).getByRole('navigation', { name: /^(Settings pages|Halaman pengaturan)$/ }).getByRole('link');
const sectionNav = (page: Page) => main(page).getByRole('navigation', { name: /^(Settings sections|Bagian pengaturan)$/ });

test.describe('the landing and the section nav', () => {
  test('an owner sees every built page spec 01 §6 gives an administrator, and moves between them without a reload', async ({ page }) => {
    await openSettings(page);
    // Sending money, checkout, integrations and P2P escrow are not built: no card leads to them (decision 0045).
    await expect(cards(page)).toHaveText([/^Business profile/, /^Payment methods/, /^Team/, /^Billing/, /^Developers/, /^Withdrawals/]);
    await cards(page).filter({ hasText: /^Team/ }).click();
    await expect(page).toHaveURL(/\/settings\/team#members$/); // the page's section (spec 01 §2 anchors)
    await expect(main(page).getByRole('heading', { level: 1, name: 'Team' })).toBeVisible();
    await expect(sectionNav(page).getByRole('link', { name: 'Team' })).toHaveAttribute('aria-current', 'page');
    await sectionNav(page).getByRole('link', { name: 'Billing' }).click();
    await expect(main(page).getByRole('heading', { level: 1, name: 'Billing' })).toBeVisible();
    await expect(sectionNav(page).getByRole('link', { name: 'Billing' })).toHaveAttribute('aria-current', 'page');
    await openSettings(page, '/settings/sending-money');
    await expect(main(page).getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  });

  test.describe('a viewer', () => {
    test.use({ persona: 'viewer@tokoku.test' });

    test('sees only what visibleSettingsPages allows, and a deep link to team is not found', async ({ page }) => {
      await openSettings(page);
      await expect(cards(page)).toHaveText([/^Business profile/, /^Payment methods/, /^Billing/]);
      await openSettings(page, '/settings/team');
      await expect(main(page).getByRole('heading', { level: 1 })).not.toHaveText('Team');
      await expect(main(page).getByRole('navigation', { name: 'Settings sections' })).toHaveCount(0);
    });
  });

  for (const language of ['en', 'id'] as const) {
    test(`axe finds nothing on the landing and a page in ${language}`, async ({ page }) => {
      test.slow(); // a full-page axe run (seconds on 2 cores) on each of several pages and languages
      if (language === 'id') {
        await openSettings(page);
        await chooseIndonesian(page);
      }
      await openSettings(page);
      await expectNoAxeViolations(page);
      await openSettings(page, '/settings/business-profile');
      await expectNoAxeViolations(page);
      await openSettings(page, '/settings/billings');
      await expect(main(page).getByRole('list', { name: /^(Billing statements|Tagihan layanan)$/ })).toBeVisible();
      await expectNoAxeViolations(page);
      await openSettings(page, '/settings/withdrawals');
      await expect(main(page).getByRole('list', { name: /^(Bank accounts|Rekening bank)$/ })).toBeVisible();
      await main(page).getByRole('button', { name: /^(Add a bank account|Tambah rekening bank)$/ }).click();
      await expectNoAxeViolations(page);
      await openSettings(page, '/settings/team');
      await expect(main(page).getByRole('list', { name: /^(Members|Anggota)$/ })).toBeVisible();
      await main(page).getByRole('button', { name: /^(Invite a member|Undang anggota)$/ }).click();
      await expectNoAxeViolations(page);
    });
  }
});

test.describe('withdrawals: bank accounts', () => {
  // One test expires the page's access token (expireAccessTokenOf).
  test.use({ watchAccessTokens: true });
  const accounts = (page: Page) => main(page).getByRole('list', { name: 'Bank accounts' });

  test('an owner sees the accounts masked to the last 4 digits and the large-transaction note', async ({ page }) => {
    await openSettings(page, '/settings/withdrawals#bank-accounts');
    await expect(accounts(page).getByRole('listitem')).toHaveCount(2);
    await expect(accounts(page)).toContainText('Bank Central Asia (BCA)');
    await expect(accounts(page)).toContainText('•••• 6789');
    await expect(accounts(page)).toContainText('•••• 5678');
    await expect(accounts(page)).not.toContainText('0123456789');
    await expect(main(page).getByText(/A withdrawal above Rp\s?100\.000\.000 to another bank that is approved after 13:00 \(UTC\+7\)/)).toBeVisible();
  });

  test('an owner adds an account; the access token expires while typing and nothing typed is lost', async ({ page }) => {
    await openSettings(page, '/settings/withdrawals');
    await main(page).getByRole('button', { name: 'Add a bank account' }).click();
    const form = main(page).getByRole('form', { name: 'Add a bank account' });
    await form.getByRole('button', { name: /Bank/ }).click();
    await page.getByRole('option', { name: 'Bank Negara Indonesia (BNI)' }).click();
    await form.getByLabel(/^Account name/).fill('PT Toko Ku');
    await form.getByLabel(/^Account number/).fill('88001122ab');
    await form.getByRole('button', { name: 'Add bank account' }).click();
    await expect(form.getByText('Use digits only.')).toBeVisible();
    await form.getByLabel(/^Account number/).fill('8800112233');
    await expect(form.getByText('You are adding Bank Negara Indonesia (BNI) •• 00112233.')).toBeVisible();
    // Once the page's access token has expired (the control API ends it now), the submit meets
    // JWT_EXPIRED_ERROR, refreshes, replays.
    await expireAccessTokenOf(page);
    await form.getByRole('button', { name: 'Add bank account' }).click();
    await expect(page.getByText('The bank account was added.')).toBeVisible();
    await expect(form).toHaveCount(0);
    await expect(accounts(page).getByRole('listitem')).toHaveCount(3);
    await expect(accounts(page)).toContainText('•••• 2233');
  });

  test('a failed list says so and retries; the rest of the page keeps working', async ({ page }) => {
    await injectFault({ path: '/api/bank-accounts', status: 500, count: 1 });
    await openSettings(page, '/settings/withdrawals');
    const failure = main(page).getByRole('alert');
    await expect(failure).toContainText('Your bank accounts could not be loaded.');
    await expect(main(page).getByText(/A withdrawal above/)).toBeVisible();
    await failure.getByRole('button', { name: 'Try again' }).click();
    await expect(accounts(page).getByRole('listitem')).toHaveCount(2);
  });

  test.describe('a withdrawer', () => {
    test.use({ persona: 'finance@tokoku.test' });

    test('reads the accounts but cannot add one', async ({ page }) => {
      await openSettings(page, '/settings/withdrawals');
      await expect(accounts(page).getByRole('listitem')).toHaveCount(2);
      await expect(main(page).getByRole('button', { name: 'Add a bank account' })).toHaveCount(0);
    });
  });
});

test.describe('billings: statements', () => {
  const statements = (page: Page) => main(page).getByRole('list', { name: 'Billing statements' });

  test("the billing reminder's pay link lands on the statements, the overdue one marked", async ({ page }) => {
    await openSettings(page, '/home');
    await page.getByRole('region', { name: 'Billing reminder', exact: true }).getByRole('link', { name: 'Pay now' }).click();
    await expect(page).toHaveURL(/\/settings\/billings#billing-statements$/);
    await expect(main(page).getByRole('heading', { level: 2, name: 'Billing statements' })).toBeInViewport();
    await expect(statements(page).getByRole('listitem')).toHaveCount(2);
    await expect(statements(page).getByRole('listitem').first()).toContainText(/Rp\s?1\.250\.000.*Overdue/);
    await expect(statements(page).getByRole('listitem').last()).toContainText(/Rp\s?980\.000.*Paid/);
    await expect(main(page).getByText('You have an overdue bill')).toBeVisible();
    // Its statement (issue 42): the fees and PPN, the virtual account to pay into, and a PDF that says the same.
    await statements(page).getByRole('button', { name: /View statement of Rp\s?1\.250\.000/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Billing statement' });
    await expect(dialog.getByRole('heading', { name: 'How to pay' })).toBeVisible();
    const account = (await dialog.getByText(/^39081\d{11}$/).innerText()).trim();
    await expect(dialog).toContainText(/PPN 11%.*Total/);
    await expectNoAxeViolations(page);
    const [file] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: 'Download PDF' }).click()]);
    expect(file.suggestedFilename()).toMatch(/^billing-statement-bill_biz_tokoku_1\.pdf$/);
    const text = pdfText(await readFile(await file.path()));
    for (const expected of [account, 'How to pay', 'PT Sandbox Pembayaran Indonesia - Toko Ku', 'Toko Ku']) expect(text).toContain(expected);
    // Printed, the statement is alone on the page (the dialog itself prints as nothing): not the page behind, not its buttons.
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('heading', { name: 'How to pay' })).toBeVisible();
    for (const behind of [page.locator('main h1'), page.locator('button', { hasText: 'Download PDF' })]) await expect(behind).toBeHidden();
  });

  test.describe('a viewer', () => {
    test.use({ persona: 'viewer@tokoku.test' });

    test('reads the statements too (spec 01 §6: can_view); a failed read says so', async ({ page }) => {
      await injectFault({ path: '/api/billing_statements', status: 500, count: 1 });
      await openSettings(page, '/settings/billings');
      await expect(main(page).getByRole('alert')).toContainText('Your billing statements could not be loaded.');
      await main(page).getByRole('button', { name: 'Try again' }).click();
      await expect(statements(page).getByRole('listitem')).toHaveCount(2);
    });

    test('reads the statements on a fresh visit', async ({ page }) => {
      await openSettings(page, '/settings/billings');
      await expect(statements(page).getByRole('listitem')).toHaveCount(2);
    });
  });
});

test.describe('business profile: the logo', () => {
  const logoInput = (page: Page) => main(page).getByLabel(/^New logo/);
  const headerLogo = (page: Page) => page.getByRole('banner').getByRole('button', { name: /Toko Ku/ }).locator('img');

  test('an owner uploads a valid logo and sees it in the header without a reload', async ({ page }) => {
    await openSettings(page, '/settings/business-profile');
    await expect(main(page).getByText('No logo yet.')).toBeVisible();
    await expect(headerLogo(page)).toHaveCount(0);
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
    await logoInput(page).setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: png(240, 240) });
    await expect(page.getByText('The new logo is saved.')).toBeVisible();
    await expect(main(page).getByRole('img', { name: 'Logo of Toko Ku' })).toBeVisible();
    await expect(headerLogo(page)).toHaveAttribute('src', /^\/api\/business-logo\/biz_tokoku\?v=\d+$/);
    await expect.poll(() => headerLogo(page).evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(240);
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
  });

  test('a 150×150 PNG, a 2 MB JPEG and a GIF are refused with the three messages, before any upload', async ({ page }) => {
    await openSettings(page, '/settings/business-profile');
    const uploads: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/upload-business-logo')) uploads.push(request.url());
    });
    await logoInput(page).setInputFiles({ name: 'small.png', mimeType: 'image/png', buffer: png(150, 150) });
    await expect(main(page).getByText('The image must be at least 200×200 pixels.')).toBeVisible();
    await logoInput(page).setInputFiles({ name: 'big.jpg', mimeType: 'image/jpeg', buffer: jpeg(1600, 1600, 2 * 1024 * 1024) });
    await expect(main(page).getByText('This file is larger than 1 MB.')).toBeVisible();
    await logoInput(page).setInputFiles({ name: 'moving.gif', mimeType: 'image/gif', buffer: gif() });
    await expect(main(page).getByText('This file type is not accepted. Accepted: JPEG, PNG.')).toBeVisible();
    expect(uploads).toEqual([]);
  });

  test.describe('a viewer', () => {
    test.use({ persona: 'viewer@tokoku.test' });

    test('sees the details but cannot change the logo', async ({ page }) => {
      await openSettings(page, '/settings/business-profile');
      await expect(main(page).getByText('Toko Ku', { exact: true })).toBeVisible();
      await expect(main(page).getByText('An administrator of this business can change the logo.')).toBeVisible();
      await expect(logoInput(page)).toHaveCount(0);
    });
  });
});

test.describe('team: members and invitations', () => {
  const members = (page: Page) => main(page).getByRole('list', { name: 'Members' });
  const member = (page: Page, name: string) => members(page).getByRole('listitem').filter({ hasText: name });

  test('an owner invites by email; the emailed link shows the invitation to someone logged out', async ({ page, browser }) => {
    await openSettings(page, '/settings/team#members');
    await expect(member(page, 'Eko Wibowo')).toContainText('Approve, Withdraw');
    await main(page).getByRole('button', { name: 'Invite a member' }).click();
    const form = main(page).getByRole('form', { name: 'Invite a member' });
    await form.getByLabel(/^Full name/).fill('n'.repeat(256));
    await form.getByRole('button', { name: 'Send invitation' }).click();
    await expect(form.getByText('This is longer than allowed.')).toBeVisible();
    await expect(form.getByText('This field is required.')).toBeVisible();
    await form.getByLabel(/^Email/).fill('nia@example.test');
    await form.getByLabel(/^Full name/).fill('Nia Baru');
    await form.getByRole('checkbox', { name: 'Edit' }).check();
    await form.getByRole('button', { name: 'Send invitation' }).click();
    await expect(page.getByText('An invitation was sent to nia@example.test.')).toBeVisible();
    await expect(main(page).getByRole('list', { name: 'Invitations not yet accepted' })).toContainText('nia@example.test');
    const email = (await outbox()).find((message) => message.kind === 'TEAM_INVITATION_EMAIL' && message.recipient === 'nia@example.test');
    const link = /\/invitation\/[\w-]+$/.exec(email?.subject ?? '')?.[0] ?? '';
    const stranger = await browser.newPage();
    await stranger.goto(link);
    await expect(stranger.getByRole('heading', { level: 1, name: 'Join a business' })).toBeVisible();
    await expect(stranger.getByText('Nia Baru, you are invited to join Toko Ku with nia@example.test.')).toBeVisible();
    await stranger.goto('/invitation/not-a-real-invitation-token');
    await expect(stranger.getByRole('alert')).toHaveText(/This invitation is not valid any more/);
    await stranger.close();
  });

  test('an owner resends an invitation (a new link; the old one is dead) and revokes it after confirming (issue 42)', async ({ page, browser }) => {
    await openSettings(page, '/settings/team');
    const invitations = main(page).getByRole('list', { name: 'Invitations not yet accepted' });
    await invitations.getByRole('button', { name: 'Resend the invitation to viewer.invited@tokoku.test' }).click();
    await expect(page.getByText('The invitation was sent again to viewer.invited@tokoku.test, with a new link.')).toBeVisible();
    const email = (await outbox()).filter((message) => message.kind === 'TEAM_INVITATION_EMAIL' && message.recipient === 'viewer.invited@tokoku.test').at(-1);
    const link = /\/invitation\/[\w-]+$/.exec(email?.subject ?? '')?.[0] ?? '';
    const stranger = await browser.newPage();
    await stranger.goto('/invitation/sandbox-invitation-tokoku-viewer');
    await expect(stranger.getByRole('alert')).toHaveText(/This invitation is not valid any more/);
    await stranger.goto(link);
    await expect(stranger.getByRole('heading', { level: 1, name: 'Join a business' })).toBeVisible();

    await invitations.getByRole('button', { name: 'Revoke the invitation of viewer.invited@tokoku.test' }).click();
    await page.getByRole('alertdialog', { name: 'Revoke the invitation of viewer.invited@tokoku.test?' }).getByRole('button', { name: 'Revoke' }).click();
    await expect(page.getByText('The invitation of viewer.invited@tokoku.test was revoked.')).toBeVisible();
    await expect(main(page).getByText('No invitation is waiting.')).toBeVisible();
    await stranger.reload();
    await expect(stranger.getByRole('alert')).toHaveText(/This invitation is not valid any more/);
    await stranger.close();
  });

  test('an owner changes a member\'s permissions and removes a member', async ({ page }) => {
    await openSettings(page, '/settings/team');
    await member(page, 'Budi Santoso').getByRole('button', { name: 'Change permissions of Budi Santoso' }).click();
    const dialog = page.getByRole('dialog', { name: 'Permissions of Budi Santoso' });
    await dialog.getByRole('checkbox', { name: 'Edit' }).check();
    await dialog.getByRole('button', { name: 'Save permissions' }).click();
    await expect(member(page, 'Budi Santoso')).toContainText('View, Edit');
    await member(page, 'Citra Lestari').getByRole('button', { name: 'Remove Citra Lestari' }).click();
    await page.getByRole('alertdialog', { name: 'Remove Citra Lestari?' }).getByRole('button', { name: 'Remove' }).click();
    await expect(page.getByText('Citra Lestari was removed from the team.')).toBeVisible();
    await expect(member(page, 'Citra Lestari')).toHaveCount(0);
  });

  test.describe('the only administrator', () => {
    test.use({ persona: 'admin@manila.test' });

    test('is offered neither removing themself nor changing their own permissions; the page says why', async ({ page }) => {
      await openSettings(page, '/settings/team');
      await expect(member(page, 'Isabel Reyes')).toContainText('The only administrator');
      // Issue 42: nobody changes or removes themself (the gateway refuses it too: sandbox-gateway's team tests).
      await expect(member(page, 'Isabel Reyes')).toContainText('You. Another administrator changes your permissions or removes you.');
      await expect(member(page, 'Isabel Reyes').getByRole('button')).toHaveCount(0);
    });
  });
});
