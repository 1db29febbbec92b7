/** @jest-environment node */
import { RECURRING_CHARGE_FAILURES, RECURRING_HARD_DECLINES, type RecurringPlanDetail } from 'shared-contracts/areas/getting-paid/recurring';
import { createTestGateway, execute, signedIn, snapshot, type TestGateway } from '../testing/test-gateway';
import { DAY, OWNER, plan } from '../testing/recurring-plans';
import { cardOnFileCalls } from '../testing/recurring-cards';

// Decision 0092: a soft decline is retried (decision 0090); a hard one is not, and the card leaves the plan.
let gateway: TestGateway;
const as = signedIn(() => gateway);
const { call, read, withCard, count, codeOf, pay, invoiceEmails, control } = cardOnFileCalls(() => gateway, as);

beforeEach(async () => {
  gateway = await createTestGateway({ testMode: true });
  execute(gateway.dbPath, "UPDATE feature_flags SET enabled = 0 WHERE business_id IN ('biz_tokoku', 'biz_manila') AND flag = 'payment_links'");
});
afterEach(() => gateway.close());

/** A plan with a card whose second cycle (issued now) was declined for `reason`. */
async function declined(reason: string) {
  const made = await withCard();
  const asked = await control(made.id, 'decline-next-charge', { failure_reason: reason });
  expect([asked.status, asked.json()]).toEqual([200, { id: made.id, decline_next_charge: true, failure_reason: reason }]);
  const detail = (await call('POST', plan(made.id, 'issue-next'))).json<RecurringPlanDetail>();
  return { id: made.id, detail, invoiceId: detail.cycles[0]!.invoice.id };
}
const attempts = (externalId: string) => count("SELECT COUNT(*) FROM card_payments WHERE external_id = ? AND status = 'FAILED'", externalId);
const reasonOf = (paymentId: string) => count('SELECT failure_reason FROM card_payments WHERE id = ?', paymentId);
async function later(ms: number) {
  gateway.clock.advance(ms);
  as.forget(OWNER);
  await as(OWNER);
}

test('the hard declines are the card’s own end (expired, stolen, inactive); the others are soft', () => {
  expect(RECURRING_HARD_DECLINES).toEqual(['EXPIRED_CARD', 'STOLEN_CARD', 'INACTIVE_CARD']);
  expect(RECURRING_CHARGE_FAILURES.filter((reason) => !(RECURRING_HARD_DECLINES as readonly string[]).includes(reason))).toEqual(['CARD_DECLINED', 'INSUFFICIENT_BALANCE']);
});

test.each(RECURRING_HARD_DECLINES)('a %s decline is not retried: no retry scheduled, the card off the plan, the invoice open and emailed, the next cycle emailed', async (reason) => {
  const { id, detail, invoiceId } = await declined(reason);
  expect(detail.last_charge_failure).toMatchObject({ cycle: 2, reason, retries_made: 0, next_retry_at: null, card_payment_id: expect.stringMatching(/^ccp_/) });
  expect(reasonOf(detail.last_charge_failure!.card_payment_id!)).toBe(reason);
  expect(detail.payment_method).toBeNull();
  expect(detail.cycles[0]!.invoice.status).toBe('PENDING');
  expect(await invoiceEmails(`${id}-2`)).toBe(1);
  // Kept open as long as the retries would have taken (the last at day 5, then the invoice's lifetime).
  const expiry = count('SELECT expiry_date FROM invoices WHERE id = ?', invoiceId) as unknown as string;
  expect(Date.parse(expiry)).toBeGreaterThan(Date.parse(detail.last_charge_failure!.failed_at) + 5 * DAY);
  // Nothing to retry: the control refuses and changes nothing; days later there is still one attempt.
  const before = snapshot(gateway.dbPath);
  expect((await control(id, 'next-charge-retry')).status).toBe(409);
  expect(snapshot(gateway.dbPath)).toBe(before);
  await later(6 * DAY);
  const after = await read(id);
  expect(attempts(`${id}-2`)).toBe(1);
  // The cycles issued meanwhile (a daily plan) are emailed, not charged: the card is gone.
  const newer = after.cycles.filter((row) => row.cycle > 2);
  expect(newer.length).toBeGreaterThan(0);
  expect(newer.filter((row) => row.invoice.status === 'PAID')).toEqual([]); // pending, or expired unpaid after a day
  expect(count("SELECT COUNT(*) FROM card_payments WHERE external_id LIKE ? AND external_id != ?", `${id}-%`, `${id}-1`)).toBe(1);
  expect(after.last_charge_failure).toMatchObject({ cycle: 2, reason, next_retry_at: null });
});

test('a soft INSUFFICIENT_BALANCE decline is retried on the card kept on file, and its FAILED payment says why', async () => {
  const { id, detail } = await declined('INSUFFICIENT_BALANCE');
  expect(detail.last_charge_failure).toMatchObject({ reason: 'INSUFFICIENT_BALANCE', retries_made: 0, next_retry_at: expect.any(String) });
  expect(reasonOf(detail.last_charge_failure!.card_payment_id!)).toBe('INSUFFICIENT_BALANCE');
  expect(detail.payment_method).toMatchObject({ type: 'CARD', last_four: '1091' });
  expect((await control(id, 'next-charge-retry')).status).toBe(200);
  expect((await read(id)).cycles.find((row) => row.cycle === 2)!.invoice.status).toBe('PAID');
});

test('a retry declined hard ends the retries and removes the card; the customer pays on the page saving another card, and the failure clears', async () => {
  const { id, detail } = await declined('CARD_DECLINED');
  expect(detail.last_charge_failure).toMatchObject({ reason: 'CARD_DECLINED', next_retry_at: expect.any(String) });
  expect((await control(id, 'decline-next-charge', { failure_reason: 'STOLEN_CARD' })).status).toBe(200);
  expect((await control(id, 'next-charge-retry')).status).toBe(200);
  const retried = await read(id);
  expect(retried.last_charge_failure).toMatchObject({ cycle: 2, reason: 'STOLEN_CARD', retries_made: 1, next_retry_at: null });
  expect(retried.payment_method).toBeNull();
  expect(attempts(`${id}-2`)).toBe(2);
  expect((await control(id, 'next-charge-retry')).status).toBe(409);
  // The invoice's page: the customer pays with another card and keeps it for the plan.
  expect((await pay(codeOf(retried, 2), true)).status).toBe(200);
  const paid = await read(id);
  expect(paid.last_charge_failure).toBeNull();
  expect(paid.payment_method).toMatchObject({ type: 'CARD' });
});

test('12 parallel reads when a hard-declined cycle falls due write one FAILED payment and remove the card once', async () => {
  const made = await withCard();
  expect((await control(made.id, 'decline-next-charge', { failure_reason: 'EXPIRED_CARD' })).status).toBe(200);
  await later(DAY);
  const answers = await Promise.all(Array.from({ length: 12 }, () => call('GET', plan(made.id))));
  expect(answers.map((answer) => answer.status)).toEqual(Array(12).fill(200));
  expect(attempts(`${made.id}-2`)).toBe(1);
  expect(count('SELECT COUNT(*) FROM recurring_plan_cards WHERE plan_id = ?', made.id)).toBe(0);
  expect((await read(made.id)).last_charge_failure).toMatchObject({ cycle: 2, reason: 'EXPIRED_CARD', next_retry_at: null });
});

test('a reason the control does not know, another field or a body that is not an object is refused naming it, and nothing changes', async () => {
  const made = await withCard();
  const before = snapshot(gateway.dbPath);
  for (const [payload, field] of [
    [{ failure_reason: 'FRAUD_GUARD_BLOCKED' }, 'failure_reason'],
    [{ failure_reason: 7 }, 'failure_reason'],
    [{ failure_reason: 'CARD_DECLINED', amount: 1 }, 'amount'],
    [['CARD_DECLINED'], 'body'],
  ] as const) {
    const answer = await control(made.id, 'decline-next-charge', payload);
    expect([answer.status, answer.json<{ error_code: string }>().error_code]).toEqual([400, 'API_VALIDATION_ERROR']);
    expect(JSON.stringify(answer.json())).toContain(`"field":"${field}"`);
  }
  expect(snapshot(gateway.dbPath)).toBe(before);
  // A body naming no reason is CARD_DECLINED, as before decision 0092.
  const plain = await control(made.id, 'decline-next-charge');
  expect([plain.status, plain.json<{ failure_reason: string }>().failure_reason]).toEqual([200, 'CARD_DECLINED']);
});
