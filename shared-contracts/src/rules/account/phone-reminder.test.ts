import type { AccountNotification, User } from '../../contract/entities';
import { PHONE_REMINDER_INTERVAL_MS, phoneReminderShown, phoneVerified, showsPhoneReminder } from './phone-reminder';

const NOW = Date.parse('2026-06-15T08:00:00Z');
const DAY = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString();
const entry = (change: Partial<AccountNotification>): AccountNotification[] => [{ notify: 'verifyPhoneNumber', status: 'ACTIVE', ...change }];

type Person = Pick<User, 'mfa_type' | 'is_phone_number_verified' | 'account_notifications'>;
// The sandbox's personas as the rule sees them (sandbox-gateway/src/seed/personas.ts).
const AUTHN: Person = { mfa_type: 'authenticator', is_phone_number_verified: false, account_notifications: entry({ remind_me: iso(NOW - DAY) }) };
const OWNER: Person = { mfa_type: 'phone_number', is_phone_number_verified: true, account_notifications: [] };
const NEW_WARUNG: Person = { mfa_type: 'phone_number', is_phone_number_verified: false, account_notifications: [] };

describe('the post-login phone reminder (spec 01 §4)', () => {
  it.each<[string, Person, number, boolean]>([
    ['authn@tokoku.test, remind date yesterday', AUTHN, NOW, true],
    ['authn@tokoku.test, remind date exactly now', { ...AUTHN, account_notifications: entry({ remind_me: iso(NOW) }) }, NOW, true],
    ['authn@tokoku.test, remind date in 6 days', { ...AUTHN, account_notifications: entry({ remind_me: iso(NOW + 6 * DAY) }) }, NOW, false],
    ['authn@tokoku.test, 7 days after it was shown', { ...AUTHN, account_notifications: [phoneReminderShown(NOW - 7 * DAY)] }, NOW, true],
    ['authn@tokoku.test, 1 day after it was shown', { ...AUTHN, account_notifications: [phoneReminderShown(NOW - DAY)] }, NOW, false],
    ['authn@tokoku.test, never reminded (no entry)', { ...AUTHN, account_notifications: [] }, NOW, true],
    ['authn@tokoku.test, ACTIVE without a date', { ...AUTHN, account_notifications: entry({}) }, NOW, true],
    ['authn@tokoku.test, remind_me false', { ...AUTHN, account_notifications: entry({ remind_me: false }) }, NOW, false],
    ['authn@tokoku.test, entry INACTIVE', { ...AUTHN, account_notifications: [phoneVerified()] }, NOW, false],
    ['authn@tokoku.test after verifying the phone', { ...AUTHN, is_phone_number_verified: true }, NOW, false],
    ['owner@tokoku.test (SMS second factor, verified)', OWNER, NOW, false],
    ['new@warungbaru.test (SMS second factor, unverified)', NEW_WARUNG, NOW, false],
    ['an unreadable remind date', { ...AUTHN, account_notifications: entry({ remind_me: 'soon' }) }, NOW, true],
  ])('%s → %s', (_name, person, now, shows) => {
    expect(showsPhoneReminder(person, now)).toBe(shows);
  });

  it('once shown it is ACTIVE again in 7 days; verified it is INACTIVE', () => {
    expect(phoneReminderShown(NOW)).toEqual({ notify: 'verifyPhoneNumber', status: 'ACTIVE', remind_me: iso(NOW + PHONE_REMINDER_INTERVAL_MS) });
    expect(phoneVerified()).toEqual({ notify: 'verifyPhoneNumber', status: 'INACTIVE', remind_me: false });
  });
});
