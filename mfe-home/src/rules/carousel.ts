import { isInstantActivationPending, isLiveBusiness, isRemittance, isWhiteLabel, type HomeFacts } from './home-facts';

export type CarouselCard =
  | 'instantActivationPending'
  | 'activatePaymentMethods'
  | 'startAccepting'
  | 'mobileApp'
  | 'partnership'
  | 'capitalOffering'
  | 'taxIntegration'
  | 'platformEnablement'
  | 'platformExplore'
  | 'payLater'
  | 'eWalletSignUp'
  | 'calendarBooking'
  | 'referral'
  | 'socialMedia'
  | 'directDebit'
  | 'cyberSecurity'
  | 'survey'
  | 'safeguard'
  | 'connex'
  | 'issuing'
  | 'youAreLive';

/** Spec 02 §9: the referral card is hidden from 15 August 2020 (Jakarta time, UTC+7) on. */
export const REFERRAL_ENDS_AT = Date.parse('2020-08-15T00:00:00+07:00');

/**
 * The carousel's cards in order (spec 02 §2 "Carousel cards and their visibility"). `now` is the
 * clock (epoch ms), injected so the referral card's date rule is testable.
 */
export function visibleCarouselCards(facts: HomeFacts, now: number): CarouselCard[] {
  if (isRemittance(facts)) return ['youAreLive'];
  const indonesia = facts.country === 'Indonesia';
  const philippines = facts.country === 'Philippines';
  const idOrPh = indonesia || philippines;
  const cards: CarouselCard[] = [];
  const add = (card: CarouselCard, shows: boolean) => {
    if (shows) cards.push(card);
  };
  // One status card: instant activation pending (with reload), else activate payment methods when
  // live, else start accepting (test mode, not live yet).
  cards.push(isInstantActivationPending(facts) ? 'instantActivationPending' : isLiveBusiness(facts) ? 'activatePaymentMethods' : 'startAccepting');
  add('mobileApp', indonesia);
  add('partnership', indonesia);
  add('capitalOffering', indonesia);
  add('taxIntegration', idOrPh);
  add(facts.xenPlatform ? 'platformExplore' : 'platformEnablement', !facts.platformSubAccount);
  add('payLater', idOrPh && facts.environment === 'PRODUCTION');
  add('eWalletSignUp', indonesia);
  add('calendarBooking', indonesia && facts.featureFlags.calendar_booking);
  add('referral', indonesia && now < REFERRAL_ENDS_AT);
  add('socialMedia', philippines);
  add('directDebit', philippines);
  add('cyberSecurity', philippines);
  add('survey', philippines);
  add('safeguard', idOrPh);
  const connexAndIssuing = idOrPh && !isWhiteLabel(facts) && facts.brand !== 'SECOND';
  add('connex', connexAndIssuing);
  add('issuing', connexAndIssuing);
  return cards;
}
