import type { RouteLinkOptions, RouteRefs } from '../contract/route-refs';
import type { SessionView } from '../contract/session-view';
import type { RemoteDeclaration } from '../registry/declaration';
import { composeSiteMap, type DeclaringRemote, type SiteMap } from '../rules/navigation/compose';
import { HELP_MENU } from '../rules/navigation/help-menu';
import { SHELL_MENU, SPEC_PAGES, menuEntries } from '../rules/navigation/menu';
import { PENDING_NAVIGATION, type NavigationContext } from '../rules/navigation/navigation-context';
import { fillPath, routeVisibility } from '../rules/navigation/route-refs';

export interface FakeRoutesOptions {
  /**
   * The remote's declaration. Its own keys (menu entries, pages) resolve as the shell resolves them,
   * by their gates against the fake session; a key that is neither its own nor in its `links`
   * throws, so a link to an unknown key fails the remote's unit test, not the merchant.
   */
  declaration?: Pick<RemoteDeclaration, 'menu' | 'routes'> & Partial<Pick<RemoteDeclaration, 'pages' | 'links'>>;
  /**
   * Which keys the user may open, overriding the gates; without it, other areas' keys (`links`) are
   * open to everyone. `undefined` plays "not decided yet".
   */
  visible?: (key: string) => boolean | undefined;
  /** The paths of other areas' keys; otherwise a key's conventional path (`settings.team` → `/settings/team`). */
  paths?: Readonly<Record<string, string>>;
}

/**
 * Stands in for the remotes of every area of the spec's menu, pages and help menu, so that a
 * remote's own declaration is composed into a whole dashboard, as in the shell.
 */
export const EVERY_AREA_SERVED: DeclaringRemote = {
  name: 'spec-areas',
  declaration: {
    title: { en: 'Spec areas', id: 'Area spesifikasi' },
    routes: [
      ...menuEntries(SHELL_MENU).flatMap((entry) => [entry.path, ...(entry.relatedPaths ?? [])]),
      ...SPEC_PAGES.map((page) => page.path),
      ...HELP_MENU.flatMap((entry) => (entry.path ? [entry.path] : [])),
    ].map((path) => ({ path: `${path}/*` })),
    menu: [],
    slots: [],
  },
};

/** The navigation facts the shell would decide from, read off a fake session (undecided parts stay undefined). */
function contextOf(session: SessionView, siteMap: SiteMap): NavigationContext {
  const { user, business, featureFlags, businessSettings, deployment } = session;
  if (!user || !business) return PENDING_NAVIGATION;
  return {
    user,
    business: { ...business, environment: session.environment ?? business.environment },
    businessSettings,
    featureFlags,
    getStartedPageEnabled: false,
    taxBusinessIds: [],
    internalEmailDomains: deployment.internalEmailDomains,
    siteMap,
  };
}

/** `HostApi.routes` for a remote's unit tests and dev harness; every lookup is recorded. */
export function fakeRouteRefs(options: FakeRoutesOptions = {}, session?: () => SessionView, lookups: string[] = []): RouteRefs {
  const { declaration, visible, paths = {} } = options;
  const self: DeclaringRemote | undefined = declaration && {
    name: 'self',
    declaration: { title: { en: 'Remote', id: 'Remote' }, slots: [], ...declaration },
  };
  const siteMap = self ? composeSiteMap(SHELL_MENU, [self, EVERY_AREA_SERVED]) : undefined;
  const own = new Map<string, { path: string; anchors: readonly string[] }>([
    ...(declaration?.menu ?? []).map((entry) => [entry.key, { path: entry.path, anchors: [] }] as const),
    ...(declaration?.pages ?? []).map((page) => [page.key, { path: page.path, anchors: page.anchors ?? [] }] as const),
  ]);
  const check = (key: string): void => {
    lookups.push(key);
    if (declaration && !own.has(key) && !(declaration.links ?? []).includes(key)) {
      throw new Error(`route key "${key}" is neither the remote's own (menu, pages) nor in its declaration's "links"`);
    }
  };
  const isVisible = (key: string): boolean | undefined => {
    if (visible) return visible(key);
    if (!own.has(key) || !siteMap || !session) return true;
    return routeVisibility(contextOf(session(), siteMap), key);
  };
  return {
    isVisible(key) {
      check(key);
      return isVisible(key);
    },
    href(key, linkOptions: RouteLinkOptions = {}) {
      check(key);
      if (isVisible(key) !== true) return undefined;
      const mine = own.get(key);
      if (mine && linkOptions.anchor !== undefined && !mine.anchors.includes(linkOptions.anchor)) {
        throw new Error(`route key "${key}" has no anchor "${linkOptions.anchor}" in the declaration`);
      }
      const path = fillPath(mine?.path ?? paths[key] ?? `/${key.replaceAll('.', '/')}`, linkOptions.params);
      if (path === undefined) throw new Error(`route key "${key}" needs values for the parameters of its path`);
      const query = new URLSearchParams(linkOptions.query ?? {}).toString();
      return `${path}${query ? `?${query}` : ''}${linkOptions.anchor ? `#${linkOptions.anchor}` : ''}`;
    },
  };
}
