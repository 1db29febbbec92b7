import type { FeatureFlags } from '../../contract/entities';
import { type LandingPage, landingPage } from './landing-page';
import type { NavigationContext } from './navigation-context';
import type { NavigationBusiness } from './navigation-facts';
import { type BusinessName, type PersonaName, permissions, personaContext } from './personas.fixture';

function landing(context: NavigationContext): LandingPage {
  const decision = landingPage(context);
  if (decision.status !== 'ready') throw new Error('still pending');
  return decision.path;
}

function given(persona: PersonaName, business: Partial<NavigationBusiness>, flags: Partial<FeatureFlags> = {}): NavigationContext {
  const context = personaContext(persona);
  return { ...context, business: { ...context.business!, ...business }, featureFlags: { ...context.featureFlags!, ...flags } };
}

const transactionsExcluded = { permission: { exclude_dashboard_page: ['transactions'], exclude_dashboard_settings: [] } };

describe('landingPage per persona', () => {
  it.each<[PersonaName, BusinessName | undefined, LandingPage]>([
    ['owner', undefined, '/home'],
    ['viewer', undefined, '/home'],
    ['ops', undefined, '/home'],
    ['dev', undefined, '/home'],
    ['finance', undefined, '/home'],
    ['new', undefined, '/home'],
    ['manila', undefined, '/home'],
    ['remit', undefined, '/home'],
    ['staff', undefined, '/home'],
    ['staff', 'escrow', '/home'],
    ['brand2', undefined, '/balance'],
    ['partner', undefined, '/balance'],
  ])('%s (%s) lands on %s', (persona, business, path) => {
    expect(landing(personaContext(persona, business))).toBe(path);
  });
});

describe('landingPage rules', () => {
  it.each<[string, NavigationContext, LandingPage]>([
    ['second brand, old balance view: cash', given('brand2', {}, { new_balance_view: false }), '/cash'],
    ['second brand even with transactions excluded: its own rule first', given('brand2', transactionsExcluded, { new_balance_view: false }), '/home'],
    ['partner, transactions excluded: escrow balance', given('partner', transactionsExcluded), '/escrow-balance'],
    ['partner, old balance view: cash', given('partner', {}, { new_balance_view: false }), '/cash'],
    ['partner in the Philippines, old view: cash is hidden, balance tab on', given('partner', { country_of_operation: 'Philippines' }, { new_balance_view: false }), '/balance'],
    [
      'partner in the Philippines, old view, no balance tab: home',
      given('partner', { country_of_operation: 'Philippines' }, { new_balance_view: false, balance_tab: false }),
      '/home',
    ],
    ['main brand with the new balance view: still home', given('owner', {}, { new_balance_view: true }), '/home'],
    ['second brand, old view for the business, the user switched to the new one: balance', { ...given('brand2', {}, { new_balance_view: false }), balanceView: true }, '/balance'],
    ['partner, the user switched back to the old view: cash', { ...given('partner', {}, { new_balance_view: false }), balanceView: false }, '/cash'],
    ['main brand, the user switched to the new view: still home', { ...given('owner', {}), balanceView: true }, '/home'],
  ])('%s', (_, context, path) => {
    expect(landing(context)).toBe(path);
  });

  it('falls back to home when the user may not open the balance or cash page', () => {
    const context = personaContext('brand2');
    expect(landing({ ...context, user: { ...permissions(['can_manage_tech_settings']), email: 'dev@brand2.test' } })).toBe('/home');
  });

  it('is pending while the facts are loading', () => {
    expect(landingPage({ ...personaContext('brand2'), featureFlags: undefined })).toEqual({ status: 'pending' });
    expect(landingPage({ ...personaContext('brand2'), business: undefined })).toEqual({ status: 'pending' });
    expect(landingPage({ ...personaContext('brand2'), user: undefined })).toEqual({ status: 'pending' });
  });
});
