import { PERMISSION_FLAGS } from 'shared-contracts';
import { isLive } from 'shared-contracts/rules';
import { isoAt } from '../clock';
import { readMeta, writeMeta, type SandboxDatabase } from '../db/connection';
import { DEFAULT_SCRYPT_COST, hashPassword } from '../auth/passwords';
import { tokenHash } from '../auth/secrets';
import { insertActivationMasterData } from '../store/activation-master-data';
import { ACTIVATION_COUNTRIES } from './activation-countries';
import { insertActivityHistory } from './activity-log';
import { insertDeveloperData, insertProductSubmissions } from './developers';
import { insertBusiness } from '../store/business-setup';
import { BUSINESSES } from './businesses';
import { insertCardChargebacks } from './card-chargebacks';
import { insertCardPromotions } from './card-promotions';
import { insertCardFraudAndSettings } from './card-fraud';
import { cardPaymentPlans, cardPaymentsOf } from './card-payments';
import { insertCardPaymentRows } from '../store/card-payment-rows';
import { insertLedgerHistory } from './ledger';
import { NOTIFICATIONS } from './notifications';
import { ONE_TIME_TOKENS, PERSONAS, SANDBOX_PASSWORD, type Flags } from './personas';
import { SEEDED_INVITATION as INVITE } from './settings-team';
import { insertGettingPaidExamples } from './getting-paid';
import { insertRecurringExamples } from './recurring';

const DAY = 24 * 60 * 60 * 1000;

export interface SeedOptions {
  /** scrypt cost of the personas' password hashes; tests lower it to sign in quickly. */
  passwordCost?: number;
}

/** Hashing is slow on purpose; within one process a persona keeps its first hash (same password). */
const hashes = new Map<string, string>();
const passwordHashFor = (email: string, cost: number): string => {
  const key = `${cost}:${email}`;
  let hash = hashes.get(key);
  if (!hash) hashes.set(key, (hash = hashPassword(SANDBOX_PASSWORD, cost)));
  return hash;
};

function insertBusinesses(db: SandboxDatabase, now: number): void {
  for (const seed of BUSINESSES) insertBusiness(db, seed, now);
}

const flagValue = (flags: Flags, name: string): number => (flags === 'all' || flags.includes(name as never) ? 1 : 0);

function insertPersonas(db: SandboxDatabase, now: number, passwordCost: number): void {
  const user = db.prepare(`INSERT INTO users VALUES (
    @id, @email, @hash, @fullName, @phone, @phoneVerified, @mfaType, @emailStatus, 'SYSTEM', @language, NULL, 'ACTIVE',
    'Sandbox', @created, 0, @locked, @consent, @consentAt, @defaultBusiness, NULL, @passwordExpiresAt)`);
  const membership = db.prepare(`INSERT INTO memberships VALUES (?, ?, ?, ${PERMISSION_FLAGS.map(() => '?').join(', ')}, 0)`);
  const notification = db.prepare('INSERT INTO account_notifications VALUES (?, ?, ?, ?, ?, ?)');
  for (const persona of PERSONAS) {
    user.run({
      id: persona.id, email: persona.email, hash: passwordHashFor(persona.email, passwordCost), fullName: persona.fullName,
      phone: persona.phone, phoneVerified: persona.phoneVerified ? 1 : 0, mfaType: persona.mfaType,
      emailStatus: persona.emailPending ? 'PENDING' : 'VERIFIED',
      language: persona.language ?? 'en', created: isoAt(now - 400 * DAY), locked: persona.locked ? 1 : 0,
      consent: persona.imConsent === undefined ? null : persona.imConsent ? 1 : 0,
      consentAt: persona.imConsent === undefined ? null : isoAt(now - 30 * DAY),
      defaultBusiness: persona.memberships[0]!.businessId,
      passwordExpiresAt: persona.passwordExpired ? now - DAY : null,
    });
    persona.memberships.forEach(({ businessId, flags }, position) =>
      membership.run(persona.id, businessId, position, ...PERMISSION_FLAGS.map((name) => flagValue(flags, name))),
    );
    persona.accountNotifications.forEach(({ remindInDays, ...entry }, position) => {
      const remindMe = remindInDays === undefined ? null : remindInDays === false ? 'false' : isoAt(now + remindInDays * DAY);
      notification.run(persona.id, entry.notify, entry.business_id ?? '', entry.status, remindMe, position);
    });
  }
  const mfaUser = db.prepare('INSERT INTO mfa_login_users VALUES (?)');
  const backupCode = db.prepare('INSERT INTO mfa_backup_codes VALUES (?, ?, NULL)');
  for (const persona of PERSONAS) {
    if (!persona.mfaLogin) continue;
    mfaUser.run(persona.id);
    for (const code of persona.mfaLogin.backupCodes) backupCode.run(persona.id, tokenHash(code));
  }
  const ott = db.prepare('INSERT INTO one_time_tokens VALUES (?, ?, NULL)');
  for (const [token, userId] of Object.entries(ONE_TIME_TOKENS)) ott.run(tokenHash(token), userId);
}

function insertNotifications(db: SandboxDatabase, now: number): void {
  const insert = db.prepare(`INSERT INTO notifications (id, user_id, business_id, type, created, title_en, title_id,
    message_en, message_id, is_read, media_type, media_url, target_url, asks_feedback)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  for (const item of NOTIFICATIONS) {
    insert.run(item.id, item.userId, item.businessId, item.type, isoAt(now - item.createdHoursAgo * 60 * 60 * 1000),
      item.title.en, item.title.id ?? null, item.message.en, item.message.id ?? null, item.is_read ? 1 : 0,
      item.media_type, item.media_url, item.target_url, item.asks_feedback ? 1 : 0);
  }
}

/** What the home page reads: its settings, bank accounts and capital offerings (migration 6). */
function insertHomeData(db: SandboxDatabase, now: number): void {
  const settings = db.prepare('INSERT INTO home_settings VALUES (?, ?)');
  const account = db.prepare('INSERT INTO bank_accounts (id, business_id, bank_code, account_holder_name, account_number, created) VALUES (?, ?, ?, ?, ?, ?)');
  const offering = db.prepare('INSERT INTO capital_offerings VALUES (?, ?, ?, ?, NULL)');
  for (const seed of BUSINESSES) {
    const home = seed.home ?? {};
    settings.run(seed.id, home.disableInvoiceCreation ? 1 : 0);
    (home.bankAccounts ?? []).forEach(([bank, holder, number], index) =>
      account.run(`bank_${seed.id}_${index + 1}`, seed.id, bank, holder, number, isoAt(now - (60 - index) * DAY)),
    );
    if (home.capital) {
      const { maxAmount, eligible, submittedDaysAgo } = home.capital;
      offering.run(seed.id, maxAmount, eligible ? 1 : 0, submittedDaysAgo === undefined ? null : isoAt(now - submittedDaysAgo * DAY));
    }
  }
}

/** Card payments and their refunds (migration 8; issue 17), generated from a fixed seed. */
function insertCardPayments(db: SandboxDatabase, now: number): void {
  const plans = cardPaymentPlans(BUSINESSES.map((seed) => ({ id: seed.id, country: seed.country, live: isLive(seed.status) })));
  for (const plan of plans) {
    const { payments, refunds } = cardPaymentsOf(plan, now);
    insertCardPaymentRows(db, payments, refunds);
  }
}

/** Writes the seed into an empty database (dates are relative to `now`). */
export function seedDatabase(db: SandboxDatabase, now: number, options: SeedOptions = {}): void {
  db.transaction(() => {
    insertBusinesses(db, now);
    insertPersonas(db, now, options.passwordCost ?? DEFAULT_SCRYPT_COST);
    insertNotifications(db, now);
    insertHomeData(db, now);
    insertCardPayments(db, now);
    insertCardChargebacks(db, now);
    insertCardPromotions(db, now);
    insertCardFraudAndSettings(db, now);
    // After every money movement above: the ledger is written from them, in the order they happened.
    insertLedgerHistory(db, now);
    db.prepare('INSERT INTO invitations VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)').run(
      INVITE.id, tokenHash(INVITE.token), INVITE.businessId, INVITE.email, INVITE.fullName, JSON.stringify(INVITE.permissions),
      INVITE.invitedBy, isoAt(now - DAY), isoAt(now + INVITE.validDays * DAY),
    );
    const country = db.prepare('INSERT INTO activation_countries VALUES (?, ?, ?)');
    ACTIVATION_COUNTRIES.forEach(({ id, country_name }, position) => country.run(id, country_name, position));
    insertActivationMasterData(db);
    insertActivityHistory(db, now);
    insertDeveloperData(db, now);
    insertProductSubmissions(db, now);
    insertGettingPaidExamples(db, now);
    insertRecurringExamples(db, now);
    writeMeta(db, 'seeded_at', isoAt(now));
  })();
}

/** Seeds on the first start only; returns whether it seeded. */
export function ensureSeeded(db: SandboxDatabase, now: number, options: SeedOptions = {}): boolean {
  if (readMeta(db, 'seeded_at')) {
    // A database seeded before migration 9 gets the activation reference data once.
    insertActivationMasterData(db);
    // One seeded before migration 12 gets its chargebacks once.
    if (db.prepare('SELECT COUNT(*) FROM card_chargebacks').pluck().get() === 0) insertCardChargebacks(db, now);
    if (db.prepare('SELECT COUNT(*) FROM card_promotions').pluck().get() === 0) insertCardPromotions(db, now);
    // One seeded before migration 16 gets its callbacks and product submissions once.
    if (db.prepare('SELECT COUNT(*) FROM webhooks').pluck().get() === 0) {
      insertDeveloperData(db, now);
      insertProductSubmissions(db, now);
    }
    // One seeded before migration 17 gets its fraud lists and card settings once.
    if (db.prepare('SELECT COUNT(*) FROM card_mid_settings').pluck().get() === 0) insertCardFraudAndSettings(db, now);
    // One seeded before migration 19 gets its ledger, written from its money movements, once.
    if (db.prepare('SELECT COUNT(*) FROM ledger_entries').pluck().get() === 0) insertLedgerHistory(db, now);
    return false;
  }
  seedDatabase(db, now, options);
  return true;
}
