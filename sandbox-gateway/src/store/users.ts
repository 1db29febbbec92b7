import type { AccountNotification, InstantMessagingConsent, Language, PermissionFlags, User } from 'shared-contracts';
import { PERMISSION_FLAGS } from 'shared-contracts';
import type { SandboxDatabase } from '../db/connection';

export interface UserRow {
  id: string;
  email: string;
  password_hash: string;
  full_name: string;
  phone_number: string | null;
  is_phone_number_verified: number;
  mfa_type: User['mfa_type'];
  email_verification_status: User['email_verification_status'];
  timezone: string;
  preferred_language: Language;
  preferred_timezone: string | null;
  status: User['status'];
  entity: string;
  created: string;
  is_pin_set: number;
  is_locked: number;
  im_consent_accepted: number | null;
  im_consent_timestamp: string | null;
  default_business_id: string;
  /** When the password stops being accepted (ms); null: never (migration 20). */
  password_expires_at: number | null;
}

export function findUserByEmail(db: SandboxDatabase, email: string): UserRow | undefined {
  return db.prepare('SELECT * FROM users WHERE email = ?').get(email) as UserRow | undefined;
}

export function findUserById(db: SandboxDatabase, id: string): UserRow | undefined {
  return db.prepare('SELECT * FROM users WHERE id = ?').get(id) as UserRow | undefined;
}

interface AccountNotificationRow {
  notify: string;
  business_id: string;
  status: AccountNotification['status'];
  remind_me: string | null;
}

export function accountNotifications(db: SandboxDatabase, userId: string): AccountNotification[] {
  const rows = db
    .prepare('SELECT * FROM account_notifications WHERE user_id = ? ORDER BY position')
    .all(userId) as AccountNotificationRow[];
  return rows.map((row) => ({
    notify: row.notify,
    status: row.status,
    ...(row.remind_me === null ? {} : { remind_me: row.remind_me === 'false' ? false : row.remind_me }),
    ...(row.business_id === '' ? {} : { business_id: row.business_id }),
  }));
}

/** The user as the dashboard sees them inside one business: permission flags come from the membership. */
export function toUser(db: SandboxDatabase, row: UserRow, flags: PermissionFlags): User {
  const consent: InstantMessagingConsent | null =
    row.im_consent_accepted === null || row.im_consent_timestamp === null
      ? null
      : { accepted: row.im_consent_accepted === 1, timestamp: row.im_consent_timestamp };
  return {
    id: row.id,
    user_id: row.id,
    email: row.email,
    full_name: row.full_name,
    phone_number: row.phone_number,
    is_phone_number_verified: row.is_phone_number_verified === 1,
    mfa_type: row.mfa_type,
    email_verification_status: row.email_verification_status,
    timezone: row.timezone,
    preferred_language: row.preferred_language,
    preferred_timezone: row.preferred_timezone,
    status: row.status,
    entity: row.entity,
    created: row.created,
    is_pin_set: row.is_pin_set === 1,
    account_notifications: accountNotifications(db, row.id),
    instant_messaging_consent: consent,
    ...(Object.fromEntries(PERMISSION_FLAGS.map((flag) => [flag, flags[flag]])) as unknown as PermissionFlags),
  };
}

export function setPreferredLanguage(db: SandboxDatabase, userId: string, language: Language): void {
  db.prepare('UPDATE users SET preferred_language = ? WHERE id = ?').run(language, userId);
}

/** An IANA zone, or SYSTEM for the browser's own (spec 01 §3). */
export function setTimezone(db: SandboxDatabase, userId: string, timezone: string): void {
  db.prepare('UPDATE users SET timezone = ? WHERE id = ?').run(timezone, userId);
}

export function setImConsent(db: SandboxDatabase, userId: string, consent: InstantMessagingConsent): void {
  db.prepare('UPDATE users SET im_consent_accepted = ?, im_consent_timestamp = ? WHERE id = ?').run(
    consent.accepted ? 1 : 0,
    consent.timestamp,
    userId,
  );
}

/** Upserts entries by (notify, business_id); entries not named are kept as they are. */
export function upsertAccountNotifications(db: SandboxDatabase, userId: string, entries: AccountNotification[]): void {
  const next = db.prepare('SELECT COALESCE(MAX(position), -1) + 1 FROM account_notifications WHERE user_id = ?').pluck();
  const upsert = db.prepare(`INSERT INTO account_notifications (user_id, notify, business_id, status, remind_me, position)
    VALUES (?, ?, ?, ?, ?, ?)
    ON CONFLICT (user_id, notify, business_id) DO UPDATE SET status = excluded.status,
      remind_me = COALESCE(excluded.remind_me, account_notifications.remind_me)`);
  db.transaction(() => {
    for (const entry of entries) {
      const remindMe = entry.remind_me === undefined ? null : entry.remind_me === false ? 'false' : entry.remind_me;
      upsert.run(userId, entry.notify, entry.business_id ?? '', entry.status, remindMe, next.get(userId));
    }
  })();
}

/** Marks the phone number verified and retires the verifyPhoneNumber reminder. */
export function verifyPhoneNumber(db: SandboxDatabase, userId: string, phoneNumber: string): void {
  db.transaction(() => {
    db.prepare('UPDATE users SET phone_number = ?, is_phone_number_verified = 1 WHERE id = ?').run(phoneNumber, userId);
    db.prepare(
      `UPDATE account_notifications SET status = 'INACTIVE' WHERE user_id = ? AND notify = 'verifyPhoneNumber'`,
    ).run(userId);
  })();
}
