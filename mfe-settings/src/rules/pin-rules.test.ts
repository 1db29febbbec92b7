import { GatewayError } from 'shared-contracts';
import { pinConfirmationFor } from 'shared-contracts/areas/settings/settings';
import { codeProblem, isCodeComplete, newPinProblem, passwordProblem, pinFailureOf, repeatPinProblem, resendAt, secondsUntil } from './pin-rules';

describe('the withdrawal PIN rules (spec 02 §5)', () => {
  test.each([
    ['', 'requiredField'],
    ['12345', 'pinSixDigits'],
    ['1234567', 'pinSixDigits'],
    ['12a456', 'pinSixDigits'],
    ['１２３４５６', 'pinSixDigits'],
    ['123456', undefined],
    ['000000', undefined],
  ])('a new PIN %j: %s', (pin, problem) => {
    expect(newPinProblem(pin)).toBe(problem);
  });

  test.each([
    ['135790', '', 'requiredField'],
    ['135790', '1357', 'pinSixDigits'],
    ['135790', '135791', 'pinNotMatch'],
    ['135790', '135790', undefined],
  ])('%s repeated as %j: %s', (pin, repeated, problem) => {
    expect(repeatPinProblem(pin, repeated)).toBe(problem);
  });

  test.each([
    ['', 'requiredField'],
    ['12345', 'codeSixCharacters'],
    ['12 456', 'codeSixCharacters'],
    ['AB12cd', undefined],
    ['123456', undefined],
  ])('the code %j (alphanumeric): %s', (code, problem) => {
    expect(codeProblem(code)).toBe(problem);
    expect(codeProblem(code, 'otp')).toBe(problem);
  });

  test.each([
    ['', 'requiredField', false],
    ['12345', 'authenticatorCodeNumeric', false],
    ['AB12cd', 'authenticatorCodeNumeric', false],
    ['12345a', 'authenticatorCodeNumeric', false],
    ['1234567', 'authenticatorCodeNumeric', false],
    ['123456', undefined, true],
  ])('the authenticator code %j (numeric, six): %s, complete %s', (code, problem, complete) => {
    expect(codeProblem(code, 'authenticator')).toBe(problem);
    expect(isCodeComplete(code, 'authenticator')).toBe(complete);
  });

  test('the password confirmation is required (currentPasswordError)', () => {
    expect(passwordProblem('')).toBe('currentPasswordError');
    expect(passwordProblem('x'.repeat(201))).toBe('exceedMaxCharacters');
    expect(passwordProblem('Sandbox-2026')).toBeUndefined();
  });

  test('a new code only 30 s after the last (whole seconds, rounded up)', () => {
    const sent = 1_000_000;
    expect(secondsUntil(null, sent)).toBe(0);
    expect(secondsUntil(resendAt(sent), sent)).toBe(30);
    expect(secondsUntil(resendAt(sent), sent + 29_001)).toBe(1);
    expect(secondsUntil(resendAt(sent), sent + 30_000)).toBe(0);
  });

  test.each([
    [{ mfa_type: 'authenticator', phone_number: '+6281234567006', is_phone_number_verified: false }, 'authenticator'],
    [{ mfa_type: 'authenticator', phone_number: '+6281234567006', is_phone_number_verified: true }, 'authenticator'],
    [{ mfa_type: 'phone_number', phone_number: '+6281234567001', is_phone_number_verified: true }, 'otp'],
    [{ mfa_type: 'phone_number', phone_number: '+6281234567001', is_phone_number_verified: false }, 'password'],
    [{ mfa_type: 'phone_number', phone_number: null, is_phone_number_verified: false }, 'password'],
  ] as const)('%j confirms by %s', (user, method) => {
    expect(pinConfirmationFor(user)).toBe(method);
  });
});

describe('where a refusal is shown (spec 02 §8)', () => {
  const error = (code: string, retryAfter?: number) => new GatewayError(code, 'refused', 400, retryAfter);
  test.each([
    [error('USER_LOCKED_ERROR'), { kind: 'locked' }],
    [error('TOO_MANY_REQUESTS', 125), { kind: 'tooMany', action: 'setPin', minutes: 3 }],
    [error('TOO_MANY_REQUESTS'), { kind: 'tooMany', action: 'setPin', minutes: 30 }],
    [error('OTP_TOKEN_NOT_VALID_ERROR'), { kind: 'code', code: 'OTP_TOKEN_NOT_VALID_ERROR' }],
    [error('INVALID_AUTH_TOKEN'), { kind: 'code', code: 'INVALID_AUTH_TOKEN' }],
    [error('INVALID_CREDENTIALS_ERROR'), { kind: 'password' }],
    [error('INVALID_PIN_ERROR'), { kind: 'pin', code: 'INVALID_PIN_ERROR' }],
    [error('SERVER_ERROR'), { kind: 'form', code: 'SERVER_ERROR' }],
    [new Error('offline'), { kind: 'form', code: 'SERVER_ERROR' }],
  ])('%s', (failure, shown) => {
    expect(pinFailureOf(failure, 'setPin')).toEqual(shown);
  });
});
