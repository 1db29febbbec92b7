import type { DeploymentFacts, SessionView } from 'shared-contracts';
import type { NavigationContext } from 'shared-contracts/rules';
import type { DeploymentConfig } from '../config/deployment';
import type { SessionStore } from '../session/session-store';

/**
 * What a remote built for contracts 2.x also reads of the session: the facts of the shell's
 * navigation rules, with the composed menu as `areas` (its 2.x name). A 3.x remote cannot see it (its
 * SessionView type has no such field); the shell serves it for one major so that squads move to 3.0
 * one release at a time (docs/decisions/0045-contracts-3.md). Remove at contracts 4.0.
 */
export interface LegacyNavigationView {
  readonly navigation: NavigationContext & { readonly areas: NavigationContext['siteMap'] };
}

/**
 * The session as every remote gets it: a read-only view over the shell's store (reads go through
 * getters, so an observer of the view follows the store), never the store itself.
 */
export function remoteSessionView(store: SessionStore, deployment: DeploymentConfig): SessionView & LegacyNavigationView {
  const facts: DeploymentFacts = Object.freeze({
    brand: deployment.brand,
    docsUrl: deployment.links.docs,
    apiReferenceUrl: deployment.links.apiReference,
    feedbackUrl: deployment.links.feedback,
    internalEmailDomains: deployment.internalEmailDomains,
  });
  return Object.freeze({
    get status() {
      return store.status;
    },
    get user() {
      return store.user;
    },
    get business() {
      return store.business;
    },
    get businesses() {
      return store.businesses;
    },
    get environment() {
      return store.environment;
    },
    get liveMode() {
      return store.liveMode;
    },
    get lastActionAt() {
      return store.lastActionAt;
    },
    get featureFlags() {
      return store.featureFlags;
    },
    get businessSettings() {
      return store.businessSettings;
    },
    deployment: facts,
    get navigation() {
      const navigation = store.site.navigation;
      return { ...navigation, areas: navigation.siteMap };
    },
  });
}
