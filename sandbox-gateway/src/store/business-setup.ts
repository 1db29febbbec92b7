import { FEATURE_FLAGS, type Environment, type FeatureFlag } from 'shared-contracts';
import { isLive } from 'shared-contracts/rules';
import { tokenHash } from '../auth/secrets';
import { isoAt } from '../clock';
import type { SandboxDatabase } from '../db/connection';
import type { BusinessSeed } from '../seed/businesses';
import { apiKeyPrefix } from './api-keys';

const DAY = 24 * 60 * 60 * 1000;

/**
 * Spec 01 §4's onboarding steps, in /get-started's order (establishment_details counts in the
 * Philippines only). Every business has them; how far each is comes from facts (store/onboarding-facts).
 */
export const ONBOARDING_STEPS = ['business_profile', 'establishment_details', 'business_documents', 'bank_account', 'payment_methods'] as const;
const ENVIRONMENTS: Environment[] = ['DEVELOPMENT', 'PRODUCTION'];

function flagEnabled(seed: BusinessSeed, flag: FeatureFlag): boolean {
  return 'only' in seed.flags ? seed.flags.only.includes(flag) : !seed.flags.allExcept.includes(flag);
}

/** The businesses row: who and where the business is, and its go-live facts. */
const identity = (seed: BusinessSeed, now: number) => ({
  id: seed.id, name: seed.name, email: seed.email, brand: seed.brand, country: seed.country,
  environment: isLive(seed.status) ? 'PRODUCTION' : 'DEVELOPMENT', status: seed.status, kyc: seed.kyc,
  created: isoAt(now - seed.createdDaysAgo * DAY), type: seed.type ?? 'OWNED',
  getStartedEnabled: seed.getStartedEnabled ? 1 : 0,
  submitted: seed.submittedDaysAgo === undefined ? null : isoAt(now - seed.submittedDaysAgo * DAY),
});

/** The businesses row: what is excluded, and the platform and disbursement facts. */
const setup = (seed: BusinessSeed) => ({
  excludePages: JSON.stringify(seed.excludePages ?? []), excludeSettings: JSON.stringify(seed.excludeSettings ?? []),
  isSub: seed.subAccount ? 1 : 0, subType: seed.subAccount?.type ?? null, master: seed.subAccount?.master ?? null,
  canViewDisbursement: seed.canViewDisbursement ? 1 : 0, isXenPlatform: seed.isXenPlatform ? 1 : 0,
});

/**
 * One business with what every page of it reads: its row, feature flags, onboarding steps, API and
 * e-receipt settings per environment, secret keys and billing statements. The seed writes its
 * merchants with it, and Register a new business (docs/decisions/0073-register.md), so a registered
 * business has exactly the rows a seeded one has.
 */
export function insertBusiness(db: SandboxDatabase, seed: BusinessSeed, now: number): void {
  db.prepare(`INSERT INTO businesses VALUES (
    @id, @name, @email, NULL, 'Sandbox', @brand, @country, @environment, @status, @kyc, @created, @type,
    @excludePages, @excludeSettings, @isSub, @subType, @master, @canViewDisbursement, @isXenPlatform, 0, NULL,
    @getStartedEnabled, @submitted, NULL)`).run({ ...identity(seed, now), ...setup(seed) });
  const flag = db.prepare('INSERT INTO feature_flags VALUES (?, ?, ?)');
  for (const name of FEATURE_FLAGS) flag.run(seed.id, name, flagEnabled(seed, name) ? 1 : 0);
  const step = db.prepare('INSERT INTO onboarding_steps (business_id, step, position) VALUES (?, ?, ?)');
  ONBOARDING_STEPS.forEach((name, position) => step.run(seed.id, name, position));
  const apiSettings = db.prepare('INSERT INTO api_settings VALUES (?, ?, ?)');
  const ereceipts = db.prepare('INSERT INTO ereceipts_merchants VALUES (?, ?, ?)');
  for (const environment of ENVIRONMENTS) {
    apiSettings.run(seed.id, environment, JSON.stringify(seed.cidrWhitelist?.[environment] ?? []));
    ereceipts.run(seed.id, environment, seed.ereceipts?.[environment] ? 1 : 0);
  }
  const key = db.prepare(
    'INSERT INTO secret_api_keys (id, business_id, environment, name, created, prefix, secret_hash) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  for (const environment of seed.secretKeys) {
    const label = environment === 'PRODUCTION' ? 'Live' : 'Test';
    const id = `key_${seed.id}_${environment.toLowerCase()}`;
    // A seeded key's secret is never known: only a prefix to show and the hash of a secret nobody has.
    key.run(id, seed.id, environment, `${label} server key`, isoAt(now - Math.min(seed.createdDaysAgo, 30) * DAY),
      apiKeyPrefix(environment, tokenHash(id)), tokenHash(`seeded:${id}:${now}`));
  }
  const statement = db.prepare('INSERT INTO billing_statements VALUES (?, ?, ?, ?, ?, ?, ?)');
  seed.billing.forEach((bill, index) => {
    const currency = seed.country === 'Philippines' ? 'PHP' : seed.country === 'Singapore' ? 'USD' : 'IDR';
    statement.run(`bill_${seed.id}_${index + 1}`, seed.id, bill.status, isoAt(now + bill.dueInDays * DAY).slice(0, 10),
      bill.amount, currency, bill.period);
  });
}
