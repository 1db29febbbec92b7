/**
 * The site map of the dashboard: the spec's sidebar (SHELL_MENU) with the entries each remote
 * declares put in place, the remotes' routes with their gates, and the named pages other areas link
 * to (route keys, contracts 3.0.0). Built from the registry before any remote code loads
 * (docs/decisions/0019-remote-declarations.md, 0045-contracts-3.md).
 *
 * An entry of SHELL_MENU is the spec's place for an area; it is served once a deployed remote renders
 * its path (or declares an entry with its key, which then takes its place). An entry nobody serves
 * never shows, unless the deployment names another dashboard that has it (`otherDashboardUrl`):
 * then it links there.
 */
import type { GateDeclaration, PageDeclaration, RemoteDeclaration } from '../../registry/declaration';
import { routeMatches } from '../../registry/remote-routes';
import { FEATURE_FLAGS, type FeatureFlag } from '../../contract/entities';
import { AUDIENCES, type Audience } from './audiences';
import { BUSINESS_RULES, type BusinessRule } from './business-rules';
import { FEATURE_AREAS, type FeatureArea } from './feature-areas';
import { SPEC_PAGES, entriesOf, type MenuEntry, type MenuGroup, type MenuItem } from './menu';
import type { MenuGate } from './menu-gates';

/** A route a remote renders, with the gate that lets a page outside the menu open. */
export interface SiteRoute {
  readonly remote: string;
  readonly path: string;
  readonly gate?: MenuGate;
}

/** A named page (a route key other areas link to), where it is and who may open it. */
export interface SitePage {
  readonly key: string;
  readonly path: string;
  /** The remote that renders it; absent for a page of the spec that no deployed remote serves. */
  readonly remote?: string;
  readonly within?: string;
  readonly anchors: readonly string[];
  readonly label?: PageDeclaration['label'];
  readonly gate?: MenuGate;
}

export interface SiteMap {
  readonly menu: readonly MenuGroup[];
  readonly routes: readonly SiteRoute[];
  readonly pages: readonly SitePage[];
  /** What the shell could not use, e.g. a gate naming a rule it does not know; those entries are left out. */
  readonly problems: readonly string[];
}

export interface DeclaringRemote {
  readonly name: string;
  readonly declaration: RemoteDeclaration;
}

export interface SiteMapOptions {
  /**
   * The deployment's other dashboard (e.g. the provider's previous one): a menu entry no deployed
   * remote serves links to this origin's same path instead of being hidden. Absent: hidden.
   */
  readonly otherDashboardUrl?: string;
}

const known = <T extends string>(names: readonly string[]) => (name: string): name is T => names.includes(name);
const isAudience = known<Audience>(Object.keys(AUDIENCES));
const isBusinessRule = known<BusinessRule>(Object.keys(BUSINESS_RULES));
const isFeatureArea = known<FeatureArea>(FEATURE_AREAS);
const isFeatureFlag = known<FeatureFlag>(FEATURE_FLAGS);

/** The gate a declaration names, or what is unknown in it: an unknown name fails closed. */
export function gateOf(gate: GateDeclaration): MenuGate | string {
  const { audience, area, flags = [], rules = [] } = gate;
  if (!isAudience(audience)) return `unknown audience "${audience}"`;
  if (area !== undefined && !isFeatureArea(area)) return `unknown feature area "${area}"`;
  const unknownFlag = flags.find((flag) => !isFeatureFlag(flag));
  if (unknownFlag !== undefined) return `unknown feature flag "${unknownFlag}"`;
  const unknownRule = rules.find((rule) => !isBusinessRule(rule));
  if (unknownRule !== undefined) return `unknown business rule "${unknownRule}"`;
  return {
    audience,
    ...(area !== undefined ? { area: area as FeatureArea } : {}),
    ...(flags.length > 0 ? { flags: flags as FeatureFlag[] } : {}),
    ...(rules.length > 0 ? { rules: rules as BusinessRule[] } : {}),
  };
}

interface Placement {
  readonly entry: MenuEntry;
  readonly group: string;
  readonly anchor?: { readonly key: string; readonly side: 'before' | 'after' };
}

type Groups = Array<{ group: MenuGroup; items: MenuItem[] }>;

function place(groups: Groups, placements: Placement[]): void {
  let waiting = placements;
  // An anchor may be another remote's entry: place what can be placed until nothing moves.
  for (let moved = true; moved && waiting.length > 0; ) {
    moved = false;
    waiting = waiting.filter(({ entry, group, anchor }) => {
      const items = groups.find((g) => g.group.key === group)!.items;
      if (!anchor) {
        items.push(entry);
      } else {
        const index = items.findIndex((item) => item.key === anchor.key);
        if (index < 0) return true;
        items.splice(anchor.side === 'before' ? index : index + 1, 0, entry);
      }
      moved = true;
      return false;
    });
  }
  // An anchor nobody declares: the entry still shows, at its group's end.
  for (const { entry, group } of waiting) groups.find((g) => g.group.key === group)!.items.push(entry);
}

/** Replaces the spec's entry of a key by the remote's own (a remote that claims the spec's place). */
function claim(groups: Groups, entry: MenuEntry): boolean {
  for (const { items } of groups) {
    for (const [index, item] of items.entries()) {
      if (item.kind === 'entry' && item.key === entry.key && item.remote === undefined) {
        items[index] = entry;
        return true;
      }
      if (item.kind === 'subgroup' && item.entries.some((e) => e.key === entry.key && e.remote === undefined)) {
        items[index] = { ...item, entries: item.entries.map((e) => (e.key === entry.key ? entry : e)) };
        return true;
      }
    }
  }
  return false;
}

/** The remote that renders a path, if one does. */
const servingRemote = (routes: readonly SiteRoute[], path: string): string | undefined =>
  routes.find((route) => routeMatches(route.path, path))?.remote;

/** The spec's entries get the remote that renders their path, or the other dashboard's link. */
function serve(groups: Groups, routes: readonly SiteRoute[], options: SiteMapOptions): MenuGroup[] {
  const served = (entry: MenuEntry): MenuEntry => {
    if (entry.remote !== undefined) return entry;
    const remote = servingRemote(routes, entry.path);
    if (remote !== undefined) return { ...entry, remote };
    return options.otherDashboardUrl ? { ...entry, elsewhere: new URL(entry.path, options.otherDashboardUrl).href } : entry;
  };
  return groups.map(({ group, items }) => ({
    ...group,
    items: items.map((item) => (item.kind === 'entry' ? served(item) : { ...item, entries: item.entries.map(served) })),
  }));
}

function composePages(remotes: readonly DeclaringRemote[], routes: readonly SiteRoute[], keys: Set<string>, problems: string[]): SitePage[] {
  const pages: SitePage[] = [];
  const declared = new Set<string>();
  for (const { name, declaration } of remotes) {
    for (const page of declaration.pages ?? []) {
      const gate = page.gate && gateOf(page.gate);
      const where = `${name}: page "${page.key}"`;
      if (typeof gate === 'string') problems.push(`${where}: ${gate}`);
      else if (keys.has(page.key) || declared.has(page.key)) problems.push(`${where}: the key is taken`);
      else if (page.within !== undefined && !keys.has(page.within)) problems.push(`${where}: unknown menu entry "${page.within}"`);
      else {
        declared.add(page.key);
        pages.push({
          key: page.key,
          path: page.path,
          remote: name,
          anchors: page.anchors ?? [],
          ...(page.within !== undefined ? { within: page.within } : {}),
          ...(page.label ? { label: page.label } : {}),
          ...(gate ? { gate } : {}),
        });
      }
    }
  }
  // The spec's pages outside the menu, served once a remote renders their path.
  for (const page of SPEC_PAGES) {
    if (declared.has(page.key)) continue;
    const remote = servingRemote(routes, page.path);
    pages.push({ ...page, ...(remote !== undefined ? { remote } : {}) });
  }
  return pages;
}

/** The spec's menu with the remotes' entries in place, the remotes' routes and the named pages. */
export function composeSiteMap(shellMenu: readonly MenuGroup[], remotes: readonly DeclaringRemote[], options: SiteMapOptions = {}): SiteMap {
  const problems: string[] = [];
  const groups: Groups = shellMenu.map((group) => ({ group, items: [...group.items] }));
  const specKeys = new Set(shellMenu.flatMap((group) => group.items.flatMap((item) => entriesOf(item).map((e) => e.key))));
  const keys = new Set(shellMenu.flatMap((group) => group.items.flatMap((item) => [item.key, ...entriesOf(item).map((e) => e.key)])));
  const claimed = new Set<string>();
  const placements: Placement[] = [];
  const routes: SiteRoute[] = [];

  for (const { name, declaration } of remotes) {
    for (const item of declaration.menu) {
      const where = `${name}: menu entry "${item.key}"`;
      const gate = gateOf(item.gate);
      if (typeof gate === 'string') problems.push(`${where}: ${gate}`);
      else if (!groups.some((g) => g.group.key === item.group)) problems.push(`${where}: unknown group "${item.group}"`);
      else if ((keys.has(item.key) && !specKeys.has(item.key)) || claimed.has(item.key)) problems.push(`${where}: the key is taken`);
      else {
        const anchorKey = item.before ?? item.after;
        const entry: MenuEntry = {
          kind: 'entry',
          key: item.key,
          path: item.path,
          label: item.label,
          gate,
          remote: name,
          ...(item.relatedPaths ? { relatedPaths: item.relatedPaths } : {}),
        };
        if (specKeys.has(item.key)) {
          claimed.add(item.key);
          claim(groups, entry);
        } else {
          keys.add(item.key);
          placements.push({ group: item.group, entry, ...(anchorKey ? { anchor: { key: anchorKey, side: item.before ? 'before' : 'after' } } : {}) });
        }
      }
    }
    for (const route of declaration.routes) {
      const gate = route.gate && gateOf(route.gate);
      if (typeof gate === 'string') problems.push(`${name}: route ${route.path}: ${gate}`);
      routes.push({ remote: name, path: route.path, ...(gate && typeof gate !== 'string' ? { gate } : {}) });
    }
  }
  place(groups, placements);
  const pages = composePages(remotes, routes, keys, problems);
  return { menu: serve(groups, routes, options), routes, pages, problems };
}

/** Every route key of a site map: its menu entries' and its pages'. */
export function routeKeysOf(siteMap: SiteMap): Set<string> {
  return new Set([...siteMap.menu.flatMap((g) => g.items.flatMap((item) => entriesOf(item).map((e) => e.key))), ...siteMap.pages.map((p) => p.key)]);
}

/** Links a remote declares to route keys the site map does not have: each is a link that can never show. */
export function unknownLinks(siteMap: SiteMap, remotes: readonly DeclaringRemote[]): string[] {
  const keys = routeKeysOf(siteMap);
  return remotes.flatMap(({ name, declaration }) =>
    (declaration.links ?? []).filter((key) => !keys.has(key)).map((key) => `${name}: links to unknown route key "${key}"`),
  );
}
