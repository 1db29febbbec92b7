import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { sandboxUrl } from './worker-stack';
import { PASSWORD, expect, test } from './fixtures';
import { main } from './support';

export { main };

// Helpers of the activation specs (issue 19): the form of new@warungbaru.test, an AWAITING_DOCS
// Indonesian business in test mode (session-cookie mode: page.request carries its session).

export const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(1024, 0x20)]);
export const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(256)]);
export const stepHeading = (page: Page, name: string | RegExp) => main(page).getByRole('heading', { level: 2, name });
export const currentStep = (page: Page) => main(page).getByRole('navigation', { name: 'Activation progress' }).locator('[aria-current="step"]');
export const saveAndContinue = (page: Page) => main(page).getByRole('button', { name: 'Save and continue' }).click();
/** A text field by the start of its label (the label may carry a required mark after it). */
export const textbox = (scope: Locator, label: string) => scope.getByRole('textbox', { name: new RegExp(`^${label.replace(/[()]/g, '\\$&')}(\\s|$)`) });

/** A shared-ui Select (react-aria): its button is named by the chosen value (or the prompt) and the label. */
export async function choose(page: Page, label: RegExp, option: string, scope: Locator = main(page)) {
  await scope.getByRole('button', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Screenshots at 1280 and 390 px, kept with the test's output (looked at while building). */
export async function shoot(page: Page, name: string) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** The lead questions after the country and entity type (the same for every variant). */
export async function answerOtherLeadQuestions(page: Page, contactNumber = '81234567001') {
  await choose(page, /Industry sector/, 'Retail: Groceries');
  await choose(page, /Number of employees/, '1-10');
  await choose(page, /Your role/, 'Owner / Founder');
  await choose(page, /Transactions per month/, 'Fewer than 100');
  await choose(page, /Average transaction size/, 'Small (under 100 USD)');
  await main(page).getByRole('textbox', { name: /^Contact number/ }).fill(contactNumber);
}

export async function answerLeadQualification(page: Page) {
  await choose(page, /Country of registration/, 'Indonesia');
  await main(page).getByRole('radio', { name: 'Indonesian Entity' }).check();
  await choose(page, /Company type/, 'PT');
  await answerOtherLeadQuestions(page);
}

export async function fillBusinessDetails(page: Page) {
  await textbox(main(page), 'Legal name').fill('  PT Warung Baru  ');
  await textbox(main(page), 'What your business does').fill('Coffee and snacks in South Jakarta');
  await fillWebsiteAndAddress(page);
}

export async function fillWebsiteAndAddress(page: Page) {
  await textbox(main(page), 'Website').fill('https://warungbaru.test');
  await textbox(main(page), 'Street address').fill('Jl. Sudirman 1');
  await textbox(main(page), 'Province or state').fill('DKI Jakarta');
  await textbox(main(page), 'City').fill('Jakarta');
  await textbox(main(page), 'Postal code').fill('12190');
}

export async function fillRegistration(page: Page) {
  const permit = main(page).getByRole('group', { name: 'Business permit details' });
  await textbox(permit, 'NIB Number').fill('9120001234567');
  await textbox(permit, 'NPWP Number').pressSequentially('012345678901234');
  await textbox(permit, 'Year of Establishment').fill('2019');
  const bank = main(page).getByRole('group', { name: 'Bank account details' });
  await choose(page, /Bank Name/, 'Bank Central Asia (BCA)', bank);
  await textbox(bank, 'Account Holder Name').fill('PT Warung Baru');
  await textbox(bank, 'Account Number').fill('1234567890');
}

export async function fillPeople(page: Page) {
  const signatory = main(page).getByRole('group', { name: 'Authorised signatory' });
  await textbox(signatory, 'Full Name').fill('Dewi Lestari');
  await textbox(signatory, 'Email').fill('dewi@warungbaru.test');
  await textbox(signatory, 'Mobile Number').fill('+6281234567002');
  await choose(page, /Role/, 'Director', signatory);
  const pic = main(page).getByRole('group', { name: 'Person in charge' });
  await textbox(pic, 'Full Name').fill('Budi Santoso');
  await textbox(pic, 'Email').fill('budi@warungbaru.test');
  await textbox(pic, 'Mobile Number').fill('+6281234567003');
}

/** The Indonesian entity's documents: the NIB (primary) and the signatory's KTP (mandatory). */
export async function uploadIndonesianDocuments(page: Page) {
  await main(page).getByLabel(/^NIB \(business identification number\)/).setInputFiles({ name: 'nib.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(main(page).getByText('nib.pdf')).toBeVisible();
  await main(page).getByLabel(/^KTP of the authorised signatory/).setInputFiles({ name: 'ktp.png', mimeType: 'image/png', buffer: PNG });
  await expect(main(page).getByText('ktp.png')).toBeVisible();
}

/** The Indonesian entity's whole form through the browser, up to its review step. */
export async function completeIndonesianForm(page: Page) {
  await page.goto('/activation');
  await answerLeadQualification(page);
  await saveAndContinue(page);
  await fillBusinessDetails(page);
  await saveAndContinue(page);
  await expect(stepHeading(page, 'Registration, tax and bank')).toBeVisible();
  await fillRegistration(page);
  await saveAndContinue(page);
  await expect(stepHeading(page, 'Signatory and contact')).toBeVisible();
  await fillPeople(page);
  await saveAndContinue(page);
  await expect(stepHeading(page, 'Documents')).toBeVisible();
  await uploadIndonesianDocuments(page);
  await main(page).getByRole('button', { name: 'Continue' }).click();
  await expect(stepHeading(page, 'Review and submit')).toBeVisible();
}

/**
 * Signs `request` (a context of its own, like another browser of the team) in with the old session
 * cookie, the way an API client of the dashboard does; the page's own sign-in is left alone.
 */
export async function signInApi(request: APIRequestContext, email = 'new@warungbaru.test'): Promise<APIRequestContext> {
  const login = await request.post('/api/sessions', { data: { email, password: PASSWORD } });
  expect(login.status(), await login.text()).toBe(200);
  return request;
}

interface MasterFieldRecord {
  id: string;
  field_name: string;
  category: string;
}

/**
 * Saves an Indonesian entity's whole form through the gateway (the way another team member's
 * browser would have), so a test can start at the review step. `legalName` and `npwp` let a test
 * play the tax office's mismatches (sandbox-gateway/README.md); without `documents` it stops at the
 * documents step.
 */
export async function saveIndonesianFormThroughGateway(request: APIRequestContext, { legalName = 'PT Warung Baru', npwp = '012345678901234', documents = true } = {}) {
  const fields = (await (await request.get('/api/activation-master-fields?country_id=ID')).json()) as { data: MasterFieldRecord[] };
  const idOf = (category: string, name: string) => fields.data.find((field) => field.category === category && field.field_name === name)!.id;
  const section = (category: string, values: Record<string, string>) => [
    `${category}:Indonesian Entity`,
    Object.entries(values).map(([name, value]) => ({ master_field_id: idOf(category, name), value })),
  ];
  const saved = await request.patch('/api/common-company-detail', {
    data: {
      entity_type: 'Indonesian Entity', country_of_registration: 'ID', legal_name: legalName, name: 'Warung Baru',
      business_description: 'Coffee and snacks in South Jakarta', website: 'https://warungbaru.test',
      street_line_1: 'Jl. Sudirman 1', state: 'DKI Jakarta', city: 'Jakarta', postal_code: '12190',
      extra: Object.fromEntries([
        section('Business Permit Details', { 'NIB Number': '9120001234567', 'NPWP Number': npwp, 'Year of Establishment': '2019' }),
        section('Bank Account Details', { 'Bank Name': 'BCA', 'Account Holder Name': 'PT Warung Baru', 'Account Number': '1234567890' }),
        section('Authorised Signatory Detail', { 'Full Name': 'Dewi Lestari', Email: 'dewi@warungbaru.test', 'Mobile Number': '+6281234567002', Role: 'lq_role_director' }),
        section('PIC Details', { 'Full Name': 'Budi Santoso', Email: 'budi@warungbaru.test', 'Mobile Number': '+6281234567003' }),
      ]),
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  if (!documents) return;
  for (const [docType, file] of [['NIB', { name: 'nib.pdf', mimeType: 'application/pdf', buffer: PDF }], ['KTP', { name: 'ktp.png', mimeType: 'image/png', buffer: PNG }]] as const) {
    const uploaded = await request.post('/api/upload_business_file', { multipart: { doc_type: docType, file_content: file } });
    expect(uploaded.status(), await uploaded.text()).toBe(200);
  }
}

/** The test-mode review of the provider: APPROVE makes the business LIVE, DECLINE sends it back. */
export async function reviewActivation(businessId: string, decision: 'APPROVE' | 'DECLINE') {
  const review = await fetch(`${sandboxUrl()}/__sandbox/activation-review`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ business_id: businessId, decision }),
  });
  expect(review.status).toBe(200);
}
