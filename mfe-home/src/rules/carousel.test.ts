import { REFERRAL_ENDS_AT, visibleCarouselCards, type CarouselCard } from './carousel';
import { HOME_PERSONAS, type HomePersona } from './personas.fixture';

/** An injected clock: today, as far as these tests care (long after the referral's end). */
const TODAY = Date.parse('2026-06-15T08:00:00Z');

const INDONESIA_TAIL: CarouselCard[] = ['eWalletSignUp', 'calendarBooking', 'safeguard', 'connex', 'issuing'];

describe('the carousel per persona and country (spec 02 §2)', () => {
  test.each<[HomePersona, CarouselCard[]]>([
    ['owner ID', ['activatePaymentMethods', 'mobileApp', 'partnership', 'capitalOffering', 'taxIntegration', 'platformExplore', 'payLater', ...INDONESIA_TAIL]],
    ['viewer', ['activatePaymentMethods', 'mobileApp', 'partnership', 'capitalOffering', 'taxIntegration', 'platformExplore', 'payLater', ...INDONESIA_TAIL]],
    ['Manila PH', [
      'activatePaymentMethods', 'taxIntegration', 'platformEnablement', 'payLater', 'socialMedia', 'directDebit', 'cyberSecurity', 'survey',
      'safeguard', 'connex', 'issuing',
    ]],
    ['remittance', ['youAreLive']],
    ['second brand', [
      'activatePaymentMethods', 'mobileApp', 'partnership', 'capitalOffering', 'taxIntegration', 'platformEnablement', 'payLater',
      'eWalletSignUp', 'calendarBooking', 'safeguard',
    ]],
    ['white-label partner', [
      'activatePaymentMethods', 'mobileApp', 'partnership', 'capitalOffering', 'taxIntegration', 'platformEnablement', 'payLater',
      'eWalletSignUp', 'calendarBooking', 'safeguard',
    ]],
    // A platform sub-account has no platform card; its calendar-booking flag is off.
    ['managed sub-account', ['activatePaymentMethods', 'mobileApp', 'partnership', 'capitalOffering', 'taxIntegration', 'payLater', 'eWalletSignUp', 'safeguard', 'connex', 'issuing']],
    // Not live: start accepting; test mode: no pay later.
    ['not-live business', ['startAccepting', 'mobileApp', 'partnership', 'capitalOffering', 'taxIntegration', 'platformEnablement', 'eWalletSignUp', 'safeguard', 'connex', 'issuing']],
    ['instant activation', [
      'instantActivationPending', 'mobileApp', 'partnership', 'capitalOffering', 'taxIntegration', 'platformEnablement', ...INDONESIA_TAIL,
    ]],
    ['owner in test mode', ['activatePaymentMethods', 'mobileApp', 'partnership', 'capitalOffering', 'taxIntegration', 'platformExplore', ...INDONESIA_TAIL]],
  ])('%s: %j', (persona, expected) => {
    expect(visibleCarouselCards(HOME_PERSONAS[persona], TODAY)).toEqual(expected);
  });

  test('permissions do not change the carousel', () => {
    for (const persona of ['ops-only', 'dev', 'finance'] as const) {
      expect(visibleCarouselCards(HOME_PERSONAS[persona], TODAY)).toEqual(visibleCarouselCards(HOME_PERSONAS['owner ID'], TODAY));
    }
  });

  test('referral: Indonesia only, and only before 15 August 2020 (Jakarta)', () => {
    const owner = HOME_PERSONAS['owner ID'];
    expect(visibleCarouselCards(owner, Date.parse('2020-08-14T16:59:59Z'))).toContain('referral');
    expect(visibleCarouselCards(owner, REFERRAL_ENDS_AT - 1)).toContain('referral');
    expect(visibleCarouselCards(owner, REFERRAL_ENDS_AT)).not.toContain('referral');
    expect(visibleCarouselCards(owner, Date.parse('2020-08-15T12:00:00Z'))).not.toContain('referral');
    expect(visibleCarouselCards(owner, TODAY)).not.toContain('referral');
    expect(visibleCarouselCards(HOME_PERSONAS['Manila PH'], Date.parse('2019-01-01T00:00:00Z'))).not.toContain('referral');
    expect(visibleCarouselCards(owner, Date.parse('2019-01-01T00:00:00Z')).indexOf('referral')).toBe(
      visibleCarouselCards(owner, Date.parse('2019-01-01T00:00:00Z')).indexOf('calendarBooking') + 1,
    );
  });

  test('calendar booking follows its flag', () => {
    const flagOff = { ...HOME_PERSONAS['owner ID'], featureFlags: { payment_links: true, calendar_booking: false } };
    expect(visibleCarouselCards(flagOff, TODAY)).not.toContain('calendarBooking');
  });

  test('awaiting docs under instant activation shows the pending card too', () => {
    const facts = { ...HOME_PERSONAS['instant activation'], goLiveStatus: 'INSTANT_LIVE_AWAITING_DOCS' as const };
    expect(visibleCarouselCards(facts, TODAY)[0]).toBe('instantActivationPending');
  });
});
