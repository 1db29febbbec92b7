/** @jest-environment node */
// The disbursements' dates (decision 0093): the list's range and the export (the list's filters over
// a range of the business's days, as CSV, newest first); refusals name the field and write nothing.
import { EXPORT_MAX_RANGE_DAYS } from 'shared-contracts/rules';
import { DISBURSEMENT_EXPORT_MAX, SENDING_MONEY_API, type DisbursementExportAnswer, type DisbursementsAnswer } from 'shared-contracts/areas/sending-money/sending-money';
import { createTestGateway, execute, signedIn, snapshot, type TestGateway } from '../testing/test-gateway';

let gateway: TestGateway;
const as = signedIn(() => gateway);

const COLUMNS = 'id,created,updated,status,failure_code,channel_code,channel_category,account_holder_name,account_number_last4,currency,amount,fee,description,batch_id';

/** One disbursement of Toko Ku's (live unless said), at an instant. */
function insert(id: string, created: string, fields: { status?: string; failure?: string; channel?: string; environment?: string; description?: string; amount?: number } = {}) {
  const channel = fields.channel ?? 'BCA';
  execute(
    gateway.dbPath,
    `INSERT INTO disbursements (id, business_id, environment, user_id, idempotency_key, request_hash, channel_code, channel_category, account_number,
      account_holder_name, currency, amount, fee, description, status, failure_code, created, updated)
     VALUES (?, 'biz_tokoku', ?, 'usr_owner_tokoku', ?, '', ?, ?, ?, 'Budi Santoso', 'IDR', ?, 4000, ?, ?, ?, ?, ?)`,
    id, fields.environment ?? 'PRODUCTION', `key-${id}`, channel, channel === 'OVO' ? 'EWALLET' : 'BANK', channel === 'OVO' ? '081234567890' : '1234567890',
    fields.amount ?? 50_000, fields.description ?? `Supplier ${id}`, fields.status ?? 'COMPLETED', fields.failure ?? null, created, created,
  );
}

beforeAll(async () => {
  gateway = await createTestGateway();
  // Around Jakarta's midnight (UTC+7) between 31 May and 1 June 2026, and a day later.
  insert('disb_may31_late', '2026-05-31T16:59:59.999Z');
  insert('disb_jun1_first', '2026-05-31T17:00:00.000Z', { description: '=HYPERLINK("http://evil.test")' });
  insert('disb_jun1_failed', '2026-06-01T03:00:00.000Z', { status: 'FAILED', failure: 'INVALID_DESTINATION', channel: 'OVO', amount: 25_000 });
  insert('disb_jun1_test', '2026-06-01T04:00:00.000Z', { environment: 'DEVELOPMENT' });
  insert('disb_jun2_last', '2026-06-02T16:59:59.999Z');
});
afterAll(() => gateway.close());

const exportOf = async (body: object, email = 'owner@tokoku.test') =>
  gateway.request({ method: 'POST', url: SENDING_MONEY_API.exports, payload: body, headers: await as(email) });
const linesOf = (answer: DisbursementExportAnswer) => answer.content.trimEnd().split('\n');
const idsOf = (answer: DisbursementExportAnswer) => linesOf(answer).slice(1).map((line) => line.split(',')[0]);

test("the range is the business's days, both included, newest first; test mode's rows stay out", async () => {
  const answer = await exportOf({ created_from: '2026-06-01', created_to: '2026-06-02' });
  expect(answer.status).toBe(200);
  const file = answer.json<DisbursementExportAnswer>();
  expect(file).toMatchObject({ row_count: 3, file_name: 'disbursements-2026-06-01-2026-06-02.csv', content_type: 'text/csv' });
  expect(linesOf(file)[0]).toBe(COLUMNS);
  expect(idsOf(file)).toEqual(['disb_jun2_last', 'disb_jun1_failed', 'disb_jun1_first']);
});

test(`exactly ${EXPORT_MAX_RANGE_DAYS} days is a range an export takes`, async () => {
  expect((await exportOf({ created_from: '2026-01-01', created_to: '2026-04-02' })).status).toBe(200);
});

test('a row: amounts in major units, the account by its last four digits, a formula kept as text', async () => {
  const file = (await exportOf({ created_from: '2026-06-01', created_to: '2026-06-01' })).json<DisbursementExportAnswer>();
  expect(linesOf(file)).toEqual([
    COLUMNS,
    'disb_jun1_failed,2026-06-01T03:00:00.000Z,2026-06-01T03:00:00.000Z,FAILED,INVALID_DESTINATION,OVO,EWALLET,Budi Santoso,7890,IDR,25000,4000,Supplier disb_jun1_failed,',
    `disb_jun1_first,2026-05-31T17:00:00.000Z,2026-05-31T17:00:00.000Z,COMPLETED,,BCA,BANK,Budi Santoso,7890,IDR,50000,4000,"'=HYPERLINK(""http://evil.test"")",`,
  ]);
});

test.each([
  [{ status: 'FAILED' }, ['disb_jun1_failed']],
  [{ channel_code: 'BCA' }, ['disb_jun2_last', 'disb_jun1_first', 'disb_may31_late']],
  [{ status: 'COMPLETED', channel_code: 'OVO' }, []],
])("the list's filters %j hold in the file", async (filters, ids) => {
  const file = (await exportOf({ created_from: '2026-05-31', created_to: '2026-06-02', ...filters })).json<DisbursementExportAnswer>();
  expect(idsOf(file)).toEqual(ids);
  expect(file.row_count).toBe(ids.length);
});

test('a viewer may export; a member who may not read disbursements, or a business without them, may not', async () => {
  expect((await exportOf({ created_from: '2026-06-01', created_to: '2026-06-01' }, 'viewer@tokoku.test')).status).toBe(200);
  expect((await exportOf({ created_from: '2026-06-01', created_to: '2026-06-01' }, 'dev@tokoku.test')).status).toBe(403);
  expect((await exportOf({ created_from: '2026-06-01', created_to: '2026-06-01' }, 'admin@manila.test')).status).toBe(403);
});

test.each([
  ['no range', {}, ['created_from', 'created_to']],
  ['a reversed range', { created_from: '2026-06-02', created_to: '2026-06-01' }, ['created_to']],
  [`more than ${EXPORT_MAX_RANGE_DAYS} days`, { created_from: '2026-01-01', created_to: '2026-04-03' }, ['created_to']],
  ['a day that does not exist', { created_from: '2026-02-30', created_to: '2026-03-01' }, ['created_from']],
  ['an unknown status', { created_from: '2026-06-01', created_to: '2026-06-01', status: 'LOST' }, ['status']],
  ['an unknown field', { created_from: '2026-06-01', created_to: '2026-06-01', emails: ['a@b.test'] }, ['emails']],
])('%s: 400 API_VALIDATION_ERROR naming the field, nothing written', async (_name, body, fields) => {
  const before = snapshot(gateway.dbPath);
  const answer = await exportOf(body);
  expect(answer.status).toBe(400);
  expect(answer.json<{ error_code: string }>().error_code).toBe('API_VALIDATION_ERROR');
  expect(answer.json<{ errors: { field: string }[] }>().errors.map((error) => error.field).sort()).toEqual(fields);
  expect(snapshot(gateway.dbPath)).toBe(before);
});

test(`a range holding more than ${DISBURSEMENT_EXPORT_MAX} disbursements is refused, naming how many: choose fewer days`, async () => {
  execute(gateway.dbPath, `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i <= ${DISBURSEMENT_EXPORT_MAX})
    INSERT INTO disbursements (id, business_id, environment, user_id, idempotency_key, request_hash, channel_code, channel_category, account_number,
      account_holder_name, currency, amount, fee, description, status, failure_code, created, updated)
    SELECT printf('disb_many_%06d', i), 'biz_tokoku', 'PRODUCTION', 'usr_owner_tokoku', printf('many-%06d', i), '', 'BCA', 'BANK', '1234567890', 'Budi Santoso',
      'IDR', 50000, 4000, 'Row ' || i, CASE i WHEN 1 THEN 'FAILED' ELSE 'COMPLETED' END, CASE i WHEN 1 THEN 'INVALID_DESTINATION' END, strftime('%Y-%m-%dT%H:%M:%fZ', '2026-03-10', '+' || i || ' seconds'),
      strftime('%Y-%m-%dT%H:%M:%fZ', '2026-03-10', '+' || i || ' seconds') FROM n`);
  const answer = await exportOf({ created_from: '2026-03-10', created_to: '2026-03-10' });
  expect(answer.status).toBe(400);
  expect(answer.json<{ errors: { field: string; message: string }[] }>().errors).toEqual([
    { field: 'created_from', message: `the range holds ${DISBURSEMENT_EXPORT_MAX + 1} disbursements, more than the ${DISBURSEMENT_EXPORT_MAX} an export holds: choose fewer days` },
  ]);
  // Exactly as many as an export holds: the day's completed ones.
  const file = (await exportOf({ created_from: '2026-03-10', created_to: '2026-03-10', status: 'COMPLETED' })).json<DisbursementExportAnswer>();
  expect(file.row_count).toBe(DISBURSEMENT_EXPORT_MAX);
  expect(linesOf(file)).toHaveLength(DISBURSEMENT_EXPORT_MAX + 1);
});

describe("the list's dates", () => {
  const listOf = async (query: Record<string, string>) =>
    gateway.request({ url: `${SENDING_MONEY_API.disbursements}?${new URLSearchParams({ limit: '100', ...query })}`, headers: await as('owner@tokoku.test') });
  const listed = async (query: Record<string, string>) => (await listOf(query)).json<DisbursementsAnswer>().docs.map((row) => row.id).filter((id) => !id.startsWith('disb_many_'));

  test.each([
    [{ created_from: '2026-06-01', created_to: '2026-06-01' }, ['disb_jun1_failed', 'disb_jun1_first']],
    [{ created_from: '2026-06-02' }, ['disb_jun2_last']],
    [{ created_to: '2026-05-31' }, ['disb_may31_late']],
    [{ created_from: '2026-05-31', created_to: '2026-06-02', status: 'FAILED' }, ['disb_jun1_failed']],
  ])("%j: the business's days, both included", async (query, ids) => {
    expect(await listed(query)).toEqual(ids);
  });

  test('browsing has no 92-day limit; a reversed range or a day that does not exist is refused, naming the field', async () => {
    expect((await listOf({ created_from: '2025-01-01', created_to: '2026-12-31' })).status).toBe(200);
    const reversed = await listOf({ created_from: '2026-06-02', created_to: '2026-06-01' });
    expect(reversed.status).toBe(400);
    expect(reversed.json<{ errors: { field: string }[] }>().errors.map((error) => error.field)).toEqual(['created_to']);
    expect((await listOf({ created_from: '2026-13-01' })).status).toBe(400);
  });
});

describe('the search', () => {
  const listed = async (query: Record<string, string>) =>
    (await gateway.request({ url: `${SENDING_MONEY_API.disbursements}?${new URLSearchParams({ limit: '100', created_from: '2026-05-31', created_to: '2026-06-30', ...query })}`, headers: await as('owner@tokoku.test') }))
      .json<DisbursementsAnswer>().docs.map((row) => row.id);

  beforeAll(() => {
    insert('disb_jun3_sari', '2026-06-03T03:00:00.000Z');
    execute(gateway.dbPath, "UPDATE disbursements SET account_holder_name = 'Sari 100% Makmur' WHERE id = 'disb_jun3_sari'");
  });

  test.each([
    ['budi', ['disb_jun2_last', 'disb_jun1_failed', 'disb_jun1_first', 'disb_may31_late']],
    ['  BUDI SANT ', ['disb_jun2_last', 'disb_jun1_failed', 'disb_jun1_first', 'disb_may31_late']],
    ['disb_jun1_failed', ['disb_jun1_failed']],
    ['santoso', []],
    ['sari 100%', ['disb_jun3_sari']],
    ['sari 1_0', []],
  ])('%j finds a disbursement by its id or the start of its recipient in any case (no wildcards)', async (search, ids) => {
    expect(await listed({ search })).toEqual(ids);
  });

  test('the export keeps the search; a search of spaces only or over 64 characters is refused', async () => {
    const file = (await exportOf({ created_from: '2026-06-01', created_to: '2026-06-30', search: 'sari' })).json<DisbursementExportAnswer>();
    expect(idsOf(file)).toEqual(['disb_jun3_sari']);
    for (const search of ['   ', 'x'.repeat(65)]) {
      const answer = await gateway.request({ url: `${SENDING_MONEY_API.disbursements}?${new URLSearchParams({ search })}`, headers: await as('owner@tokoku.test') });
      expect(answer.status).toBe(400);
    }
  });
});
