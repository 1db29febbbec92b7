/** @jest-environment node */
import { GETTING_PAID_API, type InvoiceDetail, type InvoicesAnswer } from 'shared-contracts/areas/getting-paid/getting-paid';
import { addDays, businessTimeZone, dayIn, startOfDay } from '../store/business-calendar';
import { DRAFT, OWNER, invoiceTestGateway } from '../testing/invoice-gateway';
import { snapshot } from '../testing/test-gateway';

// Invoice drafts (issue 44, decision 0069): saved with `draft`, a DRAFT is listed, changed by PATCH
// with creation's checks, not payable and sends nothing until issued; issue makes it PENDING with its
// expiry counted from then and its email; only a draft is deleted. Parallel requests:
// invoice-draft-races.test.ts.

const { gateway, as, call, saveDraft, emailsTo } = invoiceTestGateway();
const JAKARTA = businessTimeZone('Indonesia');
const today = () => dayIn(JAKARTA, gateway().clock());
const codeOf = (invoice: InvoiceDetail) => invoice.short_invoice_url.split('/').pop()!;
const errorOf = (answer: { status: number; json: <T>() => T }) => {
  const body = answer.json<{ error_code: string; errors?: { field: string }[] }>();
  return [answer.status, body.error_code, (body.errors ?? []).map((error) => error.field)];
};
/** Moves the gateway's clock on; the sessions of the time before have ended. */
const later = (ms: number) => {
  gateway().clock.advance(ms);
  as.forget(OWNER);
};

test('a draft is saved with no expiry and sends nothing; it is listed as DRAFT, and its hosted page answers as an unknown invoice does', async () => {
  const draft = await saveDraft({ due_date: addDays(today(), 10), reminder_days_before: [3] });
  expect(draft).toMatchObject({ status: 'DRAFT', expiry_date: null, issued_at: null, amount: 300_000, payment: null });
  expect(draft.timeline.map((event) => event.event)).toEqual(['created']);
  expect(draft.reminders).toEqual([expect.objectContaining({ days_before: 3, sent_at: null })]);
  expect(await emailsTo('draft@example.test')).toBe(0);

  const listed = async (status?: string) =>
    (await call('GET', `${GETTING_PAID_API.invoices}${status ? `?status=${status}` : ''}`)).json<InvoicesAnswer>().docs.map((doc) => doc.id);
  expect(await listed()).toContain(draft.id);
  expect(await listed('DRAFT')).toContain(draft.id);
  expect(await listed('DRAFT,PENDING')).toContain(draft.id);
  expect(await listed('PENDING')).not.toContain(draft.id);

  const unknown = await gateway().request({ url: '/api/pay/zzzzzzzzzz' });
  for (const reference of [codeOf(draft), draft.id]) {
    const page = await gateway().request({ url: `/api/pay/${reference}` });
    expect([page.status, page.json<{ error_code: string }>().error_code]).toEqual([unknown.status, unknown.json<{ error_code: string }>().error_code]);
    const paid = await gateway().request({ method: 'POST', url: `/api/pay/${reference}`, payload: 'payer_email=', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(paid.status).toBe(404);
  }
  // A draft is deleted, not voided, and has nothing to resend.
  expect(errorOf(await call('POST', GETTING_PAID_API.voidInvoice(draft.id)))).toEqual([409, 'API_VALIDATION_ERROR', ['id']]);
  expect(errorOf(await call('POST', GETTING_PAID_API.resendInvoice(draft.id)))).toEqual([409, 'API_VALIDATION_ERROR', ['id']]);
});

test('PATCH changes a draft: what it leaves out stays, null clears, the total follows the items, the reminders follow the due date', async () => {
  const draft = await saveDraft();
  const due = addDays(today(), 20);
  const answer = await call('PATCH', GETTING_PAID_API.invoice(draft.id), {
    items: [{ name: 'Songket', quantity: 1, price: 450_000 }], customer_name: null, due_date: due, reminder_days_before: [7, 0],
  });
  expect(answer.status).toBe(200);
  const changed = answer.json<InvoiceDetail>();
  expect(changed).toMatchObject({
    status: 'DRAFT', description: 'Batik order draft', amount: 450_000, customer: { name: null, email: 'draft@example.test' }, due_date: due, expiry_date: null,
    external_id: draft.external_id,
  });
  expect(changed.reminders?.map((reminder) => reminder.days_before)).toEqual([7, 0]);
  expect(changed.reminders?.[1]?.scheduled_at).toBe(new Date(startOfDay(JAKARTA, due) + 9 * 3_600_000).toISOString());
  // Without a due date there are no reminders: both go in one change.
  const cleared = (await call('PATCH', GETTING_PAID_API.invoice(draft.id), { due_date: null, reminder_days_before: [] })).json<InvoiceDetail>();
  expect([cleared.due_date, cleared.reminders]).toEqual([null, []]);
  expect(await emailsTo('draft@example.test')).toBe(0);
});

test('bad changes and changes of what is not a draft answer the catalogue’s codes, never a 500, and change nothing', async () => {
  const draft = await saveDraft({ payer_email: 'bad-changes@example.test' });
  const pending = (await call('POST', GETTING_PAID_API.invoices, { ...DRAFT, draft: undefined })).json<InvoiceDetail>();
  await as('admin@manila.test'); // signed in first: the sign-in is written
  const before = snapshot(gateway().dbPath);
  const cases: [object, string][] = [
    [{ items: [] }, 'items'],
    [{ items: [{ name: 'Gum', quantity: 1, price: 500 }] }, 'items'],
    [{ items: [{ name: 'x', quantity: 0, price: 1 }] }, 'items[0].quantity'],
    [{ currency: 'USD' }, 'currency'],
    [{ description: '' }, 'description'],
    [{ due_date: '2020-01-01' }, 'due_date'],
    [{ due_date: '2026-02-30' }, 'due_date'],
    [{ payer_email: null }, 'payer_email'],
    [{ payer_email: 'not an email' }, 'payer_email'],
    [{ should_send_email: 'yes' }, 'should_send_email'],
    [{ reminder_days_before: [3] }, 'reminder_days_before'],
    [{ due_date: addDays(today(), 1), reminder_days_before: [0, 1] }, 'reminder_days_before[1]'],
    [{ external_id: null }, 'external_id'],
    [{ draft: false }, 'draft'],
    [{ status: 'PENDING' }, 'status'],
  ];
  for (const [body, field] of cases) {
    const [status, code, fields] = errorOf(await call('PATCH', GETTING_PAID_API.invoice(draft.id), body));
    expect([status, code]).toEqual([400, 'API_VALIDATION_ERROR']);
    expect((fields as string[]).join(' ')).toContain(field);
  }
  expect(errorOf(await call('PATCH', GETTING_PAID_API.invoice(pending.id), { description: 'Changed' }))).toEqual([409, 'API_VALIDATION_ERROR', ['id']]);
  expect(errorOf(await call('DELETE', GETTING_PAID_API.invoice(pending.id)))).toEqual([409, 'API_VALIDATION_ERROR', ['id']]);
  expect(errorOf(await call('POST', GETTING_PAID_API.issueInvoice(pending.id)))).toEqual([409, 'API_VALIDATION_ERROR', ['id']]);
  for (const [method, url] of [['PATCH', GETTING_PAID_API.invoice('inv_none')], ['DELETE', GETTING_PAID_API.invoice('inv_none')], ['POST', GETTING_PAID_API.issueInvoice('inv_none')]] as const) {
    expect(errorOf(await call(method, url, method === 'PATCH' ? { description: 'x' } : undefined))[0]).toBe(404);
  }
  // Another business's draft is not found (Manila Mart takes payment links: it may delete invoices, not make them).
  expect((await call('DELETE', GETTING_PAID_API.invoice(draft.id), undefined, 'admin@manila.test')).status).toBe(404);
  expect(snapshot(gateway().dbPath)).toBe(before);
});

test('issue makes a draft PENDING: its expiry counted from then, emailed once when asked, payable; then it is no longer a draft', async () => {
  const draft = await saveDraft({ payer_email: 'issued@example.test' });
  const quiet = await saveDraft({ payer_email: 'quiet@example.test', should_send_email: false });
  later(2 * 3_600_000);
  const issuedAt = new Date(gateway().clock()).toISOString();
  const answer = await call('POST', GETTING_PAID_API.issueInvoice(draft.id), {});
  expect(answer.status).toBe(200);
  const issued = answer.json<InvoiceDetail>();
  expect(issued).toMatchObject({ status: 'PENDING', issued_at: issuedAt, created: draft.created });
  expect(Date.parse(issued.expiry_date!) - Date.parse(issuedAt)).toBe(86_400_000);
  expect(issued.timeline.map((event) => event.event)).toEqual(['created', 'sent']);
  expect(await emailsTo('issued@example.test')).toBe(1);
  expect((await gateway().request({ url: `/api/pay/${codeOf(issued)}` })).status).toBe(200);
  expect((await call('GET', `${GETTING_PAID_API.invoices}?status=PENDING`)).json<InvoicesAnswer>().docs.map((doc) => doc.id)).toContain(draft.id);

  const before = snapshot(gateway().dbPath);
  expect(errorOf(await call('POST', GETTING_PAID_API.issueInvoice(draft.id)))).toEqual([409, 'API_VALIDATION_ERROR', ['id']]);
  expect(errorOf(await call('PATCH', GETTING_PAID_API.invoice(draft.id), { description: 'Too late' }))).toEqual([409, 'API_VALIDATION_ERROR', ['id']]);
  expect(errorOf(await call('DELETE', GETTING_PAID_API.invoice(draft.id)))).toEqual([409, 'API_VALIDATION_ERROR', ['id']]);
  expect(snapshot(gateway().dbPath)).toBe(before);

  const unsent = (await call('POST', GETTING_PAID_API.issueInvoice(quiet.id))).json<InvoiceDetail>();
  expect([unsent.status, unsent.timeline.map((event) => event.event)]).toEqual(['PENDING', ['created']]);
  expect(await emailsTo('quiet@example.test')).toBe(0);
});

test('the expiry sweep never touches a draft; one whose due date has passed is issued once its due date is changed', async () => {
  const due = today();
  const draft = await saveDraft({ due_date: due, payer_email: 'late@example.test' });
  later(3 * 86_400_000);
  const read = (await call('GET', GETTING_PAID_API.invoice(draft.id))).json<InvoiceDetail>();
  expect([read.status, read.expiry_date]).toEqual(['DRAFT', null]);
  const before = snapshot(gateway().dbPath);
  expect(errorOf(await call('POST', GETTING_PAID_API.issueInvoice(draft.id)))).toEqual([400, 'API_VALIDATION_ERROR', ['due_date']]);
  expect(snapshot(gateway().dbPath)).toBe(before);
  expect(await emailsTo('late@example.test')).toBe(0);
  await call('PATCH', GETTING_PAID_API.invoice(draft.id), { due_date: today() });
  const issued = (await call('POST', GETTING_PAID_API.issueInvoice(draft.id))).json<InvoiceDetail>();
  expect(issued).toMatchObject({ status: 'PENDING', due_date: today(), expiry_date: new Date(startOfDay(JAKARTA, addDays(today(), 1)) - 1).toISOString() });
});

test('DELETE removes a draft and its reminders; a viewer may neither save, change, issue nor delete one', async () => {
  const draft = await saveDraft({ due_date: addDays(today(), 10), reminder_days_before: [3] });
  const viewer = 'viewer@tokoku.test';
  await as(viewer); // signed in first: the sign-in is written
  const before = snapshot(gateway().dbPath);
  expect((await call('POST', GETTING_PAID_API.invoices, DRAFT, viewer)).status).toBe(403);
  expect((await call('PATCH', GETTING_PAID_API.invoice(draft.id), { description: 'x' }, viewer)).status).toBe(403);
  expect((await call('POST', GETTING_PAID_API.issueInvoice(draft.id), {}, viewer)).status).toBe(403);
  expect((await call('DELETE', GETTING_PAID_API.invoice(draft.id), undefined, viewer)).status).toBe(403);
  expect(snapshot(gateway().dbPath)).toBe(before);

  const deleted = await call('DELETE', GETTING_PAID_API.invoice(draft.id));
  expect([deleted.status, deleted.text]).toEqual([204, '']);
  expect((await call('GET', GETTING_PAID_API.invoice(draft.id))).status).toBe(404);
  expect(errorOf(await call('DELETE', GETTING_PAID_API.invoice(draft.id)))).toEqual([404, 'NOT_FOUND_ERROR', []]);
  const Database = (await import('better-sqlite3')).default;
  const db = new Database(gateway().dbPath, { readonly: true });
  expect(db.prepare('SELECT COUNT(*) FROM invoice_reminders WHERE invoice_id = ?').pluck().get(draft.id)).toBe(0);
  db.close();
});
