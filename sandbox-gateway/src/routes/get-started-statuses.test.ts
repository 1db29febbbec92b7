/** @jest-environment node */
import { ACTIVATION_API, type ActivationCompanyDetail, type MasterFieldsAnswer } from 'shared-contracts/areas/activation/activation';
import { UPLOAD_BUSINESS_FILE_PATH } from 'shared-contracts/areas/activation/activation-documents';
import { API } from 'shared-contracts/gateway';
import { createTestGateway, execute, signInAs, type TestGateway } from '../testing/test-gateway';

// GET get-started-statuses from facts (issue 42, docs/decisions/0077): each step is what the business's
// rows say — the activation form as saved, its documents, its payment-method submissions — with the
// rule /get-started shows; the stored map says only which steps there are, in which order.

let gateway: TestGateway;
let headers: Record<string, string>;

beforeEach(async () => {
  gateway = await createTestGateway({ testMode: true });
  headers = await signInAs(gateway, 'new@warungbaru.test');
});
afterEach(() => gateway.close());

const NOTHING = { business_profile: 0, establishment_details: 0, business_documents: 0, bank_account: 0, payment_methods: 0 };
const BUSINESS = {
  entity_type: 'Indonesian Entity', country_of_registration: 'ID', legal_name: 'PT Warung Baru', business_description: 'Coffee',
  website: 'https://warungbaru.test', street_line_1: 'Jl. Sudirman 1', state: 'DKI Jakarta', city: 'Jakarta', postal_code: '12190',
};

const statuses = async () => {
  const answer = await gateway.request({ url: API.getStartedStatuses, headers });
  expect(answer.status).toBe(200);
  return answer.json<Record<string, number>>();
};
const completed = async () => (await gateway.request({ url: ACTIVATION_API.companyDetail, headers })).json<ActivationCompanyDetail>().get_started_page_completed;
const patch = (payload: Record<string, unknown>) => gateway.request({ method: 'PATCH', url: API.getStartedStatuses, headers, payload });
const save = async (payload: Record<string, unknown>) => expect((await gateway.request({ method: 'PATCH', url: ACTIVATION_API.companyDetail, headers, payload })).status).toBe(200);

async function upload(docType: string) {
  const boundary = 'b42';
  const payload = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="doc_type"\r\n\r\n${docType}\r\n--${boundary}\r\nContent-Disposition: form-data; name="file_content"; filename="${docType.toLowerCase()}.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.7 test\r\n--${boundary}--\r\n`,
  );
  const answer = await gateway.request({ method: 'POST', url: UPLOAD_BUSINESS_FILE_PATH, payload, headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` } });
  expect(answer.status).toBe(200);
}

/** The saved section of one category: the named fields with their values. */
async function section(category: string, values: Record<string, string>) {
  const fields = (await gateway.request({ url: `${ACTIVATION_API.masterFields}?country_id=ID`, headers })).json<MasterFieldsAnswer>().data;
  const idOf = (name: string) => fields.find((field) => field.category === category && field.field_name === name)!.id;
  return { [`${category}:Indonesian Entity`]: Object.entries(values).map(([name, value]) => ({ master_field_id: idOf(name), value })) };
}
const BANK = ['Bank Account Details', { 'Bank Name': 'BCA', 'Account Holder Name': 'PT Warung Baru', 'Account Number': '1234567890' }] as const;

test('a new business answers 0 for every step, and is not complete', async () => {
  expect(await statuses()).toEqual(NOTHING);
  expect(await completed()).toBe(false);
});

test('a client saying 100 is not the answer: a step nobody did is never 100', async () => {
  const answer = await patch({ ...Object.fromEntries(Object.keys(NOTHING).map((step) => [step, 100])), environment: 'DEVELOPMENT' });
  expect(answer.status).toBe(200);
  expect(answer.json()).toEqual(NOTHING);
  expect(await statuses()).toEqual(NOTHING);
  expect(await completed()).toBe(false);
});

test('the map says which steps and in which order, the same for every business', async () => {
  const headersOf = await signInAs(gateway, 'owner@tokoku.test');
  const answer = (await gateway.request({ url: API.getStartedStatuses, headers: headersOf })).json<Record<string, number>>();
  expect(Object.keys(answer)).toEqual(Object.keys(NOTHING));
  expect(Object.keys(await statuses())).toEqual(Object.keys(NOTHING));
});

test('saving the form’s parts moves its steps, part by part', async () => {
  await save({ entity_type: BUSINESS.entity_type, country_of_registration: 'ID', legal_name: BUSINESS.legal_name });
  expect(await statuses()).toMatchObject({ business_profile: 40, bank_account: 0, business_documents: 0 });
  await save(BUSINESS);
  expect(await statuses()).toMatchObject({ business_profile: 100, bank_account: 0 });
  await save({ extra: await section(...BANK) });
  expect(await statuses()).toMatchObject({ bank_account: 100, business_documents: 0 });
  await upload('NIB');
  expect(await statuses()).toMatchObject({ business_documents: 50 });
  await upload('KTP');
  expect(await statuses()).toEqual({ ...NOTHING, business_profile: 100, business_documents: 100, bank_account: 100 });
  // Indonesia: the establishment details do not count, the payment methods do.
  expect(await completed()).toBe(false);
});

test('a submitted form does not make payment_methods 100, and neither does a PATCH saying so', async () => {
  await save({ ...BUSINESS, extra: { ...(await section('Business Permit Details', { 'NPWP Number': '012345678901234' })), ...(await section(...BANK)) } });
  await upload('NIB');
  await upload('KTP');
  expect((await gateway.request({ method: 'POST', url: ACTIVATION_API.submitActivationForm, headers })).status).toBe(200);
  expect(await statuses()).toMatchObject({ business_profile: 100, business_documents: 100, bank_account: 100, payment_methods: 0 });

  const answer = await patch({ payment_methods: 100, bank_account: 100, environment: 'DEVELOPMENT' });
  expect(answer.status).toBe(200);
  expect(answer.json()).toMatchObject({ payment_methods: 0, bank_account: 100 });
  expect(await completed()).toBe(false);

  // Asked for: half the step; live: done, and the onboarding is complete.
  execute(gateway.dbPath, "INSERT INTO product_submissions (business_id, product, is_enabled, is_submitted, is_rejected, sub_status, submitted_at) VALUES ('biz_warungbaru', 'OVO', 0, 1, 0, 'NEW_SUBMISSION', '2026-06-15T08:00:00.000Z')");
  expect(await statuses()).toMatchObject({ payment_methods: 50 });
  execute(gateway.dbPath, "UPDATE product_submissions SET is_enabled = 1, is_submitted = 0 WHERE business_id = 'biz_warungbaru'");
  expect(await statuses()).toMatchObject({ payment_methods: 100, establishment_details: 0 });
  expect(await completed()).toBe(true);
  expect((await patch({ bank_account: 0 })).json()).toMatchObject({ bank_account: 100 });
});

test('the PATCH keeps spec 01 §4’s checks: an unknown step or none is refused', async () => {
  expect((await patch({ world_domination: 100 })).json()).toMatchObject({ error_code: 'API_VALIDATION_ERROR' });
  expect((await patch({ environment: 'DEVELOPMENT' })).json()).toMatchObject({ error_code: 'API_VALIDATION_ERROR' });
});
