/** @jest-environment node */
import Database from 'better-sqlite3';
import { GETTING_PAID_API, type InvoiceDetail } from 'shared-contracts/areas/getting-paid/getting-paid';
import { INVOICE_REMINDER_SETTINGS_API, type InvoiceReminderSettingsAnswer } from 'shared-contracts/areas/getting-paid/invoice-reminder-settings';
import { addDays, businessTimeZone, dayIn } from '../store/business-calendar';
import { BAD_REMINDER_DAYS } from '../testing/reminder-cases';
import { createTestGateway, execute, signedIn, snapshot, type TestGateway } from '../testing/test-gateway';

// The business's default reminder schedule (decision 0091): read by the invoices' readers, changed by
// those who may create an invoice, applied to a new invoice that names no reminders of its own.

let gateway: TestGateway;
const as = signedIn(() => gateway);
beforeAll(async () => {
  gateway = await createTestGateway();
  execute(gateway.dbPath, "UPDATE feature_flags SET enabled = 0 WHERE business_id = 'biz_tokoku' AND flag = 'payment_links'");
});
afterAll(() => gateway.close());

const OWNER = 'owner@tokoku.test';
const SETTINGS_URL: string = INVOICE_REMINDER_SETTINGS_API.settings;
const call = async (method: 'GET' | 'PUT' | 'POST', url: string, payload?: unknown, email = OWNER) =>
  gateway.request({ method, url, ...(payload === undefined ? {} : { payload }), headers: await as(email) });
const save = (days: unknown, email = OWNER) => call('PUT', SETTINGS_URL, { reminder_days_before: days }, email);
const schedule = async (url = SETTINGS_URL) => (await call('GET', url)).json<InvoiceReminderSettingsAnswer>();
const today = () => dayIn(businessTimeZone('Indonesia'), gateway.clock());
const invoice = (over: object = {}) => ({
  currency: 'IDR', description: 'Batik order', items: [{ name: 'Batik shirt', quantity: 1, price: 150_000 }],
  payer_email: 'default@example.test', should_send_email: true, due_date: addDays(today(), 10), ...over,
});
const remindersOfNew = async (over: object = {}) => {
  const answer = await call('POST', GETTING_PAID_API.invoices, invoice(over));
  expect(answer.status).toBe(201);
  return (answer.json<InvoiceDetail>().reminders ?? []).map((reminder) => reminder.days_before);
};

test('none until saved; a save answers what is kept (latest first) and the environment keeps its own', async () => {
  expect(await schedule()).toEqual({ reminder_days_before: [], updated: null });
  const saved = await save([1, 7, 3]);
  expect(saved.status).toBe(200);
  expect(saved.json<InvoiceReminderSettingsAnswer>()).toEqual({ reminder_days_before: [7, 3, 1], updated: expect.any(String) });
  expect((await schedule()).reminder_days_before).toEqual([7, 3, 1]);
  expect((await call('GET', SETTINGS_URL, undefined, 'viewer@tokoku.test')).json<InvoiceReminderSettingsAnswer>().reminder_days_before).toEqual([7, 3, 1]);
  expect(await schedule(`${SETTINGS_URL}?environment=DEVELOPMENT`)).toEqual({ reminder_days_before: [], updated: null });
  expect((await save([])).json<InvoiceReminderSettingsAnswer>().reminder_days_before).toEqual([]);
});

test('bad schedules answer API_VALIDATION_ERROR naming the field, never a 500, and change nothing', async () => {
  await save([5]);
  const before = snapshot(gateway.dbPath);
  const cases: [object, string][] = [
    ...BAD_REMINDER_DAYS.map(([days, field]) => [{ reminder_days_before: days }, field] as [object, string]),
    [{ reminder_days_before: null }, 'reminder_days_before'],
    [{}, 'reminder_days_before'],
    [{ reminder_days_before: [1], after_due: [2] }, 'after_due'],
  ];
  for (const [body, field] of cases) {
    const answer = await call('PUT', SETTINGS_URL, body);
    expect([answer.status, answer.json<{ error_code: string }>().error_code]).toEqual([400, 'API_VALIDATION_ERROR']);
    expect(answer.json<{ errors: { field: string }[] }>().errors.map((error) => error.field)).toContain(field);
  }
  expect((await call('PUT', SETTINGS_URL, 'not json')).status).toBe(415);
  expect(snapshot(gateway.dbPath)).toBe(before);
});

test('gates: the invoices’ readers read; those who may create an invoice change; others neither', async () => {
  for (const email of ['viewer@tokoku.test', 'dev@tokoku.test', 'finance@tokoku.test']) await as(email);
  await save([2]);
  const before = snapshot(gateway.dbPath);
  expect((await call('GET', SETTINGS_URL, undefined, 'viewer@tokoku.test')).status).toBe(200);
  expect((await save([1], 'viewer@tokoku.test')).json<{ error_code: string }>().error_code).toBe('AUTHORIZATION_ERROR');
  expect((await call('GET', SETTINGS_URL, undefined, 'dev@tokoku.test')).status).toBe(403);
  expect((await save([1], 'finance@tokoku.test')).status).toBe(403);
  expect(snapshot(gateway.dbPath)).toBe(before);
  expect((await save([1], 'ops@tokoku.test')).status).toBe(200);
  // Invoice creation disabled: nobody may create one, so nobody changes the default either.
  execute(gateway.dbPath, "UPDATE home_settings SET should_disable_invoice_creation = 1 WHERE business_id = 'biz_tokoku'");
  expect((await save([1])).status).toBe(403);
  execute(gateway.dbPath, "UPDATE home_settings SET should_disable_invoice_creation = 0 WHERE business_id = 'biz_tokoku'");
  expect((await gateway.request({ method: 'GET', url: SETTINGS_URL })).status).toBe(401);
});

test('a new invoice without reminders of its own takes the default, without the days today or earlier; its own list wins', async () => {
  await save([7, 3, 0]);
  expect(await remindersOfNew()).toEqual([7, 3, 0]);
  // Due in 3 days: 3 days before is today (the invoice itself is emailed today), skipped, not refused.
  expect(await remindersOfNew({ due_date: addDays(today(), 3) })).toEqual([0]);
  expect(await remindersOfNew({ due_date: today() })).toEqual([]);
  expect(await remindersOfNew({ reminder_days_before: [] })).toEqual([]);
  expect(await remindersOfNew({ reminder_days_before: [5] })).toEqual([5]);
  // Reminders need a due date, an email and should_send_email: without them the default does not apply and nothing fails.
  expect(await remindersOfNew({ due_date: undefined })).toEqual([]);
  expect(await remindersOfNew({ should_send_email: false })).toEqual([]);
  expect(await remindersOfNew({ payer_email: undefined, should_send_email: false })).toEqual([]);
  // Another environment has its own default (none here).
  const development = await call('POST', `${GETTING_PAID_API.invoices}?environment=DEVELOPMENT`, invoice());
  expect(development.json<InvoiceDetail>().reminders).toEqual([]);
});

test('a parallel burst of saves leaves one consistent row: one of the schedules, whole', async () => {
  const schedules = [[1], [2, 4], [30, 0], [10, 5, 2], [7, 6, 5, 4], [], [3]];
  const answers = await Promise.all(schedules.map((days) => save(days)));
  expect(answers.map((answer) => answer.status)).toEqual(schedules.map(() => 200));
  const kept = (await schedule()).reminder_days_before;
  expect(schedules.map((days) => [...days].sort((a, b) => b - a))).toContainEqual(kept);
  const db = new Database(gateway.dbPath, { readonly: true });
  try {
    const rows = db.prepare("SELECT reminder_days_before FROM invoice_reminder_settings WHERE business_id = 'biz_tokoku' AND environment = 'PRODUCTION'").all();
    expect(rows).toEqual([{ reminder_days_before: JSON.stringify(kept) }]);
  } finally {
    db.close();
  }
});
