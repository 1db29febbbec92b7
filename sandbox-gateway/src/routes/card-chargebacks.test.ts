/** @jest-environment node */
import { CHARGEBACKS_API, CHARGEBACK_STATUSES, type Chargeback, type ChargebackDocument, type ChargebacksAnswer } from 'shared-contracts/areas/cards/card-chargebacks';
import { DOCUMENT_MAX_BYTES } from 'shared-contracts/rules';
import { TOKO_KU_CHARGEBACKS } from '../seed/card-chargebacks';
import { createTestGateway, signedIn, type TestGateway } from '../testing/test-gateway';

let gateway: TestGateway;
const as = signedIn(() => gateway);

beforeEach(async () => {
  gateway = await createTestGateway();
});
afterEach(() => gateway.close());

const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(2000, 0x20)]);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(500)]);

function form(file: { filename: string; type: string; data: Buffer }, headers: Record<string, string>) {
  const boundary = 'chargeback-boundary-18';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file_content"; filename="${file.filename}"\r\nContent-Type: ${file.type}\r\n\r\n`),
    file.data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const get = async <T>(url: string, email = 'owner@tokoku.test') => gateway.request({ url, headers: await as(email) }).then((answer) => ({ status: answer.status, body: answer.json<T>() }));
const upload = async (id: string, file: { filename: string; type: string; data: Buffer }, email = 'owner@tokoku.test') =>
  gateway.request({ method: 'POST', url: CHARGEBACKS_API.evidence(id), ...form(file, await as(email)) });
const respond = async (id: string, payload: unknown, email = 'owner@tokoku.test') =>
  gateway.request({ method: 'POST', url: CHARGEBACKS_API.response(id), payload, headers: await as(email) });

describe('the chargebacks list', () => {
  test('Toko Ku has every label, newest first, 10 a page, each linked to a payment', async () => {
    const { body } = await get<ChargebacksAnswer>(CHARGEBACKS_API.chargebacks);
    expect(body).toMatchObject({ total_count: TOKO_KU_CHARGEBACKS, page: 1, limit: 10 });
    expect(body.data).toHaveLength(10);
    expect(body.data[0]).toMatchObject({ id: 'cb_tokoku_01', status: 'OPEN' });
    expect(body.data.map((row) => row.created)).toEqual([...body.data.map((row) => row.created)].sort().reverse());
    expect(body.data[0]!.external_id).toMatch(/^order-/);
    for (const status of CHARGEBACK_STATUSES) {
      const filtered = (await get<ChargebacksAnswer>(`${CHARGEBACKS_API.chargebacks}?status=${status}`)).body;
      expect(filtered.total_count).toBe(3);
      expect(filtered.data.every((row) => row.status === status)).toBe(true);
    }
  });

  test.each([['?status=CLOSED'], ['?page=0'], ['?limit=1000'], ['?sort=x']])('%s is API_VALIDATION_ERROR', async (query) => {
    const answer = await get<{ error_code: string }>(`${CHARGEBACKS_API.chargebacks}${query}`);
    expect(answer.status).toBe(400);
    expect(answer.body.error_code).toBe('API_VALIDATION_ERROR');
  });

  test('another business does not see Toko Ku\'s chargebacks', async () => {
    const answer = await get<{ error_code: string }>(CHARGEBACKS_API.chargeback('cb_tokoku_01'), 'admin@manila.test');
    expect(answer.status).toBe(404);
    expect((await get<ChargebacksAnswer>(CHARGEBACKS_API.chargebacks, 'admin@manila.test')).body.data.every((row) => row.id.startsWith('cb_manila_'))).toBe(true);
  });
});

describe('answering an OPEN chargeback', () => {
  test('evidence (pdf, jpeg) then the response: SUBMITTED, with its documents and response', async () => {
    const pdf = await upload('cb_tokoku_01', { filename: 'receipt.pdf', type: 'application/pdf', data: PDF });
    expect(pdf.status).toBe(201);
    const jpeg = (await upload('cb_tokoku_01', { filename: 'delivery.jpg', type: 'image/jpeg', data: JPEG })).json<ChargebackDocument>();
    expect(jpeg).toMatchObject({ file_name: 'delivery.jpg', content_type: 'image/jpeg', size: JPEG.length });
    const ids = [pdf.json<ChargebackDocument>().id, jpeg.id];
    const answer = await respond('cb_tokoku_01', { text: '  Delivered; proof attached.  ', document_ids: ids });
    expect(answer.status).toBe(200);
    const chargeback = answer.json<Chargeback>();
    expect(chargeback).toMatchObject({ status: 'SUBMITTED', response: { text: 'Delivered; proof attached.', submitted_by: 'owner@tokoku.test' } });
    expect(chargeback.documents.map((document) => document.id)).toEqual(ids);
    // Once submitted, it is not open any more.
    expect((await respond('cb_tokoku_01', { text: 'again', document_ids: ids })).json<{ errors: { field: string }[] }>().errors[0]!.field).toBe('status');
    expect((await upload('cb_tokoku_01', { filename: 'more.pdf', type: 'application/pdf', data: PDF })).status).toBe(400);
  });

  test('file names are read as UTF-8; controls, bidi overrides and zero-width characters are stripped (issue 43 §6)', async () => {
    const names = [
      ['café.pdf', 'café.pdf'],
      ['receipt\u202Egnp.pdf', 'receiptgnp.pdf'],
      ['nul\u0000zero\u200Bwidth\uFEFF.pdf', 'nulzerowidth.pdf'],
    ];
    for (const [filename, stored] of names) {
      const answer = await upload('cb_tokoku_01', { filename: filename!, type: 'application/pdf', data: PDF });
      expect([filename, answer.json<ChargebackDocument>().file_name]).toEqual([filename, stored]);
    }
    const listed = await get<Chargeback>(CHARGEBACKS_API.chargeback('cb_tokoku_01'));
    expect(listed.body.documents.map((document) => document.file_name)).toEqual(names.map(([, stored]) => stored));
  });

  test('a file is judged by its bytes and its size, not its name or type', async () => {
    const gif = await upload('cb_tokoku_01', { filename: 'evidence.pdf', type: 'application/pdf', data: Buffer.from('GIF89a----------') });
    expect(gif.json<{ error_code: string }>().error_code).toBe('UNSUPPORTED_IMAGE_FILE_TYPE_ERROR');
    const big = await upload('cb_tokoku_01', { filename: 'big.pdf', type: 'application/pdf', data: Buffer.concat([PDF, Buffer.alloc(DOCUMENT_MAX_BYTES)]) });
    expect(big.status).toBe(400);
    expect(['IMAGE_FILE_SIZE_LIMIT_ERROR', 'API_VALIDATION_ERROR']).toContain(big.json<{ error_code: string }>().error_code);
    const exactly = await upload('cb_tokoku_01', { filename: 'max.pdf', type: 'application/pdf', data: Buffer.concat([PDF, Buffer.alloc(DOCUMENT_MAX_BYTES - PDF.length)]) });
    expect(exactly.status).toBe(201);
  });

  test('at most five documents; a response needs text and at least one of its own documents', async () => {
    const ids: string[] = [];
    for (let n = 0; n < 5; n += 1) ids.push((await upload('cb_tokoku_01', { filename: `p${n}.pdf`, type: 'application/pdf', data: PDF })).json<ChargebackDocument>().id);
    expect((await upload('cb_tokoku_01', { filename: 'p6.pdf', type: 'application/pdf', data: PDF })).status).toBe(400);
    for (const [payload, field] of [
      [{ text: '', document_ids: ids }, 'text'],
      [{ text: '   ', document_ids: ids }, 'text'],
      [{ text: 'x'.repeat(2001), document_ids: ids }, 'text'],
      [{ text: 'ok', document_ids: [] }, 'document_ids'],
      [{ text: 'ok', document_ids: ['cbd_someone_elses'] }, 'document_ids[0]'],
    ] as const) {
      const answer = await respond('cb_tokoku_01', payload);
      expect(answer.status).toBe(400);
      expect(answer.json<{ errors: { field: string }[] }>().errors.map((error) => error.field)).toContain(field);
    }
    const removed = await gateway.request({ method: 'DELETE', url: CHARGEBACKS_API.evidenceDocument('cb_tokoku_01', ids[0]!), headers: await as('owner@tokoku.test') });
    expect(removed.json<Chargeback>().documents).toHaveLength(4);
    expect((await get<Chargeback>(CHARGEBACKS_API.chargeback('cb_tokoku_01'))).body.status).toBe('OPEN');
  });

  test('a viewer reads but cannot upload or answer', async () => {
    expect((await get<Chargeback>(CHARGEBACKS_API.chargeback('cb_tokoku_01'), 'viewer@tokoku.test')).status).toBe(200);
    expect((await upload('cb_tokoku_01', { filename: 'a.pdf', type: 'application/pdf', data: PDF }, 'viewer@tokoku.test')).status).toBe(403);
    expect((await respond('cb_tokoku_01', { text: 'x', document_ids: ['cbd_x'] }, 'viewer@tokoku.test')).status).toBe(403);
  });
});
