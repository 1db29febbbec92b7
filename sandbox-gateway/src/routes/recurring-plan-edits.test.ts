/** @jest-environment node */
import { GETTING_PAID_API, type InvoiceDetail } from 'shared-contracts/areas/getting-paid/getting-paid';
import type { RecurringPlanChanges, RecurringPlanDetail } from 'shared-contracts/areas/getting-paid/recurring';
import { createTestGateway, execute, signedIn, snapshot, type TestGateway } from '../testing/test-gateway';
import { MONTHLY, OWNER, plan, PLANS, TODAY } from '../testing/recurring-plans';

// Editing a live plan's terms for its future cycles (decision 0088).
let gateway: TestGateway;
const as = signedIn(() => gateway);

beforeEach(async () => {
  gateway = await createTestGateway();
  execute(gateway.dbPath, "UPDATE feature_flags SET enabled = 0 WHERE business_id = 'biz_tokoku' AND flag = 'payment_links'");
});
afterEach(() => gateway.close());

const call = async (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: unknown, email = OWNER) =>
  gateway.request({ method, url, ...(payload === undefined ? {} : { payload }), headers: await as(email) });
const create = async (body: object = MONTHLY) => {
  const answer = await call('POST', PLANS, body);
  expect(answer.status).toBe(201);
  return answer.json<RecurringPlanDetail>();
};
const edit = (id: string, changes: RecurringPlanChanges | object, email = OWNER) => call('PATCH', plan(id), changes, email);
const read = async (id: string) => (await call('GET', plan(id))).json<RecurringPlanDetail>();
const invoice = async (id: string) => (await call('GET', GETTING_PAID_API.invoice(id))).json<InvoiceDetail>();
const fieldsOf = (answer: { json: <T>() => T }) => answer.json<{ error_code: string; errors: { field: string }[] }>();

test('an edit changes the future cycles only: the invoices already issued keep their amount, name and customer', async () => {
  const made = await create();
  const answer = await edit(made.id, { amount: 300_000, name: '  Batik club plus ', description: 'Two pieces', customer_name: 'Sari W.', customer_email: 'sari.w@example.test' });
  expect(answer.status).toBe(200);
  expect(answer.json<RecurringPlanDetail>()).toMatchObject({
    status: 'ACTIVE', amount: 300_000, name: 'Batik club plus', description: 'Two pieces', customer: { name: 'Sari W.', email: 'sari.w@example.test' },
    interval: 'MONTHLY', currency: 'IDR', start_date: TODAY, next_charge_date: '2026-07-15', cycles_issued: 1,
  });
  const issued = (await call('POST', plan(made.id, 'issue-next'))).json<RecurringPlanDetail>();
  expect(issued.cycles.map((cycle) => [cycle.cycle, cycle.invoice.amount])).toEqual([[2, 300_000], [1, 250_000]]);
  expect(await invoice(issued.cycles[0]!.invoice.id)).toMatchObject({ amount: 300_000, description: 'Batik club plus', payer_email: 'sari.w@example.test' });
  expect(await invoice(issued.cycles[1]!.invoice.id)).toMatchObject({ amount: 250_000, description: 'Batik club', payer_email: 'sari@example.test' });
});

test('the end is replaced as a whole: a count from the cycles issued (equal completes), an end date from the next cycle’s day', async () => {
  const made = await create({ ...MONTHLY, end_date: '2026-12-31' });
  await call('POST', plan(made.id, 'issue-next'));
  // Two cycles issued, the next on 2026-08-15.
  const below = await edit(made.id, { total_cycles: 1 });
  expect([below.status, fieldsOf(below).errors.map((error) => error.field)]).toEqual([400, ['total_cycles']]);
  const early = await edit(made.id, { end_date: '2026-08-14' });
  expect([early.status, fieldsOf(early).errors.map((error) => error.field)]).toEqual([400, ['end_date']]);
  expect((await edit(made.id, { end_date: '2026-08-15' })).json<RecurringPlanDetail>()).toMatchObject({ end_date: '2026-08-15', total_cycles: null, status: 'ACTIVE' });
  // Sending the count drops the end date; both null is "until stopped".
  expect((await edit(made.id, { total_cycles: 5 })).json<RecurringPlanDetail>()).toMatchObject({ end_date: null, total_cycles: 5 });
  expect((await edit(made.id, { total_cycles: null, end_date: null })).json<RecurringPlanDetail>()).toMatchObject({ end_date: null, total_cycles: null, status: 'ACTIVE' });
  const done = (await edit(made.id, { total_cycles: 2 })).json<RecurringPlanDetail>();
  expect(done).toMatchObject({ status: 'COMPLETED', total_cycles: 2, cycles_issued: 2, next_charge_date: null, completed_at: expect.any(String) });
});

test('a paused plan is edited too (its end from today); a stopped or completed one answers 409 naming id and changes nothing', async () => {
  const made = await create({ ...MONTHLY, interval: 'DAILY' });
  await call('POST', plan(made.id, 'pause'));
  expect((await edit(made.id, { end_date: '2026-06-14' })).status).toBe(400);
  expect((await edit(made.id, { amount: 260_000, end_date: TODAY })).json<RecurringPlanDetail>()).toMatchObject({ status: 'PAUSED', amount: 260_000, end_date: TODAY });
  const other = await create({ ...MONTHLY, total_cycles: 1 });
  expect(other.status).toBe('COMPLETED');
  await call('POST', plan(made.id, 'stop'));
  const before = snapshot(gateway.dbPath);
  for (const id of [made.id, other.id]) {
    const answer = await edit(id, { amount: 270_000 });
    expect([answer.status, fieldsOf(answer).error_code, fieldsOf(answer).errors[0]!.field]).toEqual([409, 'API_VALIDATION_ERROR', 'id']);
  }
  expect(snapshot(gateway.dbPath)).toBe(before);
});

test('bad input answers API_VALIDATION_ERROR naming the field, never a 500, and writes nothing', async () => {
  const made = await create({ ...MONTHLY, start_date: '2026-07-01' });
  const before = snapshot(gateway.dbPath);
  const cases: [object, string][] = [
    [{}, 'body'],
    [{ environment: 'PRODUCTION' }, 'body'],
    [{ interval: 'WEEKLY' }, 'interval'],
    [{ currency: 'USD' }, 'currency'],
    [{ start_date: '2026-07-02' }, 'start_date'],
    [{ surprise: true }, 'surprise'],
    [{ name: '' }, 'name'],
    [{ name: 'x'.repeat(101) }, 'name'],
    [{ name: 'Bad\u202Ename' }, 'name'],
    [{ description: 'x'.repeat(256) }, 'description'],
    [{ amount: 999 }, 'amount'],
    [{ amount: 1.5 }, 'amount'],
    [{ amount: '300000' }, 'amount'],
    [{ customer_name: ' ' }, 'customer_name'],
    [{ customer_email: 'sari' }, 'customer_email'],
    [{ customer_email: null }, 'customer_email'],
    [{ total_cycles: 0 }, 'total_cycles'],
    [{ total_cycles: 1001 }, 'total_cycles'],
    [{ end_date: '2026-02-30' }, 'end_date'],
    [{ end_date: '2026-06-30' }, 'end_date'],
    [{ end_date: '2031-07-02' }, 'end_date'],
    [{ end_date: '2026-12-31', total_cycles: 3 }, 'end_date'],
    [{ amount: 300_000, end_date: '2026-06-30' }, 'end_date'],
  ];
  for (const [body, field] of cases) {
    const answer = await edit(made.id, body);
    expect([JSON.stringify(body), answer.status]).toEqual([JSON.stringify(body), 400]);
    expect(fieldsOf(answer).error_code).toBe('API_VALIDATION_ERROR');
    expect(fieldsOf(answer).errors.map((each) => each.field).join(' ')).toContain(field);
  }
  expect((await call('PATCH', plan(made.id), [])).status).toBe(400);
  expect((await edit('rcp_nothing', { amount: 300_000 })).status).toBe(404);
  expect((await call('PATCH', `${plan(made.id)}?environment=DEVELOPMENT`, { amount: 300_000 })).status).toBe(404);
  expect(snapshot(gateway.dbPath)).toBe(before);
});

test('permissions like a new plan: a viewer reads only; invoice creation switched off stops edits too', async () => {
  const made = await create();
  await as('viewer@tokoku.test');
  const before = snapshot(gateway.dbPath);
  expect((await edit(made.id, { amount: 300_000 }, 'viewer@tokoku.test')).status).toBe(403);
  execute(gateway.dbPath, "UPDATE home_settings SET should_disable_invoice_creation = 1 WHERE business_id = 'biz_tokoku'");
  expect((await edit(made.id, { amount: 300_000 })).status).toBe(403);
  execute(gateway.dbPath, "UPDATE home_settings SET should_disable_invoice_creation = 0 WHERE business_id = 'biz_tokoku'");
  expect(snapshot(gateway.dbPath)).toBe(before);
  expect((await edit(made.id, { amount: 300_000 }, 'ops@tokoku.test')).status).toBe(200);
});

test('a parallel burst of edits and cycles loses nothing: each field keeps its edit, no cycle passes the count', async () => {
  const made = await create({ ...MONTHLY, interval: 'DAILY' });
  const edits: RecurringPlanChanges[] = [{ name: 'Renamed' }, { description: 'New words' }, { customer_name: 'Budi' }, { customer_email: 'budi@example.test' }, { amount: 275_000 }];
  const answers = await Promise.all([
    ...edits.map((changes) => edit(made.id, changes)),
    ...[1, 2, 3].map(() => call('POST', plan(made.id, 'issue-next'))),
    edit(made.id, { total_cycles: 5 }),
  ]);
  expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200));
  const after = await read(made.id);
  expect(after).toMatchObject({
    name: 'Renamed', description: 'New words', customer: { name: 'Budi', email: 'budi@example.test' }, amount: 275_000, total_cycles: 5, cycles_issued: 4, status: 'ACTIVE',
  });
  // The edited count holds: the fifth cycle is the last.
  const [last, beyond] = await Promise.all([call('POST', plan(made.id, 'issue-next')), call('POST', plan(made.id, 'issue-next'))]);
  expect([last.status, beyond.status].sort()).toEqual([200, 409]);
  const done = await read(made.id);
  expect(done).toMatchObject({ status: 'COMPLETED', cycles_issued: 5 });
  expect(done.cycles.map((cycle) => cycle.cycle)).toEqual([5, 4, 3, 2, 1]);
  expect(new Set(done.cycles.map((cycle) => cycle.invoice.id)).size).toBe(5);
});
