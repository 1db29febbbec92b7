/** @jest-environment node */
// shared-contracts/testing keeps the seeded personas as remotes' tests see them (a remote's tests
// cannot import the gateway): this keeps that copy equal to the seed it describes.
import { FEATURE_FLAGS, PERMISSION_FLAGS } from 'shared-contracts';
import { PERSONAS as TESTING_PERSONAS, SEEDED_BUSINESSES } from 'shared-contracts/testing';
import { BUSINESSES } from './businesses';
import { PERSONAS } from './personas';

const seededBusiness = (id: string) => {
  const seed = BUSINESSES.find((business) => business.id === id);
  if (!seed) throw new Error(`no seeded business ${id}`);
  return seed;
};

describe.each(Object.entries(SEEDED_BUSINESSES))('shared-contracts/testing business %s', (_, { business, featureFlags, businessSettings }) => {
  const seed = seededBusiness(business.id);
  it('has the seed’s name, brand, country, status, kind and exclusions', () => {
    expect(business).toMatchObject({
      name: seed.name, email: seed.email, brand_name: seed.brand, country_of_operation: seed.country, go_live_status: seed.status,
      type: seed.type ?? 'OWNED', is_xp_sub_account: Boolean(seed.subAccount), xp_master_account_id: seed.subAccount?.master ?? null,
      permission: { exclude_dashboard_page: seed.excludePages ?? [], exclude_dashboard_settings: seed.excludeSettings ?? [] },
    });
  });
  it('has the seed’s feature flags and business settings', () => {
    const on = (flag: (typeof FEATURE_FLAGS)[number]) => ('only' in seed.flags ? seed.flags.only.includes(flag) : !seed.flags.allExcept.includes(flag));
    expect(featureFlags).toEqual(Object.fromEntries(FEATURE_FLAGS.map((flag) => [flag, on(flag)])));
    expect(businessSettings).toEqual({ can_view_disbursement: seed.canViewDisbursement ?? false, is_xen_platform: seed.isXenPlatform ?? false });
  });
});

describe.each(Object.entries(TESTING_PERSONAS))('shared-contracts/testing persona %s', (_, { user, business, businesses }) => {
  const seed = PERSONAS.find((persona) => persona.email === user.email);
  it('is a seeded persona with the same id, name, phone, second factor and language', () => {
    expect(seed).toBeDefined();
    expect(user).toMatchObject({
      id: seed!.id, full_name: seed!.fullName, phone_number: seed!.phone, is_phone_number_verified: seed!.phoneVerified,
      mfa_type: seed!.mfaType, preferred_language: seed!.language ?? 'en',
    });
  });
  it('lands in the same business with the same permission flags, and belongs to the same businesses', () => {
    const [landing] = seed!.memberships;
    expect(business.id).toBe(landing!.businessId);
    const flags = landing!.flags;
    expect(Object.fromEntries(PERMISSION_FLAGS.map((flag) => [flag, user[flag]]))).toEqual(
      Object.fromEntries(PERMISSION_FLAGS.map((flag) => [flag, flags === 'all' || flags.includes(flag)])),
    );
    expect(businesses.map((each) => each.id)).toEqual(seed!.memberships.map((membership) => membership.businessId));
  });
});
