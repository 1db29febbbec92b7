/**
 * The whole navigation of the dashboard: the shell's own menu (SHELL_MENU) with the entries each
 * remote declares put in place, and the remotes' routes with their gates. Built from the registry
 * before any remote code loads (docs/decisions/0019-remote-declarations.md).
 */
import type { GateDeclaration, RemoteDeclaration } from '../../platform/declaration';
import { FEATURE_FLAGS, type FeatureFlag } from '../../gateway/api';
import { AUDIENCES, type Audience } from './audiences';
import { BUSINESS_RULES, type BusinessRule } from './business-rules';
import { FEATURE_AREAS, type FeatureArea } from './feature-areas';
import { entriesOf, type MenuEntry, type MenuGroup } from './menu';
import type { MenuGate } from './menu-gates';

/** A route a remote renders, with the gate that lets a page outside the menu open. */
export interface AreaRoute {
  readonly remote: string;
  readonly path: string;
  readonly gate?: MenuGate;
}

export interface NavigationAreas {
  readonly menu: readonly MenuGroup[];
  readonly routes: readonly AreaRoute[];
  /** What the shell could not use, e.g. a gate naming a rule it does not know; those entries are left out. */
  readonly problems: readonly string[];
}

export interface DeclaringRemote {
  readonly name: string;
  readonly declaration: RemoteDeclaration;
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

function place(groups: Array<{ group: MenuGroup; items: MenuGroup['items'][number][] }>, placements: Placement[]): void {
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

/** The shell's menu with the remotes' entries in place, and the remotes' routes. */
export function composeNavigation(shellMenu: readonly MenuGroup[], remotes: readonly DeclaringRemote[]): NavigationAreas {
  const problems: string[] = [];
  const groups = shellMenu.map((group) => ({ group, items: [...group.items] }));
  const keys = new Set(shellMenu.flatMap((group) => group.items.flatMap((item) => [item.key, ...entriesOf(item).map((e) => e.key)])));
  const placements: Placement[] = [];
  const routes: AreaRoute[] = [];

  for (const { name, declaration } of remotes) {
    for (const item of declaration.menu) {
      const where = `${name}: menu entry "${item.key}"`;
      const gate = gateOf(item.gate);
      if (typeof gate === 'string') problems.push(`${where}: ${gate}`);
      else if (!groups.some((g) => g.group.key === item.group)) problems.push(`${where}: unknown group "${item.group}"`);
      else if (keys.has(item.key)) problems.push(`${where}: the key is taken`);
      else {
        keys.add(item.key);
        const anchorKey = item.before ?? item.after;
        placements.push({
          group: item.group,
          entry: {
            kind: 'entry',
            key: item.key,
            path: item.path,
            label: item.label,
            gate,
            remote: name,
            ...(item.relatedPaths ? { relatedPaths: item.relatedPaths } : {}),
          },
          ...(anchorKey ? { anchor: { key: anchorKey, side: item.before ? 'before' : 'after' } } : {}),
        });
      }
    }
    for (const route of declaration.routes) {
      const gate = route.gate && gateOf(route.gate);
      if (typeof gate === 'string') problems.push(`${name}: route ${route.path}: ${gate}`);
      routes.push({ remote: name, path: route.path, ...(gate && typeof gate !== 'string' ? { gate } : {}) });
    }
  }
  place(groups, placements);
  return { menu: groups.map(({ group, items }) => ({ ...group, items })), routes, problems };
}
