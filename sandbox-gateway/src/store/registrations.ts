import { PERMISSION_FLAGS, type Brand, type Language } from 'shared-contracts';
import type { RegisterBusinessType, RegisterCountry } from 'shared-contracts/areas/shell/register';
import { newId } from '../auth/secrets';
import { isoAt } from '../clock';
import type { SandboxDatabase } from '../db/connection';
import type { BusinessSeed } from '../seed/businesses';
import { insertBusiness } from './business-setup';
import { sendEmailVerification } from './email-verification';
import { recordOutboxMessage } from './environment-data';
import { sweepAbandonedSignUps } from './sign-up-cleanup';

/** A sign-up as the gateway checked it: the email trimmed and lower-cased, the password hashed. */
export interface Registration {
  email: string;
  passwordHash: string;
  fullName: string;
  businessName: string;
  country: RegisterCountry;
  businessType: RegisterBusinessType;
  phoneNumber: string;
  language: Language;
  brand: Brand;
}

/** What a sign-up did; the caller's answer is the same for both (no user enumeration). */
export type RegistrationOutcome = { created: true; userId: string; businessId: string } | { created: false };

/**
 * A new business's feature flags: the activation onboarding (/get-started), the email confirmation
 * (spec 01 §2 /confirm_email) and what a business in test mode starts with.
 */
const NEW_BUSINESS_FLAGS = ['get_started', 'dashboard_email_verification', 'notification_center', 'payment_links', 'reporting'] as const;

/**
 * A new business in test mode, nothing submitted: in the Philippines REGISTERED (tier zero there,
 * spec 01 §4), elsewhere AWAITING_DOCS, the status whose activation prompt asks for the documents
 * (an Indonesian REGISTERED business would be neither tier zero nor live: no way to activation).
 */
function newBusiness(id: string, registration: Registration): BusinessSeed {
  return {
    id, name: registration.businessName, email: registration.email, brand: registration.brand, country: registration.country,
    status: registration.country === 'Philippines' ? 'REGISTERED' : 'AWAITING_DOCS', kyc: 'AWAITING_DATA', createdDaysAgo: 0,
    flags: { only: [...NEW_BUSINESS_FLAGS] }, getStartedEnabled: true, secretKeys: [], billing: [],
  };
}

function insertOwner(db: SandboxDatabase, userId: string, businessId: string, registration: Registration, created: string): void {
  db.prepare(`INSERT INTO users VALUES (
    ?, ?, ?, ?, ?, 0, 'phone_number', 'PENDING', 'SYSTEM', ?, NULL, 'ACTIVE',
    'Sandbox', ?, 0, 0, NULL, NULL, ?, NULL, NULL)`).run(
    userId, registration.email, registration.passwordHash, registration.fullName, registration.phoneNumber, registration.language, created, businessId,
  );
  // The owner may do everything in their business.
  db.prepare(`INSERT INTO memberships VALUES (?, ?, 0, ${PERMISSION_FLAGS.map(() => '1').join(', ')}, 0)`).run(userId, businessId);
}

/**
 * Registers in one synchronous transaction (better-sqlite3 runs it without yielding), so of two
 * parallel sign-ups with one email exactly one makes the account; the other is told by email, as is
 * anyone who signs up with an email that has an account. An account whose email is still unconfirmed
 * gets a new confirmation link instead (its password and business stay as they are).
 */
export function register(db: SandboxDatabase, registration: Registration, now: number): RegistrationOutcome {
  return db.transaction((): RegistrationOutcome => {
    // An abandoned sign-up of this email (or any) goes first, so its email registers afresh (decision 0081).
    sweepAbandonedSignUps(db, now);
    const existing = db
      .prepare('SELECT id, email, email_verification_status AS status FROM users WHERE email = ?')
      .get(registration.email) as { id: string; email: string; status: string } | undefined;
    if (existing) {
      if (existing.status === 'PENDING') sendEmailVerification(db, existing, now);
      else recordOutboxMessage(db, { kind: 'ACCOUNT_EXISTS_EMAIL', recipient: existing.email, subject: 'You already have an account: log in at /login or reset your password at /forgot_password' }, now);
      return { created: false };
    }
    const businessId = newId('biz');
    const userId = newId('usr');
    const created = isoAt(now);
    insertBusiness(db, newBusiness(businessId, registration), now);
    db.prepare('INSERT INTO home_settings VALUES (?, 0)').run(businessId);
    insertOwner(db, userId, businessId, registration, created);
    db.prepare('INSERT INTO registrations VALUES (?, ?, ?, ?, ?)').run(businessId, userId, registration.businessType, created, created);
    sendEmailVerification(db, { id: userId, email: registration.email }, now);
    return { created: true, userId, businessId };
  })();
}
