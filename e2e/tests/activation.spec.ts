import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { SANDBOX_URL } from '../playwright.config';
import { expect, injectFault, resetSandbox, test, type PolicyViolation } from './fixtures';
import { chooseIndonesian } from './support';

// Issue 19: the activation form of new@warungbaru.test (an AWAITING_DOCS Indonesian business):
// lead qualification kept in the browser, then the Indonesian-entity steps saved to the gateway and
// resumed after a reload; axe on each step in English and Indonesian; screenshots at 1280 and 390 px.

test.use({ persona: 'new@warungbaru.test' });
test.beforeAll(resetSandbox);
test.afterEach(resetSandbox);

const main = (page: Page) => page.getByRole('main');
const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(1024, 0x20)]);
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(256)]);
const stepHeading = (page: Page, name: string | RegExp) => main(page).getByRole('heading', { level: 2, name });

/** A shared-ui Select (react-aria): its button is named by the chosen value (or the prompt) and the label. */
async function choose(page: Page, label: RegExp, option: string, scope: Locator = main(page)) {
  await scope.getByRole('button', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function expectNoAxeViolations(page: Page, policyViolations: PolicyViolation[]) {
  const before = policyViolations.length;
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
  // axe adds an inline <style> while it analyses, which the shell's policy refuses.
  const notAxes = policyViolations.splice(before).filter((v) => !(v.directive === 'style-src-elem' && v.blocked === 'inline'));
  policyViolations.push(...notAxes);
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** Screenshots of a step at both widths, kept with the test's output (looked at while building). */
async function shoot(page: Page, name: string) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

async function answerLeadQualification(page: Page) {
  await choose(page, /Country of registration/, 'Indonesia');
  await main(page).getByRole('radio', { name: 'Indonesian Entity' }).check();
  await choose(page, /Company type/, 'PT');
  await choose(page, /Industry sector/, 'Retail: Groceries');
  await choose(page, /Number of employees/, '1-10');
  await choose(page, /Your role/, 'Owner / Founder');
  await choose(page, /Transactions per month/, 'Fewer than 100');
  await choose(page, /Average transaction size/, 'Small (under 100 USD)');
  await main(page).getByRole('textbox', { name: /^Contact number/ }).fill('81234567001');
}

async function fillBusinessDetails(page: Page) {
  const field = (name: string) => main(page).getByRole('textbox', { name: new RegExp(`^${name}(\\s|$)`) });
  await field('Legal name').fill('  PT Warung Baru  ');
  await field('What your business does').fill('Coffee and snacks in South Jakarta');
  await field('Website').fill('https://warungbaru.test');
  await field('Street address').fill('Jl. Sudirman 1');
  await field('Province or state').fill('DKI Jakarta');
  await field('City').fill('Jakarta');
  await field('Postal code').fill('12190');
}

async function fillRegistration(page: Page) {
  const permit = main(page).getByRole('group', { name: 'Business permit details' });
  await permit.getByRole('textbox', { name: /NIB Number/ }).fill('9120001234567');
  await permit.getByRole('textbox', { name: /NPWP Number/ }).pressSequentially('012345678901234');
  await permit.getByRole('textbox', { name: /Year of Establishment/ }).fill('2019');
  const bank = main(page).getByRole('group', { name: 'Bank account details' });
  await choose(page, /Bank Name/, 'BCA', bank);
  await bank.getByRole('textbox', { name: /Account Holder Name/ }).fill('PT Warung Baru');
  await bank.getByRole('textbox', { name: /Account Number/ }).fill('1234567890');
}

test('an Indonesian entity answers the lead questions, saves its steps, reloads and resumes', async ({ page, policyViolations }) => {
  test.setTimeout(120_000);
  await page.goto('/activation');
  await expect(stepHeading(page, 'About your business')).toBeVisible();
  await expect(main(page).getByRole('navigation', { name: 'Activation progress' })).toContainText('Registration, tax and bank');
  await expectNoAxeViolations(page, policyViolations);
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
  await expectNoAxeViolations(page, policyViolations);

  await answerLeadQualification(page);
  await main(page).getByRole('button', { name: 'Save and continue' }).click();
  await expect(stepHeading(page, 'Business details')).toBeVisible();
  await expectNoAxeViolations(page, policyViolations);
  await shoot(page, '2-business');

  // Neither a website nor a proof file: refused on the website field.
  await main(page).getByRole('button', { name: 'Save and continue' }).click();
  await expect(main(page).getByText('Enter your website, or upload a proof of business.')).toBeVisible();
  await fillBusinessDetails(page);
  await main(page).getByRole('button', { name: 'Save and continue' }).click();
  await expect(stepHeading(page, 'Registration, tax and bank')).toBeVisible();
  await expectNoAxeViolations(page, policyViolations);
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
  await choose(page, /Bank Name/, 'BCA', bank);
  await bank.getByRole('textbox', { name: /^Account Holder Name/ }).fill('PT Warung Baru');
  await bank.getByRole('textbox', { name: /^Account Number/ }).fill('1234567890');
  await main(page).getByRole('button', { name: 'Save and continue' }).click();
  await expect(stepHeading(page, 'Signatory and contact')).toBeVisible();
  await expectNoAxeViolations(page, policyViolations);
  await shoot(page, '4-people');

  // Leaving a step with unsaved changes asks first.
  const signatory = main(page).getByRole('group', { name: 'Authorised signatory' });
  await signatory.getByRole('textbox', { name: /^Full Name/ }).fill('Dewi Lestari');
  await main(page).getByRole('button', { name: 'Back' }).click();
  const leave = page.getByRole('dialog', { name: 'Leave without saving?' });
  await expect(leave).toBeVisible();
  await expectNoAxeViolations(page, policyViolations);
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
  await expectNoAxeViolations(page, policyViolations);
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
  await expect(main(page).getByText('This file is larger than 8 MB.')).toBeVisible();
  expect(uploads).toEqual([]);

  // Any error_code in the answer gives the unexpected-error text.
  await injectFault({ path: '/api/upload_business_file', status: 400, error_code: 'SERVER_ERROR', count: 1 });
  await nib.setInputFiles({ name: 'nib.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(main(page).getByText('Something went wrong. Please try again.')).toBeVisible();

  await main(page).getByRole('button', { name: 'Continue' }).click();
  await expect(main(page).getByRole('alert').filter({ hasText: 'Upload the documents of the set you chose' })).toBeVisible();
  await nib.setInputFiles({ name: 'nib.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(main(page).getByText('nib.pdf')).toBeVisible();
  await main(page).getByLabel(/^KTP of the authorised signatory/).setInputFiles({ name: 'ktp.png', mimeType: 'image/png', buffer: PNG });
  await expect(main(page).getByText('ktp.png')).toBeVisible();
  await expectNoAxeViolations(page, policyViolations);
  await main(page).getByRole('button', { name: 'Continue' }).click();
  await expect(main(page).getByRole('navigation', { name: 'Activation progress' }).locator('[aria-current="step"]')).toContainText('Review and submit');

  // The documents are the business's: a reload lands on the last step.
  await page.reload();
  await expect(main(page).getByRole('navigation', { name: 'Activation progress' }).locator('[aria-current="step"]')).toContainText('Review and submit');
});

test('every step passes axe in Indonesian', async ({ page, policyViolations }) => {
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
    await expectNoAxeViolations(page, policyViolations);
    await shoot(page, name);
    await back.click();
  }
  await expect(stepHeading(page, 'Tentang bisnis Anda')).toBeVisible();
  await expectNoAxeViolations(page, policyViolations);
  await shoot(page, 'id-1-lead');
  // A required question left empty, in Indonesian.
  await main(page).getByRole('textbox', { name: /Nomor kontak/ }).fill('');
  await main(page).getByRole('button', { name: 'Simpan dan lanjutkan' }).click();
  await expect(main(page).getByText('Kolom ini wajib diisi.').first()).toBeVisible();
  await expectNoAxeViolations(page, policyViolations);
});

async function fillPeople(page: Page) {
  const signatory = main(page).getByRole('group', { name: 'Authorised signatory' });
  await signatory.getByRole('textbox', { name: /Full Name/ }).fill('Dewi Lestari');
  await signatory.getByRole('textbox', { name: /Email/ }).fill('dewi@warungbaru.test');
  await signatory.getByRole('textbox', { name: /Mobile Number/ }).fill('+6281234567002');
  await choose(page, /Role/, 'Director', signatory);
  const pic = main(page).getByRole('group', { name: 'Person in charge' });
  await pic.getByRole('textbox', { name: /Full Name/ }).fill('Budi Santoso');
  await pic.getByRole('textbox', { name: /Email/ }).fill('budi@warungbaru.test');
  await pic.getByRole('textbox', { name: /Mobile Number/ }).fill('+6281234567003');
}

async function environmentLiveOption(page: Page) {
  await page.getByRole('button', { name: /^Environment: / }).click();
  const live = page.getByRole('menuitemradio', { name: /Live Mode/ });
  await expect(live).toBeVisible();
  const disabled = await live.getAttribute('aria-disabled');
  await page.keyboard.press('Escape');
  return disabled === 'true' ? 'disabled' : 'enabled';
}

test('submitting sends the form for review; the control API approves it and Live Mode opens', async ({ page, policyViolations }) => {
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
  await fillPeople(page);
  await main(page).getByRole('button', { name: 'Save and continue' }).click();
  await expect(stepHeading(page, 'Documents')).toBeVisible();
  await main(page).getByLabel(/^NIB \(business identification number\)/).setInputFiles({ name: 'nib.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(main(page).getByText('nib.pdf')).toBeVisible();
  await main(page).getByLabel(/^KTP of the authorised signatory/).setInputFiles({ name: 'ktp.png', mimeType: 'image/png', buffer: PNG });
  await expect(main(page).getByText('ktp.png')).toBeVisible();
  await main(page).getByRole('button', { name: 'Continue' }).click();
  await expect(stepHeading(page, 'Review and submit')).toBeVisible();
  await expectNoAxeViolations(page, policyViolations);
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
  await page.waitForTimeout(10_000);
  await main(page).getByRole('button', { name: 'Submit for review' }).click();
  const thanks = page.getByRole('dialog', { name: 'Thank you' });
  await expect(thanks).toContainText('within 3 working days');
  await expectNoAxeViolations(page, policyViolations);
  await thanks.getByRole('button', { name: 'See the activation status' }).click();
  await expect(page).toHaveURL(/\/activation\/ongoing-activation$/);
  await expect(main(page).getByText('We are reviewing your activation')).toBeVisible();
  await expectNoAxeViolations(page, policyViolations);
  await shoot(page, '7-ongoing');

  const review = await fetch(`${SANDBOX_URL}/__sandbox/activation-review`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ business_id: 'biz_warungbaru', decision: 'APPROVE' }),
  });
  expect(review.status).toBe(200);
  // The shell reads the business again on a reload: live, it no longer asks to activate.
  await page.goto('/home');
  await expect(page.getByRole('link', { name: 'Activate account' })).toHaveCount(0);
  expect(await environmentLiveOption(page)).toBe('enabled');
});
