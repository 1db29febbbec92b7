import { FRAUD_BLOCKED_PAYMENT, SETTLED_PAYMENT } from '../testing/payment.fixture';
import { paymentTimeline } from './timeline';

describe('the payment timeline (spec 02 §4)', () => {
  test('a settled, partly refunded payment: every step in order, each linked to its page', () => {
    const events = paymentTimeline(SETTLED_PAYMENT);
    expect(events.map((event) => [event.kind, event.time, event.link?.kind])).toEqual([
      ['tokenization', '2026-05-01T10:00:00.000Z', 'tokenizations'],
      ['authentication', '2026-05-01T10:00:20.000Z', 'authentications'],
      ['authorization', '2026-05-01T10:00:40.000Z', 'authorizations'],
      ['capture', '2026-05-01T10:01:00.000Z', undefined],
      ['settlement', '2026-05-03T07:00:01.000Z', 'settlements'],
      ['refund', '2026-05-05T09:00:00.000Z', 'refunds'],
    ]);
  });

  test('a pending settlement shows when it is expected; a reversal follows its authorization', () => {
    const events = paymentTimeline({
      ...SETTLED_PAYMENT, status: 'CHARGED', settled_at: null, settlement_status: 'PENDING', refunds: [],
      authorization_status: 'REVERSED', reversed_at: '2026-05-01T22:00:00.000Z',
    });
    expect(events.map((event) => event.kind)).toEqual(['tokenization', 'authentication', 'authorization', 'capture', 'authorizationReversal', 'expectedSettlement']);
    expect(events.find((event) => event.kind === 'authorization')!.status).toEqual({ key: 'authorizationStatus.SUCCEEDED', value: 'SUCCEEDED' });
    expect(events.at(-1)!.time).toMatch(/T07:00:01\.000Z$/);
  });

  test('a declined payment stops at its failed authorization', () => {
    const events = paymentTimeline(FRAUD_BLOCKED_PAYMENT);
    expect(events.map((event) => [event.kind, event.status?.value])).toEqual([['tokenization', undefined], ['authorization', 'FAILED']]);
  });
});
