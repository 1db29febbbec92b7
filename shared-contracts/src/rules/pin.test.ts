import { GatewayError } from '../contract/gateway-error';
import { pinEntryProblem, pinFailureOf } from './pin';

describe('the withdrawal PIN rules (decision 0075)', () => {
  it('asks for six digits', () => {
    expect(['', '12345', '12a456', '123456'].map(pinEntryProblem)).toEqual(['requiredField', 'pinSixDigits', 'pinSixDigits', undefined]);
  });

  it('places each refusal as spec 02 §8 says', () => {
    expect(pinFailureOf(new GatewayError('INVALID_PIN_ERROR', 'wrong', 400), 'send')).toEqual({ kind: 'pin', code: 'INVALID_PIN_ERROR' });
    expect(pinFailureOf(new GatewayError('PIN_NOT_SET_ERROR', 'unset', 409), 'send')).toEqual({ kind: 'pin', code: 'PIN_NOT_SET_ERROR' });
    expect(pinFailureOf(new GatewayError('TOO_MANY_REQUESTS', 'wait', 429, 61), 'approve')).toEqual({ kind: 'tooMany', action: 'approve', minutes: 2 });
    expect(pinFailureOf(new GatewayError('OTP_TOKEN_NOT_VALID_ERROR', 'wrong code', 400), 'send')).toEqual({ kind: 'code', code: 'OTP_TOKEN_NOT_VALID_ERROR' });
    expect(pinFailureOf(new GatewayError('INSUFFICIENT_BALANCE_ERROR', 'short', 400), 'send')).toEqual({ kind: 'form', code: 'INSUFFICIENT_BALANCE_ERROR' });
    expect(pinFailureOf(new GatewayError('USER_LOCKED_ERROR', 'locked', 403), 'send')).toEqual({ kind: 'locked' });
    expect(pinFailureOf(new Error('network'), 'send')).toEqual({ kind: 'form', code: 'SERVER_ERROR' });
  });

  it("reads the shell's GatewayError by its shape: a remote bundles its own copy of this rule, so the class is another one", () => {
    const fromTheShell = Object.assign(new Error('wrong'), { name: 'GatewayError', code: 'INVALID_PIN_ERROR', status: 400 });
    expect(pinFailureOf(fromTheShell, 'send')).toEqual({ kind: 'pin', code: 'INVALID_PIN_ERROR' });
  });
});
