import type { NavigationBusiness, NavigationContext } from './navigation-context';
import { type BusinessName, type PersonaName, personaContext } from './personas.fixture';
import { SETTINGS_PAGES, type SettingsPageKey, settingsHref, settingsPageOf, visibleSettingsPages } from './settings-pages';

function pageKeys(context: NavigationContext): SettingsPageKey[] {
  const decision = visibleSettingsPages(context);
  if (decision.status !== 'ready') throw new Error('settings still pending');
  return decision.pages.map((p) => p.key);
}

const ALL: SettingsPageKey[] = SETTINGS_PAGES.map((p) => p.key);
const without = (...keys: SettingsPageKey[]): SettingsPageKey[] => ALL.filter((k) => !keys.includes(k));

describe('visibleSettingsPages per persona', () => {
  it.each<[PersonaName, BusinessName | undefined, SettingsPageKey[]]>([
    ['owner', undefined, ALL],
    ['viewer', undefined, ['business-profile', 'payment-methods', 'sending-money', 'checkout', 'billings']],
    ['ops', undefined, ['business-profile', 'sending-money', 'checkout']],
    ['dev', undefined, ['business-profile', 'sending-money', 'checkout', 'integrations', 'developers', 'p2p-escrow-rdl']],
    ['finance', undefined, ['business-profile', 'sending-money', 'checkout', 'withdrawals']],
    ['new', undefined, without('p2p-escrow-rdl')],
    ['manila', undefined, without('p2p-escrow-rdl')],
    ['remit', undefined, without('p2p-escrow-rdl')],
    ['brand2', undefined, without('p2p-escrow-rdl')],
    ['partner', undefined, ALL],
    ['staff', undefined, ALL],
    ['staff', 'escrow', without('integrations')],
  ])('%s in %s', (persona, business, expected) => {
    expect(pageKeys(personaContext(persona, business))).toEqual(expected);
  });

  it('shows only business-profile to a user with no permission flag', () => {
    const context = personaContext('viewer');
    const user = { ...context.user!, can_view: false };
    expect(pageKeys({ ...context, user })).toEqual(['business-profile']);
  });

  it('removes the pages in exclude_dashboard_settings', () => {
    const context = personaContext('owner');
    const business: NavigationBusiness = {
      ...context.business!,
      permission: { exclude_dashboard_page: [], exclude_dashboard_settings: ['team', 'billings', 'business-profile'] },
    };
    expect(pageKeys({ ...context, business })).toEqual(without('team', 'billings', 'business-profile'));
  });

  it('hides integrations when the transactions page is excluded', () => {
    const context = personaContext('dev');
    const business: NavigationBusiness = {
      ...context.business!,
      permission: { exclude_dashboard_page: ['transactions'], exclude_dashboard_settings: [] },
    };
    expect(pageKeys({ ...context, business })).not.toContain('integrations');
  });
});

describe('settings pages as data', () => {
  it('carries the anchors of spec 01 §2', () => {
    const anchors = Object.fromEntries(SETTINGS_PAGES.map((p) => [p.key, p.anchors]));
    expect(anchors).toMatchObject({
      team: ['members'],
      billings: ['billing-statements'],
      developers: ['api-keys', 'callbacks', 'ip-whitelists'],
      withdrawals: ['bank-accounts'],
    });
    expect(settingsHref('team', 'members')).toBe('/settings/team#members');
    expect(settingsHref('business-profile')).toBe('/settings/business-profile');
  });

  it('finds the page of a path, including nested pages', () => {
    expect(settingsPageOf('/settings/payment-methods/cards-configuration')?.key).toBe('payment-methods');
    expect(settingsPageOf('/settings/team')?.key).toBe('team');
    expect(settingsPageOf('/settings/team/other')).toBeUndefined();
    expect(settingsPageOf('/settings/unknown')).toBeUndefined();
  });
});

describe('visibleSettingsPages while not decided yet', () => {
  it.each(['user', 'business', 'featureFlags'] as const)('is pending while %s is loading', (fact) => {
    expect(visibleSettingsPages({ ...personaContext('owner'), [fact]: undefined })).toEqual({ status: 'pending' });
  });

  it('does not wait for facts it does not need', () => {
    const context = { ...personaContext('owner'), taxBusinessIds: undefined, businessSettings: undefined };
    expect(visibleSettingsPages(context).status).toBe('ready');
  });
});
