import { GatewayError } from 'shared-contracts';
import { submissionFailureOf, tooSoon } from './submission';

describe('submission failures (spec 02 §8)', () => {
  test.each([
    ['NAME_SIMILARITY_MISMATCH', { kind: 'field', field: 'legal_name', messageKey: 'submit.nameMismatch' }],
    ['NPWP_VALIDATION_MISMATCH', { kind: 'field', field: 'npwp', messageKey: 'submit.npwpMismatch' }],
    ['DUPLICATE_PRODUCT_APPLICATION_ERROR', { kind: 'duplicate' }],
    ['SERVER_ERROR', { kind: 'failed' }],
    ['API_VALIDATION_ERROR', { kind: 'failed' }],
  ])('%s', (code, failure) => {
    expect(submissionFailureOf(new GatewayError(code, 'refused', 400))).toEqual(failure);
  });

  test('anything that is not a gateway answer is a failed submission', () => {
    expect(submissionFailureOf(new TypeError('offline'))).toEqual({ kind: 'failed' });
  });

  test.each([
    [null, 0, false],
    [1_000, 10_999, true],
    [1_000, 11_000, false],
  ])('last submitted at %p, now %p: too soon %p', (last, now, soon) => {
    expect(tooSoon(last, now)).toBe(soon);
  });
});
