/** @jest-environment node */
import { GETTING_PAID_API, type InvoiceDetail } from 'shared-contracts/areas/getting-paid/getting-paid';
import { createTestGateway, execute, signedIn, snapshot, type TestGateway } from '../testing/test-gateway';
import { DAY, MONTHLY, OWNER, plan, PLANS, TODAY } from '../testing/recurring-plans';
import type { RecurringPlanDetail, RecurringPlansAnswer } from 'shared-contracts/areas/getting-paid/recurring';

let gateway: TestGateway;
const as = signedIn(() => gateway);
const paymentLinkMode = (businessId: string, on: boolean) =>
  execute(gateway.dbPath, `UPDATE feature_flags SET enabled = ? WHERE business_id = ? AND flag = 'payment_links'`, on ? 1 : 0, businessId);

beforeEach(async () => {
  gateway = await createTestGateway();
  paymentLinkMode('biz_tokoku', false);
  paymentLinkMode('biz_manila', false);
});
afterEach(() => gateway.close());

const call = async (method: 'GET' | 'POST', url: string, payload?: unknown, email = OWNER) =>
  gateway.request({ method, url, ...(payload === undefined ? {} : { payload }), headers: await as(email) });
const create = async (body: object = MONTHLY, email = OWNER) => {
  const answer = await call('POST', PLANS, body, email);
  expect(answer.status).toBe(201);
  return answer.json<RecurringPlanDetail>();
};
const read = async (id: string) => (await call('GET', plan(id))).json<RecurringPlanDetail>();
/** Days pass: the sandbox issues the cycles whose day came at the next read (sessions are signed in again). */
const daysPass = (days: number) => {
  gateway.clock.advance(days * DAY);
  as.forget(OWNER);
};

test('a plan starting today issues its first cycle at once, an invoice on the invoices’ path, and tells its next charge date', async () => {
  const made = await create();
  expect(made).toMatchObject({ status: 'ACTIVE', cycles_issued: 1, next_charge_date: '2026-07-15', customer: { name: 'Sari', email: 'sari@example.test' } });
  expect(made.cycles).toHaveLength(1);
  const [cycle] = made.cycles;
  expect(cycle).toMatchObject({ cycle: 1, scheduled_date: TODAY, invoice: { status: 'PENDING', amount: 250_000 } });
  expect(cycle!.invoice.short_invoice_url).toMatch(/\/api\/pay\/[0-9a-z]{10}$/);
  const invoice = (await call('GET', GETTING_PAID_API.invoice(cycle!.invoice.id))).json<InvoiceDetail>();
  expect(invoice).toMatchObject({ description: 'Batik club', amount: 250_000, payer_email: 'sari@example.test', should_send_email: true, status: 'PENDING' });
  expect((await call('GET', PLANS)).json<RecurringPlansAnswer>().docs[0]).toMatchObject({ id: made.id, next_charge_date: '2026-07-15' });
});

test('each cycle is issued when its day comes; a plan of three invoices completes after its third', async () => {
  const made = await create({ ...MONTHLY, interval: 'DAILY', total_cycles: 3 });
  daysPass(1);
  expect(await read(made.id)).toMatchObject({ status: 'ACTIVE', cycles_issued: 2, next_charge_date: '2026-06-17' });
  daysPass(5);
  const done = await read(made.id);
  expect(done).toMatchObject({ status: 'COMPLETED', cycles_issued: 3, next_charge_date: null, completed_at: expect.any(String) });
  expect(done.cycles.map((cycle) => [cycle.cycle, cycle.scheduled_date])).toEqual([[3, '2026-06-17'], [2, '2026-06-16'], [1, TODAY]]);
  // Issued as of their day: the first two are past the 24-hour invoice_ttl now.
  expect(done.cycles.map((cycle) => cycle.invoice.status)).toEqual(['EXPIRED', 'EXPIRED', 'EXPIRED']);
  const refused = await call('POST', plan(made.id, 'issue-next'));
  expect(refused.status).toBe(409);
});

test('pause issues nothing, resume skips what was missed, stop is final; a refusal changes nothing', async () => {
  const made = await create({ ...MONTHLY, interval: 'DAILY' });
  expect((await call('POST', plan(made.id, 'pause'))).json<RecurringPlanDetail>()).toMatchObject({ status: 'PAUSED', paused_at: expect.any(String), next_charge_date: null });
  daysPass(3);
  expect(await read(made.id)).toMatchObject({ status: 'PAUSED', cycles_issued: 1 });
  const resumed = (await call('POST', plan(made.id, 'resume'))).json<RecurringPlanDetail>();
  // Today's cycle only, not the three days missed.
  expect(resumed).toMatchObject({ status: 'ACTIVE', cycles_issued: 2, next_charge_date: '2026-06-19' });
  expect(resumed.cycles[0]).toMatchObject({ cycle: 2, scheduled_date: '2026-06-18' });
  expect((await call('POST', plan(made.id, 'stop'))).json<RecurringPlanDetail>()).toMatchObject({ status: 'STOPPED', next_charge_date: null });
  const before = snapshot(gateway.dbPath);
  for (const action of ['pause', 'resume', 'stop', 'issue-next']) {
    const answer = await call('POST', plan(made.id, action));
    expect([answer.status, answer.json<{ error_code: string }>().error_code]).toEqual([409, 'API_VALIDATION_ERROR']);
  }
  expect(snapshot(gateway.dbPath)).toBe(before);
  // Its last invoice stays payable; no cycle comes any more.
  const stopped = await read(made.id);
  expect(stopped.cycles[0]!.invoice.status).toBe('PENDING');
  daysPass(2);
  expect(await read(made.id)).toMatchObject({ status: 'STOPPED', cycles_issued: 2 });
});

test('the sandbox’s issue-next brings the next cycle forward to now; the schedule after it stays', async () => {
  const made = await create({ ...MONTHLY, interval: 'WEEKLY', start_date: '2026-06-25' });
  expect(made).toMatchObject({ cycles_issued: 0, next_charge_date: '2026-06-25', cycles: [] });
  const issued = (await call('POST', plan(made.id, 'issue-next'))).json<RecurringPlanDetail>();
  expect(issued).toMatchObject({ cycles_issued: 1, next_charge_date: '2026-07-02' });
  expect(issued.cycles[0]).toMatchObject({ cycle: 1, scheduled_date: '2026-06-25', invoice: { status: 'PENDING' } });
  // Parallel pushes issue one cycle each, never one twice.
  const answers = await Promise.all([1, 2, 3].map(() => call('POST', plan(made.id, 'issue-next'))));
  expect(answers.every((answer) => answer.status === 200)).toBe(true);
  const after = await read(made.id);
  expect(after.cycles.map((cycle) => cycle.cycle)).toEqual([4, 3, 2, 1]);
  expect(new Set(after.cycles.map((cycle) => cycle.invoice.id)).size).toBe(4);
});

test('bad input answers API_VALIDATION_ERROR naming the field, never a 500, and writes nothing', async () => {
  await as(OWNER);
  const before = snapshot(gateway.dbPath);
  const cases: [object, string][] = [
    [{ ...MONTHLY, name: '' }, 'name'],
    [{ ...MONTHLY, name: 'x'.repeat(101) }, 'name'],
    [{ ...MONTHLY, currency: 'PHP' }, 'currency'],
    [{ ...MONTHLY, amount: 999 }, 'amount'],
    [{ ...MONTHLY, amount: 1.5 }, 'amount'],
    [{ ...MONTHLY, interval: 'YEARLY' }, 'interval'],
    [{ ...MONTHLY, start_date: '2026-06-14' }, 'start_date'],
    [{ ...MONTHLY, start_date: '2027-06-16' }, 'start_date'],
    [{ ...MONTHLY, start_date: '2026-02-30' }, 'start_date'],
    [{ ...MONTHLY, end_date: '2026-06-01' }, 'end_date'],
    [{ ...MONTHLY, end_date: '2026-12-31', total_cycles: 3 }, 'end_date'],
    [{ ...MONTHLY, total_cycles: 0 }, 'total_cycles'],
    [{ ...MONTHLY, customer_email: 'sari' }, 'customer_email'],
    [{ ...MONTHLY, customer_name: undefined }, 'customer_name'],
    [{ ...MONTHLY, surprise: true }, 'surprise'],
  ];
  for (const [body, field] of cases) {
    const answer = await call('POST', PLANS, body);
    expect(answer.status).toBe(400);
    const error = answer.json<{ error_code: string; errors: { field: string }[] }>();
    expect(error.error_code).toBe('API_VALIDATION_ERROR');
    expect(error.errors.map((each) => each.field).join(' ')).toContain(field);
  }
  for (const query of ['status=OPEN', 'after=bm9wZQ', 'limit=5', 'limit=101', 'sort=name']) expect((await call('GET', `${PLANS}?${query}`)).status).toBe(400);
  expect((await call('GET', plan('rcp_nothing'))).status).toBe(404);
  expect((await call('POST', plan('rcp_nothing', 'pause'))).status).toBe(404);
  expect(snapshot(gateway.dbPath)).toBe(before);
});

test('permissions like invoices: viewers read only, changers change; the country and mode decide the place', async () => {
  const made = await create();
  for (const email of ['viewer@tokoku.test', 'dev@tokoku.test', 'admin@remit.test', 'admin@manila.test']) await as(email);
  const before = snapshot(gateway.dbPath);
  expect((await call('GET', PLANS, undefined, 'viewer@tokoku.test')).status).toBe(200);
  expect((await call('GET', plan(made.id), undefined, 'viewer@tokoku.test')).status).toBe(200);
  expect((await call('POST', PLANS, MONTHLY, 'viewer@tokoku.test')).status).toBe(403);
  for (const action of ['pause', 'stop', 'issue-next']) expect((await call('POST', plan(made.id, action), undefined, 'viewer@tokoku.test')).status).toBe(403);
  expect((await call('GET', PLANS, undefined, 'dev@tokoku.test')).status).toBe(403);
  expect((await call('GET', PLANS, undefined, 'admin@remit.test')).status).toBe(403);
  // The Philippines has no /recurring (invoice mode) …
  const manila = { ...MONTHLY, currency: 'PHP', amount: 50_000 };
  expect((await call('POST', PLANS, manila, 'admin@manila.test')).json<{ error_code: string }>().error_code).toBe('AUTHORIZATION_ERROR');
  // … and invoice creation switched off stops new plans (each cycle is a new invoice).
  execute(gateway.dbPath, "UPDATE home_settings SET should_disable_invoice_creation = 1 WHERE business_id = 'biz_tokoku'");
  expect((await call('POST', PLANS, MONTHLY)).status).toBe(403);
  execute(gateway.dbPath, "UPDATE home_settings SET should_disable_invoice_creation = 0 WHERE business_id = 'biz_tokoku'");
  expect(snapshot(gateway.dbPath)).toBe(before);
  // … but it has /payment-recurring with its payment links; so has Toko Ku in payment-link mode.
  paymentLinkMode('biz_manila', true);
  expect((await create(manila, 'admin@manila.test')).currency).toBe('PHP');
  paymentLinkMode('biz_tokoku', true);
  expect((await call('POST', PLANS, MONTHLY, 'ops@tokoku.test')).status).toBe(201);
  expect((await call('POST', plan(made.id, 'pause'), undefined, 'ops@tokoku.test')).status).toBe(200);
});

test('plans are per business and environment; the list pages by cursor and filters by status', async () => {
  const made = await create({ ...MONTHLY, environment: 'DEVELOPMENT' });
  expect((await call('GET', `${PLANS}?environment=DEVELOPMENT`)).json<RecurringPlansAnswer>().docs.map((doc) => doc.id)).toEqual([made.id]);
  expect((await call('GET', `${PLANS}?environment=PRODUCTION`)).json<RecurringPlansAnswer>().docs.map((doc) => doc.id)).not.toContain(made.id);
  expect((await call('GET', `${plan(made.id)}?environment=PRODUCTION`)).status).toBe(404);
  // Another business's plan is not found (Manila reads plans: it has /payment-recurring).
  expect((await call('GET', plan(made.id), undefined, 'admin@manila.test')).status).toBe(404);
  for (let index = 0; index < 12; index += 1) await create({ ...MONTHLY, name: `Plan ${index}`, start_date: '2026-07-01' });
  const first = (await call('GET', `${PLANS}?limit=10`)).json<RecurringPlansAnswer>();
  expect(first).toMatchObject({ has_next: true, next_cursor: expect.any(String) });
  const second = (await call('GET', `${PLANS}?limit=10&after=${first.next_cursor}`)).json<RecurringPlansAnswer>();
  const ids = [...first.docs, ...second.docs].map((doc) => doc.id);
  expect(new Set(ids).size).toBe(ids.length);
  expect(ids.length).toBeGreaterThanOrEqual(12);
  const paused = (await call('GET', `${PLANS}?status=PAUSED`)).json<RecurringPlansAnswer>();
  expect(paused.docs.every((doc) => doc.status === 'PAUSED')).toBe(true);
});

test('at most 100 live plans per business and environment, held by parallel creations; a stopped plan frees its place', async () => {
  execute(gateway.dbPath, 'DELETE FROM recurring_cycles');
  execute(gateway.dbPath, "DELETE FROM recurring_plans WHERE business_id = 'biz_tokoku'");
  const later = { ...MONTHLY, start_date: '2026-07-01' };
  for (let index = 0; index < 99; index += 1) await create({ ...later, name: `Plan ${index}` });
  const answers = await Promise.all([1, 2, 3].map((index) => call('POST', PLANS, { ...later, name: `Race ${index}` })));
  expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409, 409]);
  expect(answers.find((answer) => answer.status === 409)!.json<{ error_code: string }>().error_code).toBe('API_VALIDATION_ERROR');
  const all = (await call('GET', `${PLANS}?status=ACTIVE,PAUSED&limit=100`)).json<RecurringPlansAnswer>();
  expect(all).toMatchObject({ has_next: false });
  expect(all.docs).toHaveLength(100);
  await call('POST', plan(all.docs[0]!.id, 'stop'));
  expect((await call('POST', PLANS, later)).status).toBe(201);
});
