import type { AccountNotification, User } from '../../contract/entities';

/** Spec 01 §3: the account-notification entry of the phone reminder and verification. */
export const VERIFY_PHONE_NOTIFY = 'verifyPhoneNumber';
/** Spec 01 §9: the post-login phone reminder comes back 7 days after it was shown. */
export const PHONE_REMINDER_INTERVAL_MS = 7 * 24 * 60 * 60 * 1000;
/** Spec 01 §9, 02 §9: another OTP may be requested 30 seconds after the last. */
export const OTP_RESEND_SECONDS = 30;

export const verifyPhoneEntry = (user: Pick<User, 'account_notifications'>): AccountNotification | undefined =>
  user.account_notifications.find((entry) => entry.notify === VERIFY_PHONE_NOTIFY);

/**
 * The post-login phone reminder (spec 01 §4): for users who sign in with an authenticator and
 * have no verified phone, when the remind date has passed. An INACTIVE entry (verified or put
 * away) or `remind_me: false` never shows; no entry yet means it was never shown.
 */
export function showsPhoneReminder(user: Pick<User, 'mfa_type' | 'is_phone_number_verified' | 'account_notifications'>, now: number): boolean {
  if (user.mfa_type !== 'authenticator' || user.is_phone_number_verified) return false;
  const entry = verifyPhoneEntry(user);
  if (!entry) return true;
  if (entry.status !== 'ACTIVE' || entry.remind_me === false) return false;
  if (entry.remind_me === undefined) return true;
  const due = Date.parse(entry.remind_me);
  return Number.isNaN(due) || due <= now;
}

/** Written when the reminder shows: ACTIVE, and again in 7 days (so it shows once). */
export const phoneReminderShown = (now: number): AccountNotification => ({
  notify: VERIFY_PHONE_NOTIFY,
  status: 'ACTIVE',
  remind_me: new Date(now + PHONE_REMINDER_INTERVAL_MS).toISOString(),
});

/** Written after the phone is verified (spec 01 §4): the entry becomes INACTIVE. */
export const phoneVerified = (): AccountNotification => ({ notify: VERIFY_PHONE_NOTIFY, status: 'INACTIVE', remind_me: false });
