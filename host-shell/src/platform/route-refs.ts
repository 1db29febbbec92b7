import type { RouteRefs } from 'shared-contracts';
import { routeHref, routeKeysOf, routeVisibility, type NavigationContext, type SiteMap } from 'shared-contracts/rules';

/**
 * `HostApi.routes`: route keys resolved against the session's facts and the deployed site map
 * (shared-contracts/rules' routeVisibility and routeHref, the menu's gates and the deep-link rule).
 * Reads go through the session's observables, so a remote's observer renders again when they change.
 * A key no declaration has is reported once per remote: a link that can never show.
 */
const keysOfSiteMap = new WeakMap<SiteMap, Set<string>>();

function keysOf(siteMap: SiteMap): Set<string> {
  let keys = keysOfSiteMap.get(siteMap);
  if (!keys) keysOfSiteMap.set(siteMap, (keys = routeKeysOf(siteMap)));
  return keys;
}

export function shellRouteRefs(navigation: () => NavigationContext, report: (error: unknown, context: { phase: string }) => void): RouteRefs {
  const reported = new Set<string>();
  const checkKnown = (key: string): void => {
    const { siteMap } = navigation();
    if (!siteMap || reported.has(key) || keysOf(siteMap).has(key)) return;
    reported.add(key);
    report(new Error(`unknown route key "${key}"`), { phase: 'routes' });
  };
  return {
    isVisible(key) {
      checkKnown(key);
      return routeVisibility(navigation(), key);
    },
    href(key, options) {
      checkKnown(key);
      return routeHref(navigation(), key, options);
    },
  };
}
