import type { Page } from '@playwright/test';
import { PDF, main, saveIndonesianFormThroughGateway, shoot, signInApi, stepHeading } from './activation-support';
import { expectNoAxeViolations } from './axe';
import { expect, resetSandbox, test } from './fixtures';

// Issue 19: the activation refusals of spec 02 §8 as the sandbox gateway answers them, and what the
// form shows for each: NPWP_VALIDATION_MISMATCH and NAME_SIMILARITY_MISMATCH on their rows,
// DUPLICATE_PRODUCT_APPLICATION_ERROR as a notice, an upload's error_code (the type told by the
// file's content) as the unexpected-error text, and API_VALIDATION_ERROR for what the form never
// sends. The sandbox's stand-ins for the tax office: an NPWP of fifteen zeros, a legal name with
// "mismatch" in it (sandbox-gateway/README.md).

test.use({ persona: 'new@warungbaru.test', landing: false }); // every test opens its own first page
test.beforeAll(resetSandbox);
test.afterEach(resetSandbox);

const SUBMIT_PATH = '/api/businesses/submit_activation_form!';
const submit = (page: Page) => main(page).getByRole('button', { name: 'Submit for review' }).click();

/** Presses Submit and answers the gateway's error code for it. */
async function submitRefused(page: Page): Promise<string> {
  const answer = page.waitForResponse((response) => response.url().includes('/api/businesses/submit_activation_form'));
  await submit(page);
  const response = await answer;
  expect(response.status()).toBe(400);
  return ((await response.json()) as { error_code: string }).error_code;
}

test('an NPWP the tax office does not validate is shown on the NPWP row, and nothing is submitted', async ({ page, request }) => {
  await saveIndonesianFormThroughGateway(await signInApi(request), { npwp: '000000000000000' });
  await page.goto('/activation');
  await expect(stepHeading(page, 'Review and submit')).toBeVisible();
  await expect(main(page).getByText('00.000.000.0-000.000')).toBeVisible();
  expect(await submitRefused(page)).toBe('NPWP_VALIDATION_MISMATCH');
  const message = main(page).getByRole('alert').filter({ hasText: 'This NPWP could not be validated.' });
  await expect(message).toBeVisible();
  // The message sits on the NPWP's row, not on the legal name's.
  await expect(main(page).locator('dd').filter({ hasText: '00.000.000.0-000.000' })).toContainText('This NPWP could not be validated.');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expectNoAxeViolations(page);
  await shoot(page, 'npwp-mismatch');
  await page.goto('/activation/ongoing-activation');
  await expect(main(page).getByText('Your activation form is not submitted yet')).toBeVisible();
});

test('a legal name that does not match the NPWP is shown on its row; corrected, the form is submitted', async ({ page, request }) => {
  test.setTimeout(90_000);
  await saveIndonesianFormThroughGateway(await signInApi(request), { legalName: 'Warung Mismatch Jaya' });
  await page.goto('/activation');
  await expect(stepHeading(page, 'Review and submit')).toBeVisible();
  expect(await submitRefused(page)).toBe('NAME_SIMILARITY_MISMATCH');
  await expect(main(page).locator('dd').filter({ hasText: 'Warung Mismatch Jaya' })).toContainText('The name in the NPWP does not match this legal name.');
  await expectNoAxeViolations(page);

  // Back to the business details, the name corrected and saved; a reload lands on the review again.
  for (const heading of ['Documents', 'Signatory and contact', 'Registration, tax and bank', 'Business details']) {
    await main(page).getByRole('button', { name: 'Back' }).click();
    await expect(stepHeading(page, heading)).toBeVisible();
  }
  await main(page).getByRole('textbox', { name: /^Legal name/ }).fill('PT Warung Baru');
  await main(page).getByRole('button', { name: 'Save and continue' }).click();
  await expect(stepHeading(page, 'Registration, tax and bank')).toBeVisible();
  await page.reload();
  await expect(stepHeading(page, 'Review and submit')).toBeVisible();
  await submit(page);
  await expect(page.getByRole('dialog', { name: 'Thank you' })).toBeVisible();
});

test('a form submitted meanwhile (by another team member) is a notice with the way to its status', async ({ page, request }) => {
  const teammate = await signInApi(request);
  await saveIndonesianFormThroughGateway(teammate);
  await page.goto('/activation');
  await expect(stepHeading(page, 'Review and submit')).toBeVisible();
  // Another administrator's browser submits it first.
  const first = await teammate.post(SUBMIT_PATH, { data: {} });
  expect(first.status()).toBe(200);
  expect(await submitRefused(page)).toBe('DUPLICATE_PRODUCT_APPLICATION_ERROR');
  const notice = main(page).getByRole('alert').filter({ hasText: 'This activation form was submitted already.' });
  await expect(notice).toBeVisible();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await expectNoAxeViolations(page);
  await notice.getByRole('button', { name: 'See the activation status' }).click();
  await expect(page).toHaveURL(/\/activation\/ongoing-activation$/);
  await expect(main(page).getByText('We are reviewing your activation')).toBeVisible();
});

test('a file whose content is not the type it claims is refused by the gateway, shown as the unexpected error', async ({ page, request }) => {
  await saveIndonesianFormThroughGateway(await signInApi(request), { documents: false });
  await page.goto('/activation');
  await expect(stepHeading(page, 'Documents')).toBeVisible();
  const answer = page.waitForResponse((response) => response.url().includes('/api/upload_business_file'));
  // Named and typed as a PDF (the browser's check passes), but its bytes are text.
  await main(page).getByLabel(/^NIB \(business identification number\)/).setInputFiles({ name: 'nib.pdf', mimeType: 'application/pdf', buffer: Buffer.from('this is not a PDF at all') });
  const response = await answer;
  expect(response.status()).toBe(400);
  expect(await response.json()).toMatchObject({ error_code: 'UNSUPPORTED_IMAGE_FILE_TYPE_ERROR' });
  await expect(main(page).getByText('Something went wrong. Please try again.')).toBeVisible();
  await expect(main(page).getByText('nib.pdf')).toHaveCount(0);
});

test('what the form never sends, the gateway refuses with the spec\'s codes (through the dashboard\'s /api)', async ({ request }) => {
  const api = await signInApi(request);
  // Submitting before anything is saved: API_VALIDATION_ERROR naming what is missing.
  const early = await api.post(SUBMIT_PATH, { data: {} });
  expect(early.status()).toBe(400);
  const missing = (await early.json()) as { error_code: string; errors: { field: string }[] };
  expect(missing.error_code).toBe('API_VALIDATION_ERROR');
  expect(missing.errors.map((error) => error.field)).toEqual(expect.arrayContaining(['entity_type', 'legal_name', 'website', 'common_company_detail_documents']));

  // An NPWP of fourteen digits: API_VALIDATION_ERROR on that value.
  await saveIndonesianFormThroughGateway(api, { documents: false });
  const fields = (await (await api.get('/api/activation-master-fields?country_id=ID')).json()) as { data: { id: string; field_name: string }[] };
  const npwp = fields.data.find((field) => field.field_name === 'NPWP Number')!.id;
  const short = await api.patch('/api/common-company-detail', {
    data: { extra: { 'Business Permit Details:Indonesian Entity': [{ master_field_id: npwp, value: '01234567890123' }] } },
  });
  expect(short.status()).toBe(400);
  expect(await short.json()).toMatchObject({ error_code: 'API_VALIDATION_ERROR', errors: [{ field: 'extra.Business Permit Details:Indonesian Entity[0].value' }] });

  // A file over 8 MB: IMAGE_FILE_SIZE_LIMIT_ERROR (the browser refuses it before sending; the gateway too).
  const large = await api.post('/api/upload_business_file', {
    multipart: { doc_type: 'NIB', file_content: { name: 'nib.pdf', mimeType: 'application/pdf', buffer: Buffer.concat([PDF, Buffer.alloc(8 * 1024 * 1024)]) } },
  });
  expect(large.status()).toBe(400);
  expect(await large.json()).toMatchObject({ error_code: 'IMAGE_FILE_SIZE_LIMIT_ERROR' });
});
