/** @jest-environment node */
import { existsSync, readFileSync } from 'node:fs';
import { ACTIVATION_API, type ActivationCompanyDetail } from 'shared-contracts/areas/activation/activation';
import { UPLOAD_BUSINESS_FILE_PATH, type UploadedBusinessFile } from 'shared-contracts/areas/activation/activation-documents';
import { DOCUMENT_MAX_BYTES } from 'shared-contracts/rules';
import { openDatabase } from '../db/connection';
import { createTestGateway, signInAs, snapshot, type TestGateway } from '../testing/test-gateway';

let gateway: TestGateway;
let headers: Record<string, string>;

beforeAll(async () => {
  gateway = await createTestGateway();
  headers = await signInAs(gateway, 'new@warungbaru.test');
  await gateway.request({ method: 'PATCH', url: ACTIVATION_API.companyDetail, headers, payload: { country_of_registration: 'ID', entity_type: 'Indonesian Entity' } });
});
afterAll(() => gateway.close());

const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(2000, 0x20)]);
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(100)]);

function form(fields: Record<string, string | { filename: string; type: string; data: Buffer }>) {
  const boundary = 'sandbox-boundary-19';
  const chunks = Object.entries(fields).flatMap(([name, value]) =>
    typeof value === 'string'
      ? [Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)]
      : [Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${value.filename}"\r\nContent-Type: ${value.type}\r\n\r\n`), value.data, Buffer.from('\r\n')],
  );
  return { payload: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]), headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const upload = (fields: Parameters<typeof form>[0]) => gateway.request({ method: 'POST', url: UPLOAD_BUSINESS_FILE_PATH, ...form(fields) });

test('a PDF is stored in the data folder and listed with its master document', async () => {
  const answer = await upload({ doc_type: 'NIB', file_content: { filename: '../../nib.pdf', type: 'application/pdf', data: PDF } });
  expect(answer.status).toBe(200);
  const file = answer.json<UploadedBusinessFile>();
  expect(file).toMatchObject({ doc_type: 'NIB', file_name: 'nib.pdf' });
  const db = openDatabase(gateway.dbPath, Date.now());
  const row = db.prepare('SELECT stored_as, size, content_type FROM activation_files WHERE id = ?').get(file.id) as { stored_as: string; size: number; content_type: string };
  db.close();
  expect(row).toMatchObject({ size: PDF.length, content_type: 'application/pdf' });
  expect(readFileSync(row.stored_as).equals(PDF)).toBe(true);
  const detail = (await gateway.request({ url: ACTIVATION_API.companyDetail, headers })).json<ActivationCompanyDetail>();
  expect(detail.common_company_detail_documents).toEqual([expect.objectContaining({ id: file.id, master_document: expect.objectContaining({ document_type: 'PRIMARY' }) })]);
});

test('a newer file of the same type replaces the older one', async () => {
  const first = (await upload({ doc_type: 'KTP', file_content: { filename: 'ktp.png', type: 'image/png', data: PNG } })).json<UploadedBusinessFile>();
  const db = openDatabase(gateway.dbPath, Date.now());
  const firstPath = db.prepare('SELECT stored_as FROM activation_files WHERE id = ?').pluck().get(first.id) as string;
  db.close();
  await upload({ doc_type: 'KTP', file_content: { filename: 'ktp-2.png', type: 'image/png', data: PNG } });
  expect(existsSync(firstPath)).toBe(false);
  const detail = (await gateway.request({ url: ACTIVATION_API.companyDetail, headers })).json<ActivationCompanyDetail>();
  expect(detail.common_company_detail_documents.filter((d) => d.master_document.doc_type === 'KTP').map((d) => d.file_name)).toEqual(['ktp-2.png']);
});

test.each([
  ['a text file named .pdf', { doc_type: 'NIB', file_content: { filename: 'x.pdf', type: 'application/pdf', data: Buffer.from('hello') } }, 'UNSUPPORTED_IMAGE_FILE_TYPE_ERROR'],
  ['a file over 8 MB', { doc_type: 'NIB', file_content: { filename: 'big.pdf', type: 'application/pdf', data: Buffer.concat([PDF, Buffer.alloc(DOCUMENT_MAX_BYTES)]) } }, 'IMAGE_FILE_SIZE_LIMIT_ERROR'],
  ['an unknown doc_type', { doc_type: 'SHOE', file_content: { filename: 'x.pdf', type: 'application/pdf', data: PDF } }, 'API_VALIDATION_ERROR'],
  ['no file', { doc_type: 'NIB' }, 'API_VALIDATION_ERROR'],
  ['an empty file', { doc_type: 'NIB', file_content: { filename: 'x.pdf', type: 'application/pdf', data: Buffer.alloc(0) } }, 'API_VALIDATION_ERROR'],
] as const)('%s is refused with %s and changes nothing', async (_name, fields, code) => {
  const before = snapshot(gateway.dbPath);
  const answer = await upload(fields);
  expect(answer.status).toBeGreaterThanOrEqual(400);
  expect(answer.status).toBeLessThan(500);
  expect(answer.json<{ error_code: string }>().error_code).toBe(code);
  expect(snapshot(gateway.dbPath)).toBe(before);
});

// Issue 43 §6: names come in UTF-8 (a browser's form encoding); hidden characters are stripped, not refused.
test.each([
  ['café.pdf', 'café.pdf'],
  ['cafe\u0301.pdf (decomposed, as a Mac names it)', 'café.pdf'],
  ['領収書 2026.pdf', '領収書 2026.pdf'],
  ['in\u0000voice\u0007.pdf', 'invoice.pdf'],
  ['receipt\u202Egnp.pdf', 'receiptgnp.pdf'],
  ['zero\u200Bwidth\u200F\u2060joiner\uFEFF.pdf', 'zerowidthjoiner.pdf'],
  ['c1\u0085con\u009Btrol.pdf', 'c1control.pdf'],
  ['line\u2028break\u2029.pdf', 'linebreak.pdf'],
  ['\u202E\u200B', 'document'],
])('the file name %j is stored as %j', async (filename, stored) => {
  const name = filename.replace(/ \(.*\)$/, '');
  const answer = await upload({ doc_type: 'NIB', file_content: { filename: name, type: 'application/pdf', data: PDF } });
  expect(answer.json<UploadedBusinessFile>().file_name).toBe(stored);
  const detail = (await gateway.request({ url: ACTIVATION_API.companyDetail, headers })).json<ActivationCompanyDetail>();
  expect(detail.common_company_detail_documents.filter((d) => d.master_document.doc_type === 'NIB').map((d) => d.file_name)).toEqual([stored]);
});

test('a file name from an old client that wrote latin1 (not valid UTF-8) is read as latin1', async () => {
  const { payload, headers: formHeaders } = form({ doc_type: 'NIB', file_content: { filename: 'LATIN1', type: 'application/pdf', data: PDF } });
  const latin1 = Buffer.from('caf\u00e9.pdf', 'latin1');
  const at = payload.indexOf('LATIN1');
  const body = Buffer.concat([payload.subarray(0, at), latin1, payload.subarray(at + 'LATIN1'.length)]);
  const answer = await gateway.request({ method: 'POST', url: UPLOAD_BUSINESS_FILE_PATH, payload: body, headers: formHeaders });
  expect(answer.json<UploadedBusinessFile>().file_name).toBe('café.pdf');
});

test('a multipart body without a boundary, or broken, is API_VALIDATION_ERROR', async () => {
  for (const contentType of ['multipart/form-data', 'multipart/form-data; boundary=zzz']) {
    const answer = await gateway.request({ method: 'POST', url: UPLOAD_BUSINESS_FILE_PATH, payload: 'garbage', headers: { ...headers, 'content-type': contentType } });
    expect([answer.status, answer.json<{ error_code: string }>().error_code]).toEqual([400, 'API_VALIDATION_ERROR']);
  }
});

test('a proof of business file may stand in for the website, but only the business own', async () => {
  const proof = (await upload({ doc_type: 'PROOF_OF_BUSINESS', file_content: { filename: 'shop.jpg', type: 'image/jpeg', data: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2]) } })).json<UploadedBusinessFile>();
  expect((await gateway.request({ method: 'PATCH', url: ACTIVATION_API.companyDetail, headers, payload: { proof_of_business_file_id: proof.id } })).status).toBe(200);
  const refused = await gateway.request({ method: 'PATCH', url: ACTIVATION_API.companyDetail, headers, payload: { proof_of_business_file_id: 'file_not_mine' } });
  expect(refused.json<{ error_code: string }>().error_code).toBe('API_VALIDATION_ERROR');
});
