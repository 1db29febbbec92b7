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

/** Uploads one document of the form (a small PDF). */
async function upload(docType: string) {
  const boundary = 'b19';
  const payload = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="doc_type"\r\n\r\n${docType}\r\n--${boundary}\r\nContent-Disposition: form-data; name="file_content"; filename="${docType.toLowerCase()}.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.7 test\r\n--${boundary}--\r\n`,
  );
  const answer = await gateway.request({ method: 'POST', url: UPLOAD_BUSINESS_FILE_PATH, payload, headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` } });
  expect(answer.status).toBe(200);
}

/** The form's facts and NPWP, and the documents the form asks for (the NIB and the signatory's KTP) unless told others. */
async function fill(legalName = BUSINESS.legal_name, npwp = '012345678901234', documents: readonly string[] = ['NIB', 'KTP']) {
  const fields = (await gateway.request({ url: `${ACTIVATION_API.masterFields}?country_id=ID&category=Business%20Permit%20Details`, headers })).json<MasterFieldsAnswer>().data;
  const npwpField = fields.find((field) => field.input === 'npwp')!;
  await gateway.request({ method: 'PATCH', url: ACTIVATION_API.companyDetail, headers, payload: {
    ...BUSINESS, legal_name: legalName, extra: { 'Business Permit Details:Indonesian Entity': [{ master_field_id: npwpField.id, value: npwp }] },
  } });
  for (const docType of documents) await upload(docType);
}

const submit = () => gateway.request({ method: 'POST', url: ACTIVATION_API.submitActivationForm, headers });
const detail = async () => (await gateway.request({ url: ACTIVATION_API.companyDetail, headers })).json<ActivationCompanyDetail>();
const review = (decision: string, extra: Record<string, unknown> = {}, businessId = 'biz_warungbaru') =>
  gateway.request({ method: 'POST', url: '/__sandbox/activation-review', payload: { business_id: businessId, decision, ...extra } });

test('an incomplete form is refused, naming what is missing', async () => {
  const answer = await submit();
  expect(answer.json<{ error_code: string }>().error_code).toBe('API_VALIDATION_ERROR');
});

// Issue 42: a single document of any kind was enough; the form asks for a whole set and the mandatory KTP.
test.each([
  ['the NIB alone', ['NIB'], ['needs the KTP']],
  ['the KTP alone', ['KTP'], ['needs the NIB, or the SIUP and the TDP']],
  ['the SIUP and the KTP, without the TDP', ['SIUP', 'KTP'], ['needs the NIB, or the SIUP and the TDP']],
  ['the SIUP alone', ['SIUP'], ['needs the NIB, or the SIUP and the TDP', 'needs the KTP']],
])('a form with %s is refused, naming what is missing, and nothing changes', async (_name, documents, messages) => {
  await fill(BUSINESS.legal_name, '012345678901234', documents);
  const before = snapshot(gateway.dbPath);
  const answer = await submit();
  expect([answer.status, answer.json<{ error_code: string }>().error_code]).toEqual([400, 'API_VALIDATION_ERROR']);
  expect(answer.json<{ errors: { field: string; message: string }[] }>().errors).toEqual(messages.map((message) => ({ field: 'common_company_detail_documents', message })));
  expect(snapshot(gateway.dbPath)).toBe(before);
  expect((await detail()).go_live_status).toBe('AWAITING_DOCS');
});

test('the secondary set (the SIUP and the TDP) with the KTP is enough', async () => {
  await fill(BUSINESS.legal_name, '012345678901234', ['SIUP', 'TDP', 'KTP']);
  expect((await submit()).status).toBe(200);
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
