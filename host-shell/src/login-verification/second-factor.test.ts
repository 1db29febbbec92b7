import { GatewayError } from 'shared-contracts';
import { validateWith } from 'shared-contracts/rules';
import { backupCodeSchema, challengeEnded, codeMethod, waitAfter } from './second-factor';
import { secondsLeft } from './use-countdown';

describe('the second factor rules', () => {
  it.each([
    ['phone_number', 'sms'],
    ['authenticator', 'authenticator'],
  ] as const)('mfa_type %s asks for the %s code', (mfaType, method) => {
    expect(codeMethod({ mfa_type: mfaType })).toBe(method);
  });

  const validate = validateWith(backupCodeSchema);
  it.each([
    ['', { backupCode: 'requiredField' }],
    ['   ', { backupCode: 'requiredField' }],
    ['abc', { backupCode: 'backupCodeInvalid' }],
    ['abcd12345', { backupCode: 'backupCodeInvalid' }],
    ['abcd_123', { backupCode: 'backupCodeInvalid' }],
    ['abcd1234', {}],
    [' ABCD-1234 ', {}],
    ['abcd 1234', {}],
  ])('the backup code %j: %j', (backupCode, messages) => {
    expect(validate({ backupCode })).toEqual(messages);
  });

  it.each([
    [new GatewayError('TOO_MANY_REQUESTS', 'x', 429, 900), 900],
    [new GatewayError('TOO_MANY_REQUESTS', 'x', 429), 0],
    [new GatewayError('OTP_TOKEN_NOT_VALID_ERROR', 'x', 400, 30), 0],
    [new Error('offline'), 0],
  ])('waits after %p: %i s', (error, seconds) => {
    expect(waitAfter(error)).toBe(seconds);
  });

  it('only AUTHORIZATION_TOKEN_ERROR ends the challenge', () => {
    expect(challengeEnded(new GatewayError('AUTHORIZATION_TOKEN_ERROR', 'x', 401))).toBe(true);
    expect(challengeEnded(new GatewayError('OTP_TOKEN_NOT_VALID_ERROR', 'x', 400))).toBe(false);
  });

  it.each([
    [null, 0, 0],
    [30_000, 0, 30],
    [30_000, 29_001, 1],
    [30_000, 30_000, 0],
    [30_000, 45_000, 0],
  ])('the countdown to %p at %p shows %i s', (at, now, seconds) => {
    expect(secondsLeft(at, now)).toBe(seconds);
  });
});
