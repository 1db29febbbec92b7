/** @jest-environment node */
import type { RecurringPlanDetail } from 'shared-contracts/areas/getting-paid/recurring';
import { CARDS_API, type CardPaymentsAnswer } from 'shared-contracts/areas/cards/cards';
import type { CardPaymentDetail } from 'shared-contracts/areas/cards/card-payment';
import { DEVELOPERS_API, type CallbackEventsAnswer } from 'shared-contracts/areas/settings/developers';
import { webhookIdOf } from '../seed/developers';
import { createTestGateway, execute, signedIn, snapshot, type TestGateway } from '../testing/test-gateway';
import { DAY, OWNER, plan } from '../testing/recurring-plans';
import { cardOnFileCalls, ENGLISH } from '../testing/recurring-cards';

// Decision 0089: a recurring plan's card on file, saved on a cycle's hosted page and charged for its later cycles.
let gateway: TestGateway;
const as = signedIn(() => gateway);
const { call, create, read, codeOf, pay, withCard, count, paymentsOf, ledgerOf, emails, invoiceEmails, control } = cardOnFileCalls(() => gateway, as);

beforeEach(async () => {
  gateway = await createTestGateway({ testMode: true });
  execute(gateway.dbPath, "UPDATE feature_flags SET enabled = 0 WHERE business_id IN ('biz_tokoku', 'biz_manila') AND flag = 'payment_links'");
});
afterEach(() => gateway.close());

test('a cycle’s hosted page offers to save the card, unchecked, in both languages; paying with it checked keeps the card on the plan', async () => {
  const made = await create();
  expect(made.payment_method).toBeNull();
  const code = codeOf(made, 1);
  const page = (await gateway.request({ url: `/api/pay/${code}`, headers: ENGLISH })).text;
  expect(page).toContain('Save this card to pay the next invoices of this plan');
  expect(page).toMatch(/<input id="save_card" name="save_card" type="checkbox" value="1" aria-describedby="save_card_note">/);
  expect((await gateway.request({ url: `/api/pay/${code}?lang=id` })).text).toContain('Simpan kartu ini untuk membayar tagihan berikutnya dari rencana ini');
  // Paying without it keeps nothing.
  expect((await pay(code, false)).status).toBe(200);
  expect((await read(made.id)).payment_method).toBeNull();
  const next = (await call('POST', plan(made.id, 'issue-next'))).json<RecurringPlanDetail>();
  expect(next.cycles[0]!.invoice.status).toBe('PENDING');
  expect((await pay(codeOf(next, 2), true)).status).toBe(200);
  const saved = await read(made.id);
  expect(saved.payment_method).toMatchObject({
    type: 'CARD', brand: 'VISA', last_four: '1091', expiry: '12/30', token_id: expect.stringMatching(/^tok_/), consented_at: expect.any(String), payer_email: 'sari.card@example.test',
  });
  expect(count("SELECT COUNT(*) FROM card_payments WHERE token_id = ? AND token_type = 'multiUse'", saved.payment_method!.token_id)).toBe(1);
});

test('an invoice that is no plan’s cycle offers no box, and a save_card sent to it keeps nothing', async () => {
  const made = await create();
  await call('POST', plan(made.id, 'stop'));
  const code = codeOf(made, 1);
  expect((await gateway.request({ url: `/api/pay/${code}`, headers: ENGLISH })).text).not.toContain('save_card');
  expect((await pay(code, true)).status).toBe(200);
  expect(count('SELECT COUNT(*) FROM recurring_plan_cards')).toBe(0);
});

test('a later cycle is charged once to the card on file, even under 12 parallel reads: one payment, one ledger entry, PAID, no invoice email', async () => {
  const made = await withCard();
  gateway.clock.advance(DAY);
  as.forget(OWNER);
  await as(OWNER);
  const answers = await Promise.all(Array.from({ length: 12 }, () => call('GET', plan(made.id))));
  expect(answers.map((answer) => answer.status)).toEqual(Array(12).fill(200));
  const detail = await read(made.id);
  const second = detail.cycles.find((row) => row.cycle === 2)!;
  expect(second.invoice).toMatchObject({ status: 'PAID', paid_at: expect.any(String) });
  expect([paymentsOf(second.invoice.id), ledgerOf(second.invoice.id)]).toEqual([1, 1]);
  expect(count("SELECT COUNT(*) FROM card_payments WHERE external_id = ? AND token_id = ? AND source = 'INVOICE'", `${made.id}-2`, detail.payment_method!.token_id)).toBe(1);
  expect(await invoiceEmails(`${made.id}-2`)).toBe(0);
  // Decision 0090: the payer is sent one receipt of the automatic charge.
  expect(await emails('INVOICE_RECEIPT_EMAIL', `${made.id}-2`)).toEqual([
    expect.objectContaining({ recipient: 'sari.card@example.test', subject: `Receipt: invoice ${made.id}-2 (Fresh flowers) was paid with VISA •••• 1091` }),
  ]);
  expect(detail.last_charge_failure).toBeNull();
  // The sandbox's "next invoice now" charges the same way.
  const third = (await call('POST', plan(made.id, 'issue-next'))).json<RecurringPlanDetail>().cycles[0]!;
  expect([third.cycle, third.invoice.status]).toEqual([3, 'PAID']);
  const events = (await call('GET', `${DEVELOPERS_API.webhooks}/${webhookIdOf('biz_tokoku', 'PRODUCTION', 'INVOICE')}/events`)).json<CallbackEventsAnswer>();
  const paid = events.data.map((event) => JSON.parse(event.request_payload) as { id: string; status: string });
  expect(paid.filter((payload) => payload.id === third.invoice.id || payload.id === second.invoice.id)).toEqual([
    expect.objectContaining({ id: third.invoice.id, status: 'PAID' }),
    expect.objectContaining({ id: second.invoice.id, status: 'PAID' }),
  ]);
});

test('a declined charge leaves the invoice PENDING and emailed, writes no payment or ledger entry, and the plan shows the failure', async () => {
  const made = await withCard();
  expect((await control(made.id, 'decline-next-charge')).status).toBe(200);
  const declined = (await call('POST', plan(made.id, 'issue-next'))).json<RecurringPlanDetail>();
  const second = declined.cycles[0]!;
  expect(second.invoice.status).toBe('PENDING');
  expect([paymentsOf(second.invoice.id), ledgerOf(second.invoice.id)]).toEqual([0, 0]);
  expect(await invoiceEmails(`${made.id}-2`)).toBe(1);
  // Decision 0090: the declined attempt is a FAILED card payment the merchant sees in card payments, linked from the plan.
  const failed = (await call('GET', `${CARDS_API.payments}?status=FAILED&search=${made.id}-2`)).json<CardPaymentsAnswer>();
  expect(failed.data).toEqual([expect.objectContaining({ status: 'FAILED', external_id: `${made.id}-2`, source: 'INVOICE' })]);
  expect(declined.last_charge_failure).toEqual({
    cycle: 2, failed_at: expect.any(String), reason: 'CARD_DECLINED', card_payment_id: failed.data[0]!.id, retries_made: 0, next_retry_at: expect.any(String),
  });
  const detail = (await call('GET', CARDS_API.payment(failed.data[0]!.id))).json<CardPaymentDetail>();
  expect(detail).toMatchObject({ status: 'FAILED', failure_reason: 'CARD_DECLINED', authorization_status: 'FAILED', token_type: 'multiUse', captured_at: null, capture_amount: 0 });
  expect(declined.payment_method).not.toBeNull();
  // The customer pays it on its page; the next charge goes through (the control declines once) and clears the failure.
  expect((await pay(codeOf(declined, 2), false)).status).toBe(200);
  const next = (await call('POST', plan(made.id, 'issue-next'))).json<RecurringPlanDetail>();
  expect(next.cycles[0]!.invoice.status).toBe('PAID');
  expect(next.last_charge_failure).toBeNull();
  // The control: an unknown plan is not found; a plan without a card is refused.
  expect((await control('rcp_nothing', 'decline-next-charge')).status).toBe(404);
  const bare = await create();
  expect((await control(bare.id, 'decline-next-charge')).status).toBe(409);
});

test('a declined charge under 12 parallel reads writes one FAILED card payment and no ledger entry, and mails the invoice once', async () => {
  const made = await withCard();
  expect((await control(made.id, 'decline-next-charge')).status).toBe(200);
  gateway.clock.advance(DAY);
  as.forget(OWNER);
  await as(OWNER);
  const answers = await Promise.all(Array.from({ length: 12 }, () => call('GET', plan(made.id))));
  expect(answers.map((answer) => answer.status)).toEqual(Array(12).fill(200));
  const second = (await read(made.id)).cycles.find((row) => row.cycle === 2)!;
  expect(second.invoice.status).toBe('PENDING');
  expect(count("SELECT COUNT(*) FROM card_payments WHERE external_id = ? AND status = 'FAILED' AND failure_reason = 'CARD_DECLINED'", `${made.id}-2`)).toBe(1);
  expect(count('SELECT COUNT(*) FROM card_payments WHERE external_id = ?', `${made.id}-2`)).toBe(1);
  expect([paymentsOf(second.invoice.id), ledgerOf(second.invoice.id)]).toEqual([0, 0]);
  expect(await invoiceEmails(`${made.id}-2`)).toBe(1);
});

test('the merchant removes the card: the next cycle waits on its page; removing again is refused and changes nothing', async () => {
  const made = await withCard();
  const removed = await call('DELETE', plan(made.id, 'payment-method'));
  expect(removed.status).toBe(200);
  expect(removed.json<RecurringPlanDetail>().payment_method).toBeNull();
  const next = (await call('POST', plan(made.id, 'issue-next'))).json<RecurringPlanDetail>();
  expect(next.cycles[0]!.invoice.status).toBe('PENDING');
  expect(await invoiceEmails(`${made.id}-2`)).toBe(1);
  const before = snapshot(gateway.dbPath);
  const again = await call('DELETE', plan(made.id, 'payment-method'));
  expect([again.status, again.json<{ error_code: string; errors: { field: string }[] }>()]).toEqual([409, expect.objectContaining({ error_code: 'API_VALIDATION_ERROR', errors: [expect.objectContaining({ field: 'id' })] })]);
  expect(snapshot(gateway.dbPath)).toBe(before);
});

test('removing a card: viewers may not, another business or environment finds no plan, a bad id is 400; nothing changes', async () => {
  const made = await withCard();
  for (const email of ['viewer@tokoku.test', 'admin@manila.test']) await as(email);
  const before = snapshot(gateway.dbPath);
  expect((await call('GET', plan(made.id), undefined, 'viewer@tokoku.test')).json<RecurringPlanDetail>().payment_method).toMatchObject({ last_four: '1091' });
  expect((await call('DELETE', plan(made.id, 'payment-method'), undefined, 'viewer@tokoku.test')).status).toBe(403);
  expect((await call('DELETE', plan(made.id, 'payment-method'), undefined, 'admin@manila.test')).status).toBe(404);
  expect((await call('DELETE', `${plan(made.id, 'payment-method')}?environment=DEVELOPMENT`)).status).toBe(404);
  const bad = await call('DELETE', plan('rcp bad!', 'payment-method'));
  expect([bad.status, bad.json<{ error_code: string }>().error_code]).toEqual([400, 'API_VALIDATION_ERROR']);
  expect((await call('DELETE', plan('rcp_nothing', 'payment-method'))).status).toBe(404);
  expect(snapshot(gateway.dbPath)).toBe(before);
});
