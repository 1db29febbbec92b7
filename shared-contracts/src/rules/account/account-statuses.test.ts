import type { GoLiveStatus } from '../../contract/entities';
import {
  ACCOUNT_STATUSES,
  AWAITING_DOCS_GROUP,
  OTHER_BUSINESS_STATUSES,
  PENDING_VERIFICATION_GROUP,
  VERIFICATION_STATES,
  isActivationStatusOnly,
  isActivationUnderway,
  isInstantLive,
} from './account-statuses';
import { BUSINESS_RULES } from '../navigation/business-rules';

describe('the account-status vocabulary (spec 02 §3, §4)', () => {
  it('lists every status of the spec once', () => {
    expect(ACCOUNT_STATUSES).toHaveLength(15);
    expect(new Set([...ACCOUNT_STATUSES, ...OTHER_BUSINESS_STATUSES]).size).toBe(17);
    expect(VERIFICATION_STATES).toEqual(
      expect.arrayContaining(['AWAITING_SIGN', 'DATA_PROVIDED', 'AWAITING_DATA', 'PASSED', 'DECLINED', 'OPEN', 'CLOSED', 'REVIEWING_DOCS', 'COMPLETING_ACTIVATION']),
    );
  });

  it('groups each status with its instant-live variant', () => {
    expect(PENDING_VERIFICATION_GROUP).toEqual(['PENDING_VERIFICATION', 'INSTANT_LIVE_PENDING_VERIFICATION']);
    expect(AWAITING_DOCS_GROUP).toEqual(['AWAITING_DOCS', 'INSTANT_LIVE_AWAITING_DOCS']);
    expect(isInstantLive('INSTANT_LIVE_SUSPENDED')).toBe(true);
    expect(isInstantLive('PENDING_VERIFICATION')).toBe(false);
  });
});

const business = (go_live_status: GoLiveStatus, country_of_operation: 'Indonesia' | 'Philippines' = 'Indonesia') => ({
  go_live_status,
  country_of_operation,
  is_xp_sub_account: false,
  xp_sub_account_type: null,
});

describe('where the merchant sees their activation (docs/decisions/0064)', () => {
  // [status, under way, the activation status entry, the spec's activation entry (tier zero or one)]
  it.each<[GoLiveStatus, boolean, boolean, boolean]>([
    ['AWAITING_DOCS', true, false, true],
    ['FORM_CONFIRMED', true, false, true],
    ['PENDING_VERIFICATION', true, true, false],
    ['INSTANT_LIVE_PENDING_VERIFICATION', true, true, false],
    ['INSTANT_LIVE_AWAITING_DOCS', true, true, false],
    ['PENDING_LIVE', true, true, false],
    ['TIER_1', true, false, true],
    ['LIVE', false, false, false],
    ['REGISTERED', false, false, false],
    ['SUSPENDED', false, false, false],
    ['INSTANT_LIVE_SUSPENDED', false, false, false],
    ['LIVE_TESTMODE', false, false, false],
  ])('%s: under way %s, status entry %s, activation entry %s', (status, underway, statusOnly, activationEntry) => {
    expect(isActivationUnderway(status)).toBe(underway);
    expect(isActivationStatusOnly(business(status))).toBe(statusOnly);
    const facts = { business: business(status) } as unknown as Parameters<(typeof BUSINESS_RULES)['tierZeroOrOne']>[0];
    expect(BUSINESS_RULES.activationStatusOnly(facts)).toBe(statusOnly);
    expect(BUSINESS_RULES.tierZeroOrOne(facts)).toBe(activationEntry);
    // Never both entries at once.
    expect(statusOnly && activationEntry).toBe(false);
  });
});
