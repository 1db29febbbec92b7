/** @jest-environment node */
import { GETTING_PAID_API, type InvoiceDetail } from 'shared-contracts/areas/getting-paid/getting-paid';
import { addDays, businessTimeZone, dayIn, startOfDay } from '../store/business-calendar';
import { BAD_REMINDER_DAYS } from '../testing/reminder-cases';
import { OWNER, invoiceTestGateway } from '../testing/invoice-gateway';
import { snapshot } from '../testing/test-gateway';

// Invoice reminders (decision 0085): chosen on creation, sent by the reads of the invoices once due,
// once each, and never for an invoice that is no longer PENDING.

const { gateway, as, call } = invoiceTestGateway();
const JAKARTA = businessTimeZone('Indonesia');
const today = () => dayIn(JAKARTA, gateway().clock());
/** 09:00 in Jakarta on `day`, as the gateway answers it. */
const nineOn = (day: string) => new Date(startOfDay(JAKARTA, day) + 9 * 3_600_000).toISOString();
/** Moves the gateway's clock to `iso`; the sessions of the time before have ended. */
const moveTo = (iso: string) => {
  gateway().clock.advance(Date.parse(iso) - gateway().clock());
  as.forget(OWNER);
};
const invoice = (over: object = {}) => ({
  currency: 'IDR', description: 'Batik order', items: [{ name: 'Batik shirt', quantity: 1, price: 150_000 }],
  payer_email: 'reminded@example.test', should_send_email: true, due_date: addDays(today(), 10), reminder_days_before: [7, 3, 0], ...over,
});
const create = async (over: object = {}) => (await call('POST', GETTING_PAID_API.invoices, invoice(over))).json<InvoiceDetail>();
const detail = async (id: string) => (await call('GET', GETTING_PAID_API.invoice(id))).json<InvoiceDetail>();
async function remindersTo(recipient: string): Promise<string[]> {
  const { messages } = (await gateway().request({ url: '/__sandbox/outbox' })).json<{ messages: { kind: string; recipient: string; subject: string }[] }>();
  return messages.filter((message) => message.kind === 'INVOICE_REMINDER_EMAIL' && message.recipient === recipient).map((message) => message.subject);
}

test('bad reminders answer API_VALIDATION_ERROR naming the field, never a 500, and write nothing', async () => {
  await as(OWNER); // signed in first: the sign-in is written
  const before = snapshot(gateway().dbPath);
  const cases: [object, string][] = [
    [{ due_date: undefined }, 'reminder_days_before'],
    [{ should_send_email: false }, 'reminder_days_before'],
    [{ payer_email: undefined, should_send_email: false }, 'reminder_days_before'],
    ...BAD_REMINDER_DAYS.map(([days, field]) => [{ reminder_days_before: days }, field] as [object, string]),
    // Due tomorrow: a reminder the day before is today, when the invoice itself is emailed.
    [{ due_date: addDays(today(), 1), reminder_days_before: [0, 1] }, 'reminder_days_before[1]'],
  ];
  for (const [over, field] of cases) {
    const answer = await call('POST', GETTING_PAID_API.invoices, invoice(over));
    expect([answer.status, answer.json<{ error_code: string }>().error_code]).toEqual([400, 'API_VALIDATION_ERROR']);
    expect(answer.json<{ errors: { field: string; message: string }[] }>().errors.map((error) => error.field)).toContain(field);
  }
  expect(snapshot(gateway().dbPath)).toBe(before);
});

test('reminders are scheduled at 09:00 of their day; a burst of parallel reads sends each due one once, as of its time', async () => {
  const created = await create({ payer_email: 'burst@example.test' });
  const due = created.due_date!;
  expect(created.reminders).toEqual([
    { days_before: 7, scheduled_at: nineOn(addDays(due, -7)), sent_at: null },
    { days_before: 3, scheduled_at: nineOn(addDays(due, -3)), sent_at: null },
    { days_before: 0, scheduled_at: nineOn(due), sent_at: null },
  ]);
  expect(created.timeline.map((event) => event.event)).toEqual(['created', 'sent']);
  moveTo(nineOn(addDays(due, -7)));
  const headers = await as(OWNER);
  const reads = [...Array(12).keys()].map((index) => gateway().request({ url: index % 2 ? GETTING_PAID_API.invoice(created.id) : GETTING_PAID_API.invoices, headers }));
  expect((await Promise.all(reads)).map((answer) => answer.status)).toEqual(Array(12).fill(200));
  expect(await remindersTo('burst@example.test')).toEqual([`Reminder: invoice ${created.external_id} (Batik order) is due ${due}`]);
  const read = await detail(created.id);
  expect(read.reminders?.map((reminder) => reminder.sent_at)).toEqual([nineOn(addDays(due, -7)), null, null]);
  // The next two, once each, however many reads.
  moveTo(nineOn(due));
  await Promise.all([detail(created.id), detail(created.id), call('GET', GETTING_PAID_API.invoices)]);
  expect(await remindersTo('burst@example.test')).toHaveLength(3);
  expect((await detail(created.id)).reminders?.every((reminder) => reminder.sent_at !== null)).toBe(true);
});

test('a PAID, VOIDED or EXPIRED invoice gets no reminder, and shows none scheduled', async () => {
  const paid = await create({ payer_email: 'paid@example.test', reminder_days_before: [3] });
  const voided = await create({ payer_email: 'voided@example.test', reminder_days_before: [3] });
  const expiring = await create({ payer_email: 'expired@example.test', reminder_days_before: [0] });
  const pay = await gateway().request({ method: 'POST', url: `/api/pay/${paid.id}`, payload: 'payer_email=', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
  expect(pay.status).toBe(200);
  expect((await call('POST', GETTING_PAID_API.voidInvoice(voided.id))).status).toBe(200);
  // Nobody reads until the day after the due date: the last invoice expired before its reminder was sent.
  moveTo(nineOn(addDays(paid.due_date!, 1)));
  const after = await Promise.all([paid, voided, expiring].map((each) => detail(each.id)));
  expect(after.map((each) => [each.status, each.reminders])).toEqual([['PAID', []], ['VOIDED', []], ['EXPIRED', []]]);
  for (const email of ['paid@example.test', 'voided@example.test', 'expired@example.test']) expect(await remindersTo(email)).toEqual([]);
});

test("the sandbox's next-reminder control makes the next reminder due now; the next read sends it", async () => {
  const created = await create({ payer_email: 'control@example.test', reminder_days_before: [5, 2] });
  const control = () => gateway().request({ method: 'POST', url: `/__sandbox/invoices/${created.id}/next-reminder`, payload: {} });
  expect((await control()).status).toBe(200);
  const read = await detail(created.id);
  expect(read.reminders?.map((reminder) => [reminder.days_before, reminder.sent_at])).toEqual([[5, new Date(gateway().clock()).toISOString()], [2, null]]);
  expect(await remindersTo('control@example.test')).toHaveLength(1);
  expect((await control()).status).toBe(200);
  await detail(created.id);
  expect((await control()).status).toBe(400);
  expect((await gateway().request({ method: 'POST', url: '/__sandbox/invoices/inv_nothing/next-reminder', payload: {} })).status).toBe(404);
  expect(await remindersTo('control@example.test')).toHaveLength(2);
});
