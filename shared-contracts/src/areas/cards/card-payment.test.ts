import { canCapture, refundAvailability, refundPeriodEnd } from './card-payment';

const NOW = Date.parse('2026-06-15T08:00:00.000Z');
const paid = { status: 'SETTLED' as const, created: '2026-05-01T10:00:00.000Z', capture_amount: 100_000, refunded_amount: 0 };

describe('refund availability (spec 02 §8)', () => {
  test.each([
    ['a settled payment, nothing refunded', paid, { available: true, remaining: 100_000 }],
    ['a charged payment refunded in part', { ...paid, status: 'CHARGED' as const, refunded_amount: 40_000 }, { available: true, remaining: 60_000 }],
    ['cents are counted exactly', { ...paid, capture_amount: 100.3, refunded_amount: 0.1 }, { available: true, remaining: 100.2 }],
    ['refunded in full by parts', { ...paid, refunded_amount: 100_000 }, { available: false, reason: 'fullyRefunded' }],
    ['a REFUNDED payment', { ...paid, status: 'REFUNDED' as const, refunded_amount: 100_000 }, { available: false, reason: 'fullyRefunded' }],
    ['a failed charge', { ...paid, status: 'FAILED' as const, capture_amount: 0 }, { available: false, reason: 'failedCharge' }],
    ['authorised only, not captured', { ...paid, status: 'PENDING' as const, capture_amount: 0 }, { available: false, reason: 'notCaptured' }],
    ['made exactly six months ago: still refundable', { ...paid, created: '2025-12-15T08:00:00.000Z' }, { available: true, remaining: 100_000 }],
    ['six months and a second ago', { ...paid, created: '2025-12-15T07:59:59.000Z' }, { available: false, reason: 'sixMonthsExceeded' }],
  ])('%s', (_name, payment, expected) => {
    expect(refundAvailability(payment, NOW)).toEqual(expected);
  });

  test('the six months are calendar months, ending on the last day of a shorter month', () => {
    expect(new Date(refundPeriodEnd('2026-08-31T10:00:00.000Z')).toISOString()).toBe('2027-02-28T10:00:00.000Z');
    expect(new Date(refundPeriodEnd('2026-01-15T00:00:00.000Z')).toISOString()).toBe('2026-07-15T00:00:00.000Z');
  });

  test.each([
    [{ status: 'PENDING' as const, authorization_status: 'SUCCEEDED' as const, captured_at: null }, true],
    [{ status: 'PENDING' as const, authorization_status: 'REVERSED' as const, captured_at: null }, false],
    [{ status: 'CHARGED' as const, authorization_status: 'SUCCEEDED' as const, captured_at: '2026-06-01T00:00:00Z' }, false],
    [{ status: 'FAILED' as const, authorization_status: 'FAILED' as const, captured_at: null }, false],
  ])('capture allowed for %j: %s', (payment, expected) => {
    expect(canCapture(payment)).toBe(expected);
  });
});
