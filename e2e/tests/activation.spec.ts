import type { Page } from '@playwright/test';
import { RESUBMIT_GUARD_MS } from 'shared-contracts/areas/activation/activation';
import {
  PDF,
  answerLeadQualification,
  choose,
  completeIndonesianForm,
  currentStep,
  fillBusinessDetails,
  fillRegistration,
  main,
  reviewActivation,
  shoot,
  stepHeading,
  uploadIndonesianDocuments,
} from './activation-support';
import { expectNoAxeViolations } from './axe';
import { expect, injectFault, resetSandbox, test } from './fixtures';
import { chooseIndonesian } from './support';

// Issue 19: the activation form of new@warungbaru.test (an AWAITING_DOCS Indonesian business):
// lead qualification kept in the browser, then the Indonesian-entity steps saved to the gateway and
// resumed after a reload; axe on each step in English and Indonesian; screenshots at 1280 and 390 px.
// The other variants: activation-variants.spec.ts; the refusals: activation-errors.spec.ts;
// /get-started: activation-get-started.spec.ts.

test.use({ persona: 'new@warungbaru.test', landing: false }); // every test opens its own first page
test.beforeAll(resetSandbox);
test.afterEach(resetSandbox);

test('an Indonesian entity answers the lead questions, saves its steps, reloads and resumes', async ({ page }) => {
  test.setTimeout(180_000); // the whole form, three reloads, uploads and axe: near 120 s on a loaded 2-core machine
  await page.goto('/activation');
  await expect(stepHeading(page, 'About your business')).toBeVisible();
  await expect(main(page).getByRole('navigation', { name: 'Activation progress' })).toContainText('Registration, tax and bank');
  await expectNoAxeViolations(page);
  await shoot(page, '1-lead');

  // Answers are kept in this browser: a reload mid-way keeps them.
  await choose(page, /Country of registration/, 'Indonesia');
  await main(page).getByRole('radio', { name: 'Indonesian Entity' }).check();
  await page.reload();
  await expect(main(page).getByRole('radio', { name: 'Indonesian Entity' })).toBeChecked();
  // Replacing the country removes the saved entity type (spec 02 §3).
  await choose(page, /Country of registration/, 'Philippines');
  await expect(main(page).getByRole('radio', { name: 'PH:Sole Proprietorship' })).not.toBeChecked();
  await expect(main(page).getByRole('radio', { checked: true })).toHaveCount(0);

  // Nothing is sent before every question is answered.
  await main(page).getByRole('button', { name: 'Save and continue' }).click();
  await expect(main(page).getByText('This field is required.').first()).toBeVisible();
  await expectNoAxeViolations(page);

  await answerLeadQualification(page);
  await main(page).getByRole('button', { name: 'Save and continue' }).click();
  await expect(stepHeading(page, 'Business details')).toBeVisible();
  await expectNoAxeViolations(page);
  await shoot(page, '2-business');

  // Neither a website nor a proof file: refused on the website field.
  await main(page).getByRole('button', { name: 'Save and continue' }).click();
  await expect(main(page).getByText('Enter your website, or upload a proof of business.')).toBeVisible();
  await fillBusinessDetails(page);
  await main(page).getByRole('button', { name: 'Save and continue' }).click();
  await expect(stepHeading(page, 'Registration, tax and bank')).toBeVisible();
  await expectNoAxeViolations(page);
  await shoot(page, '3-registration');

  // Reloading resumes at the step the saved data reaches, with the values trimmed.
  await page.reload();
  await expect(stepHeading(page, 'Registration, tax and bank')).toBeVisible();
  await expect(main(page).getByText(/Last saved by new@warungbaru.test/)).toBeVisible();
  await main(page).getByRole('button', { name: 'Back' }).click();
  await expect(main(page).getByRole('textbox', { name: /^Legal name/ })).toHaveValue('PT Warung Baru');
  await main(page).getByRole('button', { name: 'Save and continue' }).click();

  // The NPWP is typed into its mask; a future year is refused.
  const permit = main(page).getByRole('group', { name: 'Business permit details' });
  await permit.getByRole('textbox', { name: /^NIB Number/ }).fill('9120001234567');
  await permit.getByRole('textbox', { name: /^NPWP Number/ }).pressSequentially('012345678901234');
  await expect(permit.getByRole('textbox', { name: /^NPWP Number/ })).toHaveValue('01.234.567.8-901.234');
  await permit.getByRole('textbox', { name: /^Year of Establishment/ }).fill(String(new Date().getFullYear() + 1));
  await main(page).getByRole('button', { name: 'Save and continue' }).click();
  await expect(permit.getByText('The year cannot be in the future.')).toBeVisible();
  await permit.getByRole('textbox', { name: /^Year of Establishment/ }).fill('2019');
  const bank = main(page).getByRole('group', { name: 'Bank account details' });
  await choose(page, /Bank Name/, 'Bank Central Asia (BCA)', bank);
  await bank.getByRole('textbox', { name: /^Account Holder Name/ }).fill('PT Warung Baru');
  await bank.getByRole('textbox', { name: /^Account Number/ }).fill('1234567890');
  await main(page).getByRole('button', { name: 'Save and continue' }).click();
  await expect(stepHeading(page, 'Signatory and contact')).toBeVisible();
  await expectNoAxeViolations(page);
  await shoot(page, '4-people');

  // Leaving a step with unsaved changes asks first.
  const signatory = main(page).getByRole('group', { name: 'Authorised signatory' });
  await signatory.getByRole('textbox', { name: /^Full Name/ }).fill('Dewi Lestari');
  await main(page).getByRole('button', { name: 'Back' }).click();
  const leave = page.getByRole('dialog', { name: 'Leave without saving?' });
  await expect(leave).toBeVisible();
  await expectNoAxeViolations(page);
  await leave.getByRole('button', { name: 'Stay on this step' }).click();
  await expect(signatory.getByRole('textbox', { name: /^Full Name/ })).toHaveValue('Dewi Lestari');

  await signatory.getByRole('textbox', { name: /^Email/ }).fill('dewi@warungbaru.test');
  await signatory.getByRole('textbox', { name: /^Mobile Number/ }).fill('081234567002');
  await choose(page, /Role/, 'Director', signatory);
  const pic = main(page).getByRole('group', { name: 'Person in charge' });
  await pic.getByRole('textbox', { name: /^Full Name/ }).fill('Budi Santoso');
  await pic.getByRole('textbox', { name: /^Email/ }).fill('budi@warungbaru.test');
  await pic.getByRole('textbox', { name: /^Mobile Number/ }).fill('+6281234567003');
  await main(page).getByRole('button', { name: 'Save and continue' }).click();
  await expect(signatory.getByText('Enter the mobile number without a leading 0.')).toBeVisible();
  await signatory.getByRole('textbox', { name: /^Mobile Number/ }).fill('+6281234567002');
  await main(page).getByRole('button', { name: 'Save and continue' }).click();
  await expect(stepHeading(page, 'Documents')).toBeVisible();
  await expectNoAxeViolations(page);
  await shoot(page, '5-documents');

  // Checked before sending (spec 02 §5): a wrong type and a file over 8 MB are refused, nothing is sent.
  const nib = main(page).getByLabel(/^NIB \(business identification number\)/);
  const uploads: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/upload_business_file')) uploads.push(request.url());
  });
  await nib.setInputFiles({ name: 'nib.txt', mimeType: 'text/plain', buffer: Buffer.from('not a document') });
  await expect(main(page).getByText('This file type is not accepted. Accepted: JPEG, PNG, PDF.')).toBeVisible();
  await nib.setInputFiles({ name: 'nib.pdf', mimeType: 'application/pdf', buffer: Buffer.concat([PDF, Buffer.alloc(8 * 1024 * 1024)]) });
  await expect(main(page).getByText('The file must not exceed 8 MB.')).toBeVisible();
  expect(uploads).toEqual([]);

  // Any error_code in the answer gives the unexpected-error text.
  await injectFault({ path: '/api/upload_business_file', status: 400, error_code: 'SERVER_ERROR', count: 1 });
  await nib.setInputFiles({ name: 'nib.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(main(page).getByText('Something went wrong. Please try again.')).toBeVisible();

  await main(page).getByRole('button', { name: 'Continue' }).click();
  await expect(main(page).getByRole('alert').filter({ hasText: 'Upload the documents of the set you chose' })).toBeVisible();

  // Real upload progress (contracts 2.4.0): a 1 MB NIB sent at 512 KB/s shows the percentage rise to 100.
  // About 2 s: the e2e gateway's access token lives ACCESS_TOKEN_TTL_SECONDS (12 s) and is checked once
  // the body has arrived, so a token that expires meanwhile costs one refresh and one replay, which
  // must fit in a token's life.
  const sentPercentages = await watchUploadProgress(page);
  const unthrottle = await throttleUploads(page, 512 * 1024);
  await nib.setInputFiles({ name: 'nib.pdf', mimeType: 'application/pdf', buffer: Buffer.concat([PDF, Buffer.alloc(1024 * 1024, 0x20)]) });
  await expect(main(page).getByText('NIB (business identification number) uploaded: 100%')).toBeVisible({ timeout: 20_000 });
  await expect(main(page).getByRole('progressbar', { name: 'Uploading 100%' })).toHaveAttribute('value', '100');
  await unthrottle();
  const seen = await sentPercentages();
  expect(seen.some((percent) => percent > 0 && percent < 100), `percentages seen: ${seen.join(', ')}`).toBe(true);
  expect(seen.at(-1)).toBe(100);
  await expectNoAxeViolations(page);
  await shoot(page, '5-documents-uploaded');

  await uploadIndonesianDocuments(page);
  await expectNoAxeViolations(page);
  await main(page).getByRole('button', { name: 'Continue' }).click();
  await expect(currentStep(page)).toContainText('Review and submit');

  // The documents are the business's: a reload lands on the last step.
  await page.reload();
  await expect(currentStep(page)).toContainText('Review and submit');
});

test('every step passes axe in Indonesian', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/activation');
  await answerLeadQualification(page);
  await main(page).getByRole('button', { name: 'Save and continue' }).click();
  await fillBusinessDetails(page);
  await main(page).getByRole('button', { name: 'Save and continue' }).click();
  await expect(stepHeading(page, 'Registration, tax and bank')).toBeVisible();
  await fillRegistration(page);
  await main(page).getByRole('button', { name: 'Save and continue' }).click();
  await expect(stepHeading(page, 'Signatory and contact')).toBeVisible();

  await chooseIndonesian(page);
  const back = main(page).getByRole('button', { name: 'Kembali' });
  for (const [heading, name] of [
    ['Penanda tangan dan kontak', 'id-4-people'],
    ['Registrasi, pajak dan bank', 'id-3-registration'],
    ['Detail bisnis', 'id-2-business'],
  ] as const) {
    await expect(stepHeading(page, heading)).toBeVisible();
    await expectNoAxeViolations(page);
    await shoot(page, name);
    await back.click();
  }
  await expect(stepHeading(page, 'Tentang bisnis Anda')).toBeVisible();
  await expectNoAxeViolations(page);
  await shoot(page, 'id-1-lead');
  // A required question left empty, in Indonesian.
  await main(page).getByRole('textbox', { name: /Nomor kontak/ }).fill('');
  await main(page).getByRole('button', { name: 'Simpan dan lanjutkan' }).click();
  await expect(main(page).getByText('Kolom ini wajib diisi.').first()).toBeVisible();
  await expectNoAxeViolations(page);
});

async function environmentLiveOption(page: Page) {
  await page.getByRole('button', { name: /^Environment: / }).click();
  const live = page.getByRole('menuitemradio', { name: /Live Mode/ });
  await expect(live).toBeVisible();
  const disabled = await live.getAttribute('aria-disabled');
  await page.keyboard.press('Escape');
  return disabled === 'true' ? 'disabled' : 'enabled';
}

test('submitting sends the form for review; the control API approves it and Live Mode opens', async ({ page }) => {
  test.setTimeout(120_000);
  // The page's clock (Playwright's, running at the real pace) skips the double-submission guard's wait.
  await page.clock.install();
  await completeIndonesianForm(page);
  await expectNoAxeViolations(page);
  await shoot(page, '6-review');
  expect(await environmentLiveOption(page)).toBe('disabled');

  // A failed submission shows the unexpected-error text in a danger modal.
  await injectFault({ path: '/api/businesses/submit_activation_form!', status: 500, error_code: 'SERVER_ERROR', count: 1 });
  await main(page).getByRole('button', { name: 'Submit for review' }).click();
  const failed = page.getByRole('alertdialog', { name: 'The form could not be submitted' });
  await expect(failed).toContainText('Something went wrong. Please try again.');
  await failed.getByRole('button', { name: 'Okay' }).click();
  // The double-submission guard: within ten seconds of the last press, nothing is sent.
  await main(page).getByRole('button', { name: 'Submit for review' }).click();
  await expect(main(page).getByText('Please wait ten seconds before you submit again.')).toBeVisible();
  await page.clock.fastForward(RESUBMIT_GUARD_MS);
  await main(page).getByRole('button', { name: 'Submit for review' }).click();
  const thanks = page.getByRole('dialog', { name: 'Thank you' });
  await expect(thanks).toContainText('within 3 working days');
  await expectNoAxeViolations(page);
  await thanks.getByRole('button', { name: 'See the activation status' }).click();
  await expect(page).toHaveURL(/\/activation\/ongoing-activation$/);
  await expect(main(page).getByText('We are reviewing your activation')).toBeVisible();
  await expectNoAxeViolations(page);
  await shoot(page, '7-ongoing');

  // Submitted: /get-started's steps are what the gateway answers from the form's facts (decision
  // 0077): the form's steps at 100, nothing to patch; no payment method was asked for, so that step
  // stays at 0 (establishment_details is Philippine only). A reload reads the same.
  await page.goto('/get-started');
  await expect(main(page).getByRole('progressbar', { name: 'Business profile' })).toHaveAttribute('value', '100');
  await page.reload();
  for (const step of ['Business profile', 'Business documents', 'Bank account']) {
    await expect(main(page).getByRole('progressbar', { name: step })).toHaveAttribute('value', '100');
  }
  await expect(main(page).getByRole('progressbar', { name: 'Payment methods' })).toHaveAttribute('value', '0');
  await expect(main(page).getByRole('progressbar', { name: 'Establishment details' })).toHaveCount(0);

  await reviewActivation('biz_warungbaru', 'APPROVE');
  // The shell reads the business again on a reload: live, it no longer asks to activate.
  await page.goto('/home');
  await expect(page.getByRole('link', { name: 'Activate account' })).toHaveCount(0);
  expect(await environmentLiveOption(page)).toBe('enabled');
});

/** Every value the upload progress bars take, in order, read when the returned function is called. */
async function watchUploadProgress(page: Page): Promise<() => Promise<number[]>> {
  await page.evaluate(() => {
    const seen: number[] = [];
    Object.assign(window, { uploadPercentagesSeen: seen });
    new MutationObserver((records) => {
      for (const record of records) {
        if (record.target instanceof HTMLProgressElement && record.target.hasAttribute('value')) seen.push(Number(record.target.getAttribute('value')));
      }
    }).observe(document.body, { subtree: true, attributes: true, attributeFilter: ['value'] });
  });
  return () => page.evaluate(() => (window as unknown as { uploadPercentagesSeen: number[] }).uploadPercentagesSeen);
}

/** Chromium's network emulation: request bodies go at `bytesPerSecond` until the returned function lifts it. */
async function throttleUploads(page: Page, bytesPerSecond: number): Promise<() => Promise<void>> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const emulate = (uploadThroughput: number) =>
    cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput });
  await emulate(bytesPerSecond);
  return async () => {
    await emulate(-1);
    await cdp.detach();
  };
}
