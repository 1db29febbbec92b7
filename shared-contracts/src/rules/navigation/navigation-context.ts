/**
 * What the navigation rules decide from (spec 01 §6, spec 02 §2). Every part may still be loading:
 * `undefined` means "not decided yet", and every rule answers `{ status: 'pending' }` until the parts
 * it needs are known. The keys are required on purpose, so a caller cannot forget one and get a
 * menu computed from half the facts.
 */
import type { SiteMap } from './compose';
import type { NotDecidedYet, SessionFacts } from './navigation-facts';

export interface NavigationContext extends SessionFacts {
  /** The composed menu, the remotes' routes and the named pages (`composeSiteMap`), known once the registry is. */
  readonly siteMap: SiteMap | NotDecidedYet;
  /** The user's own balance_view (GET balance view flag): true once they switched to the new view. Since contracts 2.3.0. */
  readonly balanceView?: boolean;
}

export type NavigationFact = keyof NavigationContext;

/** Nothing known yet: the context before sign-in and while the session restores. */
export const PENDING_NAVIGATION: NavigationContext = Object.freeze({
  user: undefined,
  business: undefined,
  businessSettings: undefined,
  featureFlags: undefined,
  getStartedPageEnabled: undefined,
  taxBusinessIds: undefined,
  internalEmailDomains: undefined,
  siteMap: undefined,
});

/** A context whose listed parts are all known. */
export type DecidedNavigationContext<K extends NavigationFact = NavigationFact> = {
  readonly [P in K]-?: Exclude<NavigationContext[P], NotDecidedYet>;
};

/** Every navigation rule answers pending until its facts are known, then ready with its answer. */
export type NavigationDecision<T extends object> = { readonly status: 'pending' } | ({ readonly status: 'ready' } & T);

export const PENDING: { readonly status: 'pending' } = Object.freeze({ status: 'pending' });

export const ALL_NAVIGATION_FACTS: readonly NavigationFact[] = [
  'user',
  'business',
  'businessSettings',
  'featureFlags',
  'getStartedPageEnabled',
  'taxBusinessIds',
  'internalEmailDomains',
  'siteMap',
];

/** Whether every listed part of the context is known. */
export function isDecided<K extends NavigationFact>(
  context: NavigationContext,
  facts: readonly K[],
): context is NavigationContext & DecidedNavigationContext<K> {
  return facts.every((fact) => context[fact] !== undefined);
}
