/** @jest-environment node */
import { RECURRING_CHARGE_RETRY_DAYS, type RecurringPlanDetail } from 'shared-contracts/areas/getting-paid/recurring';
import { DEVELOPERS_API, type CallbackEventsAnswer } from 'shared-contracts/areas/settings/developers';
import { webhookIdOf } from '../seed/developers';
import { createTestGateway, execute, signedIn, snapshot, type TestGateway } from '../testing/test-gateway';
import { DAY, OWNER, plan } from '../testing/recurring-plans';
import { cardOnFileCalls } from '../testing/recurring-cards';

// Decision 0090: a declined automatic charge is retried 1, 3 and 5 days after the decline, swept on the plan's reads.
let gateway: TestGateway;
const as = signedIn(() => gateway);
const { call, read, withCard, count, paymentsOf, ledgerOf, emails, control } = cardOnFileCalls(() => gateway, as);

beforeEach(async () => {
  gateway = await createTestGateway({ testMode: true });
  execute(gateway.dbPath, "UPDATE feature_flags SET enabled = 0 WHERE business_id IN ('biz_tokoku', 'biz_manila') AND flag = 'payment_links'");
});
afterEach(() => gateway.close());

/** A plan with a card whose second cycle (issued now) was declined. */
async function declined(terms: object = {}) {
  const made = await withCard(terms);
  expect((await control(made.id, 'decline-next-charge')).status).toBe(200);
  const detail = (await call('POST', plan(made.id, 'issue-next'))).json<RecurringPlanDetail>();
  return { id: made.id, invoiceId: detail.cycles[0]!.invoice.id, failure: detail.last_charge_failure! };
}
const attempts = (externalId: string, status: string) => count('SELECT COUNT(*) FROM card_payments WHERE external_id = ? AND status = ?', externalId, status);
/** The clock moves on, and the owner signs in again (the session's token would expire). */
async function later(ms: number) {
  gateway.clock.advance(ms);
  as.forget(OWNER);
  await as(OWNER);
}

test('a decline schedules the first retry a day later; 12 parallel reads once it is due retry once: PAID, one ledger entry, one receipt, one callback', async () => {
  const { id, invoiceId, failure } = await declined();
  expect(RECURRING_CHARGE_RETRY_DAYS).toEqual([1, 3, 5]);
  expect(failure).toMatchObject({ cycle: 2, retries_made: 0, card_payment_id: expect.stringMatching(/^ccp_/) });
  expect(Date.parse(failure.next_retry_at!) - Date.parse(failure.failed_at)).toBe(DAY);
  await later(DAY - 60_000);
  expect((await read(id)).cycles.find((row) => row.cycle === 2)!.invoice.status).toBe('PENDING'); // not yet
  await later(60_000);
  const answers = await Promise.all(Array.from({ length: 12 }, () => call('GET', plan(id))));
  expect(answers.map((answer) => answer.status)).toEqual(Array(12).fill(200));
  const detail = await read(id);
  expect(detail.cycles.find((row) => row.cycle === 2)!.invoice).toMatchObject({ status: 'PAID', paid_at: failure.next_retry_at });
  expect(detail.last_charge_failure).toBeNull();
  expect([attempts(`${id}-2`, 'FAILED'), attempts(`${id}-2`, 'CHARGED'), paymentsOf(invoiceId), ledgerOf(invoiceId)]).toEqual([1, 1, 1, 1]);
  expect(await emails('INVOICE_RECEIPT_EMAIL', `${id}-2`)).toHaveLength(1);
  const events = (await call('GET', `${DEVELOPERS_API.webhooks}/${webhookIdOf('biz_tokoku', 'PRODUCTION', 'INVOICE')}/events`)).json<CallbackEventsAnswer>();
  expect(events.data.map((event) => JSON.parse(event.request_payload) as { id: string; status: string }).filter((payload) => payload.id === invoiceId)).toEqual([
    expect.objectContaining({ status: 'PAID' }),
  ]);
});

test('three declined retries (days 1, 3, 5) of a completed plan’s last cycle leave it PENDING, four FAILED attempts, and the plan saying none is left', async () => {
  // Two cycles: the plan is COMPLETED once the second is issued, and its last invoice is still collected.
  const { id, invoiceId, failure } = await declined({ total_cycles: 2 });
  let last = failure;
  for (const day of RECURRING_CHARGE_RETRY_DAYS) {
    expect(Date.parse(last.next_retry_at!)).toBe(Date.parse(failure.failed_at) + day * DAY);
    expect((await control(id, 'decline-next-charge')).status).toBe(200);
    await later(Date.parse(last.next_retry_at!) - gateway.clock());
    last = (await read(id)).last_charge_failure!;
    expect(last.failed_at).toBe(new Date(Date.parse(failure.failed_at) + day * DAY).toISOString());
  }
  expect(last).toMatchObject({ cycle: 2, reason: 'CARD_DECLINED', retries_made: 3, next_retry_at: null });
  expect([attempts(`${id}-2`, 'FAILED'), attempts(`${id}-2`, 'CHARGED'), ledgerOf(invoiceId)]).toEqual([4, 0, 0]);
  expect(last.card_payment_id).toBe(count("SELECT id FROM card_payments WHERE external_id = ? ORDER BY created DESC LIMIT 1", `${id}-2`));
  const detail = await read(id);
  expect(detail.cycles.find((row) => row.cycle === 2)!.invoice.status).toBe('PENDING');
  // No retry is left: the control refuses and changes nothing; the customer can still pay on the page.
  const before = snapshot(gateway.dbPath);
  expect((await control(id, 'next-charge-retry')).status).toBe(409);
  expect(snapshot(gateway.dbPath)).toBe(before);
  expect(await emails('INVOICE_RECEIPT_EMAIL', `${id}-2`)).toHaveLength(0);
});

test('the next-charge-retry control makes the next retry due now; a later cycle charged meanwhile does not hide the open one', async () => {
  const { id, invoiceId } = await declined();
  // The next cycle is charged (the control declines once); cycle 2 still waits, so its failure stays shown.
  const third = (await call('POST', plan(id, 'issue-next'))).json<RecurringPlanDetail>();
  expect(third.cycles[0]!.invoice.status).toBe('PAID');
  expect(third.last_charge_failure).toMatchObject({ cycle: 2, next_retry_at: expect.any(String) });
  expect((await control(id, 'next-charge-retry')).status).toBe(200);
  const detail = await read(id);
  expect(detail.cycles.find((row) => row.cycle === 2)!.invoice.status).toBe('PAID');
  expect(detail.last_charge_failure).toBeNull();
  expect([paymentsOf(invoiceId), ledgerOf(invoiceId)]).toEqual([1, 1]);
  // Nothing waits now.
  expect((await control(id, 'next-charge-retry')).status).toBe(409);
  expect((await control('rcp_nothing', 'next-charge-retry')).status).toBe(404);
  const bad = await control('rcp bad!', 'next-charge-retry');
  expect([bad.status, bad.json<{ error_code: string }>().error_code]).toEqual([400, 'API_VALIDATION_ERROR']);
});

test('no retry once the card is removed, the plan paused or the invoice paid on its page', async () => {
  const removed = await declined();
  await call('DELETE', plan(removed.id, 'payment-method'));
  expect((await control(removed.id, 'next-charge-retry')).status).toBe(409);

  const paused = await declined();
  await call('POST', plan(paused.id, 'pause'));
  expect((await read(paused.id)).last_charge_failure).toMatchObject({ next_retry_at: null });
  expect((await control(paused.id, 'next-charge-retry')).status).toBe(200);
  await read(paused.id);
  expect(paymentsOf(paused.invoiceId)).toBe(0); // a paused plan charges nothing; resumed, the retry is made
  await call('POST', plan(paused.id, 'resume'));
  expect(paymentsOf(paused.invoiceId)).toBe(1);

  const page = await declined();
  const code = (await read(page.id)).cycles[0]!.invoice.short_invoice_url.split('/').pop()!;
  expect((await gateway.request({ method: 'POST', url: `/api/pay/${code}`, payload: 'payer_email=sari%40example.test', headers: { 'content-type': 'application/x-www-form-urlencoded' } })).status).toBe(200);
  expect((await read(page.id)).last_charge_failure).toMatchObject({ next_retry_at: null });
  expect((await control(page.id, 'next-charge-retry')).status).toBe(409);
  expect(paymentsOf(page.invoiceId)).toBe(1);
});
