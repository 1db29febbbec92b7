import type { NavigationContext } from './navigation-context';
import type { NavigationBusiness } from './navigation-facts';
import { type BusinessName, type PersonaName, personaContext } from './personas.fixture';
import { REPOSITORY_REMOTES, REPOSITORY_SITE_MAP } from './remotes.fixture';
import { unknownLinks } from './compose';
import { fillPath, matchPagePath, routeHref, routeVisibility } from './route-refs';

/** The spec's settings pages (spec 01 §2 "Settings sub-pages"), in its order. */
const ALL = [
  'business-profile', 'payment-methods', 'sending-money', 'checkout', 'team', 'integrations', 'billings', 'developers', 'withdrawals', 'p2p-escrow-rdl',
];
/** Those mfe-settings serves and declares; the others are not built, so no persona sees them. */
const DECLARED = ['business-profile', 'payment-methods', 'team', 'billings', 'developers', 'withdrawals'];
const served = (keys: string[]): string[] => keys.filter((key) => DECLARED.includes(key));
const without = (...keys: string[]): string[] => served(ALL.filter((k) => !keys.includes(k)));

function settingsPages(context: NavigationContext): string[] {
  return ALL.filter((key) => {
    const visible = routeVisibility(context, `settings.${key}`);
    if (visible === undefined) throw new Error('still pending');
    return visible;
  });
}

describe('settings pages per persona (spec 01 §6 "Settings pages"), from mfe-settings/declaration.json', () => {
  it.each<[PersonaName, BusinessName | undefined, string[]]>([
    ['owner', undefined, served(ALL)],
    ['viewer', undefined, served(['business-profile', 'payment-methods', 'sending-money', 'checkout', 'billings'])],
    ['ops', undefined, served(['business-profile', 'sending-money', 'checkout'])],
    ['dev', undefined, served(['business-profile', 'sending-money', 'checkout', 'integrations', 'developers', 'p2p-escrow-rdl'])],
    ['finance', undefined, served(['business-profile', 'sending-money', 'checkout', 'withdrawals'])],
    ['new', undefined, without('p2p-escrow-rdl')],
    ['manila', undefined, without('p2p-escrow-rdl')],
    ['remit', undefined, without('p2p-escrow-rdl')],
    ['brand2', undefined, without('p2p-escrow-rdl')],
    ['partner', undefined, served(ALL)],
    ['staff', undefined, served(ALL)],
    ['staff', 'escrow', without('integrations')],
  ])('%s in %s', (persona, business, expected) => {
    expect(settingsPages(personaContext(persona, business))).toEqual(expected);
  });

  it('shows only business-profile to a user with no permission flag', () => {
    const context = personaContext('viewer');
    expect(settingsPages({ ...context, user: { ...context.user!, can_view: false } })).toEqual(['business-profile']);
  });

  it('removes the pages in exclude_dashboard_settings, with their nested pages', () => {
    const context = personaContext('owner');
    const business: NavigationBusiness = {
      ...context.business!,
      permission: { exclude_dashboard_page: [], exclude_dashboard_settings: ['team', 'billings', 'business-profile', 'payment-methods'] },
    };
    const excluded = { ...context, business };
    expect(settingsPages(excluded)).toEqual(without('team', 'billings', 'business-profile', 'payment-methods'));
    expect(routeVisibility(excluded, 'settings.payment-methods.cards-configuration')).toBe(false);
    expect(routeVisibility(context, 'settings.payment-methods.cards-configuration')).toBe(true);
  });

  it('hides every settings page where the settings entry itself is excluded', () => {
    const context = personaContext('owner');
    const business: NavigationBusiness = { ...context.business!, permission: { exclude_dashboard_page: ['settings'], exclude_dashboard_settings: [] } };
    expect(settingsPages({ ...context, business })).toEqual([]);
  });
});

describe('routeVisibility and routeHref', () => {
  const owner = personaContext('owner');

  it('answers undefined while a fact loads, then the answer', () => {
    expect(routeVisibility({ ...owner, featureFlags: undefined }, 'settings.team')).toBeUndefined();
    expect(routeHref({ ...owner, siteMap: undefined }, 'settings.team')).toBeUndefined();
    expect(routeVisibility(owner, 'settings.team')).toBe(true);
  });

  it('links a menu entry, a page with one of its anchors and a query, and refuses an anchor the page does not list', () => {
    expect(routeHref(owner, 'credit-card-payments')).toBe('/credit_cards/payments');
    expect(routeHref(owner, 'settings.developers', { anchor: 'callbacks' })).toBe('/settings/developers#callbacks');
    expect(routeHref(owner, 'settings.developers', { anchor: 'nowhere' })).toBe('/settings/developers');
    expect(routeHref(owner, 'credit-card-payments', { query: { status: 'PENDING LIVE' } })).toBe('/credit_cards/payments?status=PENDING+LIVE');
  });

  it('gives nothing for an unknown key, a hidden page, or an area no remote serves', () => {
    expect(routeVisibility(owner, 'settings.nowhere')).toBe(false);
    expect(routeHref(personaContext('viewer'), 'settings.team')).toBeUndefined();
    const today = { ...owner, siteMap: REPOSITORY_SITE_MAP };
    // Retail outlets and the checkout preview: no remote serves them yet (payment links are, issue 44; disbursements, issue 45).
    expect(routeVisibility(today, 'retail-outlets')).toBe(false);
    expect(routeVisibility(today, 'disbursements')).toBe(true);
    expect(routeHref(today, 'invoices.customize-checkout')).toBeUndefined();
    expect(routeHref(today, 'payment-links.create')).toBe('/payment-links/create');
    expect(routeHref(owner, 'payment-links.create')).toBe('/payment-links/create'); // the spec's dashboard, every area served
  });

  it('fills a page path\'s parameters, encoded, and matches paths exactly', () => {
    expect(fillPath('/credit_cards/payment/:id', { id: 'pay 1/2' })).toBe('/credit_cards/payment/pay%201%2F2');
    expect(fillPath('/credit_cards/payment/:id')).toBeUndefined();
    expect(matchPagePath('/credit_cards/payment/:id', '/credit_cards/payment/abc')).toEqual({ id: 'abc' });
    expect(matchPagePath('/settings/team', '/settings/team/')).toEqual({});
    expect(matchPagePath('/settings/team', '/settings/team/other')).toBeNull();
    expect(matchPagePath('/credit_cards/payment/:id', '/credit_cards/payment/')).toBeNull();
  });
});

test('every route key a repository remote links to exists in the site map', () => {
  expect(REPOSITORY_SITE_MAP.problems).toEqual([]);
  expect(unknownLinks(REPOSITORY_SITE_MAP, REPOSITORY_REMOTES)).toEqual([]);
});
