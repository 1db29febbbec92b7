import { needsEmailConfirmation } from './email-confirmation';

describe('sent to /confirm_email (spec 01 §2)', () => {
  it.each<[string, 'PENDING' | 'VERIFIED', boolean | undefined, boolean | undefined]>([
    ['pending@tokoku.test, flag on', 'PENDING', true, true],
    ['pending@tokoku.test, flag off', 'PENDING', false, false],
    ['pending@tokoku.test, flags not read yet', 'PENDING', undefined, undefined],
    ['owner@tokoku.test (verified), flag on', 'VERIFIED', true, false],
    ['owner@tokoku.test (verified), flags not read yet', 'VERIFIED', undefined, false],
  ])('%s → %s', (_name, status, flag, expected) => {
    const flags = flag === undefined ? undefined : { dashboard_email_verification: flag };
    expect(needsEmailConfirmation({ email_verification_status: status }, flags)).toBe(expected);
  });
});
