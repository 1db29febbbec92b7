/** @jest-environment node */
import { ACTIVATION_API, type ActivationCompanyDetail, type ActivationSubmission, type MasterFieldsAnswer } from 'shared-contracts/areas/activation/activation';
import { UPLOAD_BUSINESS_FILE_PATH } from 'shared-contracts/areas/activation/activation-documents';
import { workingDaysAfter } from 'shared-contracts/areas/activation/activation-review';
import { createTestGateway, signInAs, snapshot, type TestGateway } from '../testing/test-gateway';

let gateway: TestGateway;
let headers: Record<string, string>;

beforeEach(async () => {
  gateway = await createTestGateway({ testMode: true });
  headers = await signInAs(gateway, 'new@warungbaru.test');
});
afterEach(() => gateway.close());

const BUSINESS = {
  entity_type: 'Indonesian Entity', country_of_registration: 'ID', legal_name: 'PT Warung Baru', business_description: 'Coffee',
  website: 'https://warungbaru.test', street_line_1: 'Jl. Sudirman 1', state: 'DKI Jakarta', city: 'Jakarta', postal_code: '12190',
};

async function fill(legalName = BUSINESS.legal_name, npwp = '012345678901234') {
  const fields = (await gateway.request({ url: `${ACTIVATION_API.masterFields}?country_id=ID&category=Business%20Permit%20Details`, headers })).json<MasterFieldsAnswer>().data;
  const npwpField = fields.find((field) => field.input === 'npwp')!;
  await gateway.request({ method: 'PATCH', url: ACTIVATION_API.companyDetail, headers, payload: {
    ...BUSINESS, legal_name: legalName, extra: { 'Business Permit Details:Indonesian Entity': [{ master_field_id: npwpField.id, value: npwp }] },
  } });
  const boundary = 'b19';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="doc_type"\r\n\r\nNIB\r\n--${boundary}\r\nContent-Disposition: form-data; name="file_content"; filename="nib.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.7 test\r\n--${boundary}--\r\n`),
  ]);
  await gateway.request({ method: 'POST', url: UPLOAD_BUSINESS_FILE_PATH, payload, headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` } });
}

const submit = () => gateway.request({ method: 'POST', url: ACTIVATION_API.submitActivationForm, headers });
const detail = async () => (await gateway.request({ url: ACTIVATION_API.companyDetail, headers })).json<ActivationCompanyDetail>();
const review = (decision: string, extra: Record<string, unknown> = {}, businessId = 'biz_warungbaru') =>
  gateway.request({ method: 'POST', url: '/__sandbox/activation-review', payload: { business_id: businessId, decision, ...extra } });

test('an incomplete form is refused, naming what is missing', async () => {
  const answer = await submit();
  expect(answer.json<{ error_code: string }>().error_code).toBe('API_VALIDATION_ERROR');
});

test('a complete form moves the business to PENDING_VERIFICATION, once; approval makes it LIVE', async () => {
  await fill();
  const answer = await submit();
  expect(answer.status).toBe(200);
  expect(answer.json<ActivationSubmission>()).toMatchObject({ go_live_status: 'PENDING_VERIFICATION', review_days: 3 });
  expect(await detail()).toMatchObject({ go_live_status: 'PENDING_VERIFICATION', kyc_verification_status: 'DATA_PROVIDED', submitted_date: expect.any(String) });
  expect((await submit()).json<{ error_code: string }>().error_code).toBe('DUPLICATE_PRODUCT_APPLICATION_ERROR');
  expect((await review('APPROVE')).status).toBe(200);
  expect(await detail()).toMatchObject({ go_live_status: 'LIVE', kyc_verification_status: 'PASSED' });
});

test('a declined form goes back to AWAITING_DOCS with kyc DECLINED', async () => {
  await fill();
  await submit();
  await review('DECLINE');
  expect(await detail()).toMatchObject({ go_live_status: 'AWAITING_DOCS', kyc_verification_status: 'DECLINED' });
});

test.each([
  ['an NPWP that does not validate', BUSINESS.legal_name, '000000000000000', 'NPWP_VALIDATION_MISMATCH'],
  ['a legal name unlike the NPWP name', 'PT Mismatch Jaya', '012345678901234', 'NAME_SIMILARITY_MISMATCH'],
])('%s is refused with %s and nothing changes', async (_name, legalName, npwp, code) => {
  await fill(legalName, npwp);
  const before = snapshot(gateway.dbPath);
  expect((await submit()).json<{ error_code: string }>().error_code).toBe(code);
  expect(snapshot(gateway.dbPath)).toBe(before);
});

test('the review refuses a business that is not waiting for verification', async () => {
  expect((await review('APPROVE')).json<{ error_code: string }>().error_code).toBe('API_VALIDATION_ERROR');
});

test('the detail says when the review is expected to end, from the submission (issue 41 §2)', async () => {
  expect((await detail()).review).toBeNull();
  await fill();
  const { submitted_date: submitted } = (await submit()).json<ActivationSubmission>();
  expect((await detail()).review).toEqual({ review_days: 3, expected_by: workingDaysAfter(submitted, 3), documents_request: null });
});

test('a request for documents sends the form back with its note; the next submission answers it', async () => {
  await fill();
  await submit();
  expect((await review('REQUEST_DOCUMENTS', { note: '  Upload a clearer scan of the NIB.  ' })).status).toBe(200);
  const asked = await detail();
  expect(asked).toMatchObject({ go_live_status: 'AWAITING_DOCS', kyc_verification_status: 'AWAITING_DATA' });
  expect(asked.review?.documents_request).toEqual({ note: 'Upload a clearer scan of the NIB.', requested_at: expect.any(String) });
  expect((await submit()).status).toBe(200);
  expect(await detail()).toMatchObject({ go_live_status: 'PENDING_VERIFICATION', review: { documents_request: null } });
});

test('an instant-live business keeps its instant-live variants through the review', async () => {
  const kilat = await signInAs(gateway, 'admin@kilat.test');
  const kilatDetail = async () => (await gateway.request({ url: ACTIVATION_API.companyDetail, headers: kilat })).json<ActivationCompanyDetail>();
  expect((await kilatDetail()).review).toMatchObject({ review_days: 3, documents_request: null });
  expect((await review('REQUEST_DOCUMENTS', { note: 'The KTP of the signatory' }, 'biz_kilat')).status).toBe(200);
  expect(await kilatDetail()).toMatchObject({ go_live_status: 'INSTANT_LIVE_AWAITING_DOCS', review: { documents_request: { note: 'The KTP of the signatory' } } });
});

test.each([
  ['a request for documents without a note', { decision: 'REQUEST_DOCUMENTS' }, 'note'],
  ['a blank note', { decision: 'REQUEST_DOCUMENTS', note: '   ' }, 'note'],
  ['a note over 500 characters', { decision: 'REQUEST_DOCUMENTS', note: 'x'.repeat(501) }, 'note'],
  ['an unknown decision', { decision: 'ESCALATE' }, 'decision'],
])('the review refuses %s and changes nothing', async (_name, payload, field) => {
  await fill();
  await submit();
  const before = snapshot(gateway.dbPath);
  const answer = await gateway.request({ method: 'POST', url: '/__sandbox/activation-review', payload: { business_id: 'biz_warungbaru', ...payload } });
  expect(answer.status).toBe(400);
  expect(answer.json<{ error_code: string; errors?: { field: string }[] }>()).toMatchObject({ error_code: 'API_VALIDATION_ERROR' });
  expect(JSON.stringify(answer.json())).toContain(field);
  expect(snapshot(gateway.dbPath)).toBe(before);
});
