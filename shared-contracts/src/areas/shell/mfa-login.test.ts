import { BACKUP_CODE_PATTERN, isMfaChallenge, maskPhoneNumber, normaliseBackupCode } from './mfa-login';

describe('second-factor sign-in wire rules', () => {
  it.each([
    ['+6281234567009', '+62••••••••009'],
    ['+639171234567', '+63•••••••567'],
    ['081234567', '••••••567'],
    ['+62123', '+62123'],
  ])('masks %s as %s', (phone, masked) => {
    expect(maskPhoneNumber(phone)).toBe(masked);
  });

  it.each([
    ['ABCD-1234', 'abcd1234'],
    [' abcd 1234 ', 'abcd1234'],
    ['ab-cd-12-34', 'abcd1234'],
  ])('reads the typed backup code %j as %s', (typed, code) => {
    expect(normaliseBackupCode(typed)).toBe(code);
    expect(BACKUP_CODE_PATTERN.test(code)).toBe(true);
  });

  it('tells a challenge from a session', () => {
    expect(isMfaChallenge({ mfa_required: true, mfa_token: 't' })).toBe(true);
    expect(isMfaChallenge({ user: {}, business: {} })).toBe(false);
    expect(isMfaChallenge({ mfa_required: 'true' })).toBe(false);
    expect(isMfaChallenge(null)).toBe(false);
  });
});
