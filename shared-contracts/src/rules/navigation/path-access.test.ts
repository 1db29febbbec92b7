import type { NavigationContext } from './navigation-context';
import { isPathAllowed, normalisePath } from './path-access';
import { type BusinessName, type PersonaName, personaContext } from './personas.fixture';

function allowed(context: NavigationContext, pathname: string): boolean {
  const decision = isPathAllowed(context, pathname);
  if (decision.status !== 'ready') throw new Error('still pending');
  return decision.allowed;
}

describe('isPathAllowed: deep links per persona', () => {
  it.each<[PersonaName, BusinessName | undefined, string, boolean]>([
    // menu paths and the pages under them
    ['owner', undefined, '/home', true],
    ['owner', undefined, '/credit_cards/payments', true],
    ['owner', undefined, '/credit_cards/payment/pay_123', true],
    ['owner', undefined, '/credit_cards/payment/settlements/set_1', true],
    ['owner', undefined, '/credit_cards/fraud_prevention/list/l1', true],
    ['owner', undefined, '/credit_cards/chargebacks/cb_1', true],
    ['owner', undefined, '/xenplatform/accounts/acc_1/activity', true],
    ['owner', undefined, '/payment-links/create', true],
    ['owner', undefined, '/qr-code-download', true],
    ['owner', undefined, '/tax', true],
    ['owner', undefined, '/cash/', true],
    ['owner', undefined, '/cash?tab=1#x', true],
    // settings index and sub-pages
    ['owner', undefined, '/settings', true],
    ['owner', undefined, '/settings/team', true],
    ['owner', undefined, '/settings/payment-methods/cards-configuration', true],
    ['owner', undefined, '/settings/unknown', false],
    ['viewer', undefined, '/settings/billings', true],
    ['viewer', undefined, '/settings/team', false],
    ['viewer', undefined, '/settings/developers', false],
    ['staff', 'escrow', '/settings/integrations', false],
    // always-allowed and flag-gated pages outside the menu
    ['dev', undefined, '/2fa-setup', true],
    ['dev', undefined, '/oauth/authorize', true],
    ['owner', undefined, '/notification-center', true],
    ['owner', undefined, '/resolution-center', true],
    ['manila', undefined, '/resolution-center', false],
    ['remit', undefined, '/resolution-center', false],
    ['staff', 'platformSub', '/notification-center', true],
    ['staff', 'tokoku', '/notification-center', true],
    // pages the persona may not see
    ['viewer', undefined, '/activity-logs', false],
    ['viewer', undefined, '/activity-logs/log_1', false],
    ['dev', undefined, '/cash', false],
    ['ops', undefined, '/disbursements', false],
    ['finance', undefined, '/credit_cards/payment/pay_123', false],
    ['manila', undefined, '/cash', false],
    ['manila', undefined, '/apps-partners', false],
    ['brand2', undefined, '/credit_cards/payments', false],
    ['partner', undefined, '/tax', false],
    ['owner', undefined, '/get-started', false],
    ['owner', undefined, '/activation', false],
    ['owner', undefined, '/invoices', false],
    ['owner', undefined, '/invoice/inv_1', false],
    ['staff', 'escrow', '/cash', false],
    ['staff', 'escrow', '/integrations', false],
    ['staff', 'escrow', '/escrow-balance', true],
    // get-started and activation for the new business
    ['new', undefined, '/get-started', true],
    ['new', undefined, '/activation/ongoing-activation', true],
    ['new', undefined, '/activation-ph-individual', true],
    ['new', undefined, '/balance', false],
    // unknown or malformed paths
    ['owner', undefined, '/unknown', false],
    ['owner', undefined, '/cashier', false],
    ['owner', undefined, '/home/../activity-logs', false],
    ['owner', undefined, '//home', false],
    ['owner', undefined, 'home', false],
  ])('%s (%s): %s → %s', (persona, business, pathname, expected) => {
    expect(allowed(personaContext(persona, business), pathname)).toBe(expected);
  });

  it('the notification centre follows its flag', () => {
    const context = personaContext('owner');
    const featureFlags = { ...context.featureFlags!, notification_center: false };
    expect(allowed({ ...context, featureFlags }, '/notification-center')).toBe(false);
  });

  it('an excluded settings page is not allowed, nor is settings when the business excludes it', () => {
    const context = personaContext('owner');
    const exclude = (pages: string[], settings: string[]): NavigationContext => ({
      ...context,
      business: { ...context.business!, permission: { exclude_dashboard_page: pages, exclude_dashboard_settings: settings } },
    });
    expect(allowed(exclude([], ['team']), '/settings/team')).toBe(false);
    expect(allowed(exclude(['settings'], []), '/settings')).toBe(false);
    expect(allowed(exclude(['settings'], []), '/settings/team')).toBe(false);
  });

  it('is pending while anything is loading', () => {
    expect(isPathAllowed({ ...personaContext('owner'), featureFlags: undefined }, '/home')).toEqual({ status: 'pending' });
    expect(isPathAllowed({ ...personaContext('owner'), user: undefined }, '/unknown')).toEqual({ status: 'pending' });
  });
});

describe('normalisePath', () => {
  it.each([
    ['/cash/', '/cash'],
    ['/cash?x=1', '/cash'],
    ['/settings/team#members', '/settings/team'],
    ['/', '/'],
    ['/a//b', null],
    ['/a/./b', null],
    ['relative', null],
  ])('%s → %s', (input, output) => {
    expect(normalisePath(input)).toBe(output);
  });
});
