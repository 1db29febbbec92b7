import type { GoLiveStatus } from '../../contract/entities';
import {
  environmentBanner,
  isInternalStaff,
  showsActivationPrompt,
  showsGoLiveLink,
  showsInternalNotice,
} from './banners';
import { isOverdue, showsBillingReminder } from './billing-reminder';
import { canSwitchEnvironment, effectiveEnvironment, isLive, isTierZero, liveModeOf } from './live-mode';

describe('live mode', () => {
  it.each<[GoLiveStatus, boolean]>([
    ['LIVE', true],
    ['TIER_1', true],
    ['AWAITING_DOCS', false],
    ['REGISTERED', false],
    ['FORM_CONFIRMED', false],
    ['LIVE_TESTMODE', false],
  ])('%s live: %s', (status, live) => {
    expect(isLive(status)).toBe(live);
    expect(liveModeOf(status)).toBe(live ? 'LIVE' : 'NON_LIVE');
  });

  it('forces test mode for a business that is not live and keeps the cookie otherwise', () => {
    expect(effectiveEnvironment('AWAITING_DOCS', 'PRODUCTION')).toBe('DEVELOPMENT');
    expect(effectiveEnvironment('LIVE', 'PRODUCTION')).toBe('PRODUCTION');
    expect(effectiveEnvironment('LIVE', undefined)).toBeUndefined();
  });

  it('lets only administrators of live businesses switch environment', () => {
    expect(canSwitchEnvironment({ can_administer: true }, 'LIVE')).toBe(true);
    expect(canSwitchEnvironment({ can_administer: true }, 'TIER_1')).toBe(true);
    expect(canSwitchEnvironment({ can_administer: false }, 'LIVE')).toBe(false);
    expect(canSwitchEnvironment({ can_administer: true }, 'AWAITING_DOCS')).toBe(false);
  });

  const business = { is_xp_sub_account: false, xp_sub_account_type: null, country_of_operation: 'Indonesia' as const };
  it.each([
    [{ ...business, go_live_status: 'AWAITING_DOCS' as const }, true],
    [{ ...business, go_live_status: 'FORM_CONFIRMED' as const }, true],
    [{ ...business, go_live_status: 'REGISTERED' as const }, false],
    [{ ...business, go_live_status: 'REGISTERED' as const, country_of_operation: 'Philippines' as const }, true],
    [{ ...business, go_live_status: 'REGISTERED' as const, is_xp_sub_account: true, xp_sub_account_type: 'OWNED' as const }, true],
    [{ ...business, go_live_status: 'REGISTERED' as const, is_xp_sub_account: true, xp_sub_account_type: 'MANAGED' as const }, false],
    [{ ...business, go_live_status: 'LIVE' as const }, false],
  ])('tier zero %j → %s', (input, expected) => {
    expect(isTierZero(input)).toBe(expected);
  });
});

describe('banners', () => {
  it.each<[GoLiveStatus, 'DEVELOPMENT' | 'PRODUCTION' | undefined, string | null]>([
    ['LIVE', 'DEVELOPMENT', 'testModeLive'],
    ['AWAITING_DOCS', 'DEVELOPMENT', 'testModeNotActivated'],
    ['TIER_1', 'PRODUCTION', 'tierOne'],
    ['LIVE', 'PRODUCTION', null],
    ['LIVE', undefined, 'missingEnvironment'],
  ])('%s in %s → %s', (status, environment, banner) => {
    expect(environmentBanner({ go_live_status: status }, environment)).toBe(banner);
  });

  const prompt = {
    user: { can_administer: true },
    business: { go_live_status: 'AWAITING_DOCS' as const },
    kycVerificationStatus: 'AWAITING_DATA' as const,
    environment: 'DEVELOPMENT' as const,
    pathname: '/home',
  };
  it('shows the activation prompt to administrators of AWAITING_DOCS / AWAITING_DATA in test mode, not on /get-started', () => {
    expect(showsActivationPrompt(prompt)).toBe(true);
    expect(showsActivationPrompt({ ...prompt, pathname: '/get-started' })).toBe(false);
    expect(showsActivationPrompt({ ...prompt, user: { can_administer: false } })).toBe(false);
    expect(showsActivationPrompt({ ...prompt, kycVerificationStatus: 'DATA_PROVIDED' })).toBe(false);
    expect(showsActivationPrompt({ ...prompt, environment: 'PRODUCTION' })).toBe(false);
    expect(showsActivationPrompt({ ...prompt, business: { go_live_status: 'LIVE' } })).toBe(false);
  });

  it('shows the go-live link only in test mode with activation in the menu', () => {
    expect(showsGoLiveLink('DEVELOPMENT', true)).toBe(true);
    expect(showsGoLiveLink('DEVELOPMENT', false)).toBe(false);
    expect(showsGoLiveLink('PRODUCTION', true)).toBe(false);
  });

  const domains = ['internal.test', 'staff.test'];
  it('recognises internal staff and notices a switch into a customer business', () => {
    expect(isInternalStaff('staff@internal.test', domains)).toBe(true);
    expect(isInternalStaff('Someone@STAFF.test', domains)).toBe(true);
    expect(isInternalStaff('owner@tokoku.test', domains)).toBe(false);
    expect(isInternalStaff('x@internal.test.evil.test', domains)).toBe(false);
    expect(showsInternalNotice('staff@internal.test', 'billing@tokoku.test', domains)).toBe(true);
    expect(showsInternalNotice('staff@internal.test', 'ops@internal.test', domains)).toBe(false);
    expect(showsInternalNotice('owner@tokoku.test', 'billing@tokoku.test', domains)).toBe(false);
  });
});

describe('billing reminder', () => {
  const now = new Date('2026-11-21T00:00:00Z');
  const overdue = { status: 'UNPAID' as const, due_date_term: '2026-11-01' };
  const notDue = { status: 'UNPAID' as const, due_date_term: '2026-12-01' };
  const paid = { status: 'PAID' as const, due_date_term: '2026-10-01' };

  it('is overdue when unpaid and the due date term has passed', () => {
    expect([overdue, notDue, paid].map((s) => isOverdue(s, now))).toEqual([true, false, false]);
  });

  it.each([
    [{ can_administer: true, can_view: true }, [overdue], false, true],
    [{ can_administer: true, can_view: false }, [overdue], false, false],
    [{ can_administer: false, can_view: true }, [overdue], false, false],
    [{ can_administer: true, can_view: true }, [notDue, paid], false, false],
    [{ can_administer: true, can_view: true }, [overdue], true, false],
  ])('%j %j dismissed=%s → %s', (user, statements, dismissed, shows) => {
    expect(showsBillingReminder(user, statements, now, dismissed)).toBe(shows);
  });
});
