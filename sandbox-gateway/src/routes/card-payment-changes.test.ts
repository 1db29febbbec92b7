/** @jest-environment node */
import type { CardPaymentDetail } from 'shared-contracts/areas/cards/card-payment';
import { CARDS_API, type CardPaymentsAnswer } from 'shared-contracts/areas/cards/cards';
import { createTestGateway, signedIn, snapshot, type TestGateway } from '../testing/test-gateway';

let gateway: TestGateway;
const as = signedIn(() => gateway);

beforeEach(async () => {
  gateway = await createTestGateway();
});
afterEach(() => gateway.close());

const get = async <T>(url: string, email = 'owner@tokoku.test') => (await gateway.request({ url, headers: await as(email) })).json<T>();
const post = async (url: string, payload: unknown, email = 'owner@tokoku.test') => gateway.request({ method: 'POST', url, payload, headers: await as(email) });
const byExternalId = async (externalId: string) => {
  const [row] = (await get<CardPaymentsAnswer>(`${CARDS_API.payments}?search=${externalId}`)).data;
  return get<CardPaymentDetail>(CARDS_API.payment(row!.id));
};
const fieldsOf = (answer: { json: <T>() => T }) => answer.json<{ error_code: string; errors: { field: string; message: string }[] }>();

describe('refunds', () => {
  test('part, then the rest; the payment is then REFUNDED and a second full refund is refused', async () => {
    const payment = await byExternalId('order-004969');
    expect(payment.refund).toEqual({ available: true, remaining: payment.capture_amount });
    const part = Math.round(payment.capture_amount / 3);
    const first = await post(CARDS_API.chargeRefunds(payment.id), { amount: part, reason: 'Customer request' });
    expect(first.status).toBe(200);
    const afterFirst = first.json<CardPaymentDetail>();
    expect(afterFirst.refunded_amount).toBe(part);
    expect(afterFirst.status).toBe(payment.status);
    expect(afterFirst.refunds.at(-1)).toMatchObject({ amount: part, status: 'SUCCEEDED', reason: 'Customer request' });

    const tooMuch = await post(CARDS_API.chargeRefunds(payment.id), { amount: payment.capture_amount });
    expect(tooMuch.status).toBe(400);
    expect(fieldsOf(tooMuch)).toMatchObject({ error_code: 'API_VALIDATION_ERROR', errors: [{ field: 'amount' }] });

    const rest = await post(CARDS_API.chargeRefunds(payment.id), { amount: payment.capture_amount - part });
    expect(rest.json<CardPaymentDetail>()).toMatchObject({ status: 'REFUNDED', refund: { available: false, reason: 'fullyRefunded' } });

    const again = await post(CARDS_API.chargeRefunds(payment.id), { amount: 1 });
    expect(again.status).toBe(400);
    expect(fieldsOf(again)).toMatchObject({ error_code: 'API_VALIDATION_ERROR', errors: [{ field: 'id', message: 'cannot be refunded: fullyRefunded' }] });
  });

  test('a failed charge, an uncaptured one, decimals in IDR and a viewer are refused, changing nothing', async () => {
    const failed = await byExternalId('order-004961');
    const pending = await byExternalId('order-004990');
    const charged = await byExternalId('order-004969');
    await as('viewer@tokoku.test'); // signing in writes a session: do it before the snapshot
    const before = snapshot(gateway.dbPath);
    expect(fieldsOf(await post(CARDS_API.chargeRefunds(failed.id), { amount: 1 })).errors).toEqual([{ field: 'id', message: 'cannot be refunded: failedCharge' }]);
    expect(fieldsOf(await post(CARDS_API.chargeRefunds(pending.id), { amount: 1 })).errors).toEqual([{ field: 'id', message: 'cannot be refunded: notCaptured' }]);
    // Issue 43 §6: the currency's minor units exactly, not within a tolerance.
    for (const amount of [10.5, 1e-7, 100.0000004]) {
      expect(fieldsOf(await post(CARDS_API.chargeRefunds(charged.id), { amount })).errors).toEqual([{ field: 'amount', message: 'must be a whole amount in IDR' }]);
    }
    expect(fieldsOf(await post(CARDS_API.chargeRefunds(charged.id), { amount: 0 })).errors[0]!.field).toBe('amount');
    expect(fieldsOf(await post(CARDS_API.chargeRefunds(charged.id), { amount: '100' })).errors[0]!.field).toBe('amount');
    const viewer = await post(CARDS_API.chargeRefunds(charged.id), { amount: 1000 }, 'viewer@tokoku.test');
    expect(viewer.status).toBe(403);
    expect((await post(CARDS_API.chargeRefunds('ccp_nope'), { amount: 1000 })).status).toBe(404);
    expect(snapshot(gateway.dbPath)).toBe(before);
  });

  test('a payment older than six months is past the refund period', async () => {
    const oldest = (await get<CardPaymentsAnswer>(`${CARDS_API.payments}?sort=created_asc&status=SETTLED&limit=1`)).data[0]!;
    const payment = await get<CardPaymentDetail>(CARDS_API.payment(oldest.id));
    expect(payment.refund).toEqual({ available: false, reason: 'sixMonthsExceeded' });
    expect(fieldsOf(await post(CARDS_API.chargeRefunds(oldest.id), { amount: 1 })).errors[0]!.message).toBe('cannot be refunded: sixMonthsExceeded');
  });
});

describe('capture', () => {
  test('an authorised-only payment is captured once, then its settlement is expected', async () => {
    const pending = await byExternalId('order-004990');
    expect(pending).toMatchObject({ status: 'PENDING', can_capture: true, capture_amount: 0 });
    const viewer = await post(CARDS_API.captureToken(pending.token_id), {}, 'viewer@tokoku.test');
    expect(viewer.status).toBe(403);
    const captured = await post(CARDS_API.captureToken(pending.token_id), {});
    expect(captured.json<CardPaymentDetail>()).toMatchObject({
      status: 'CHARGED', capture_amount: pending.amount, can_capture: false, settlement_status: 'PENDING', refund: { available: true },
    });
    expect(captured.json<CardPaymentDetail>().expected_settlement_at).toMatch(/T07:00:01\.000Z$/);
    const again = await post(CARDS_API.captureToken(pending.token_id), {});
    expect(fieldsOf(again).errors).toEqual([{ field: 'id', message: 'cannot be captured: the payment is CHARGED' }]);
  });

  test('never more than was authorised', async () => {
    const pending = await byExternalId('order-004990');
    const answer = await post(CARDS_API.captureToken(pending.token_id), { amount: pending.amount + 1 });
    expect(fieldsOf(answer).errors[0]!.field).toBe('amount');
  });
});
