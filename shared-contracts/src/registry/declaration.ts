/**
 * What a remote owns, as data: the route prefixes it renders, the menu entries it adds (with their
 * gates) and the shell slots it fills. A remote keeps it in `declaration.json` at the root of its
 * package; its build publishes the file beside `mf-manifest.json`, and the registry entry carries it,
 * so the shell routes, builds the menu and fills slots before loading any remote code
 * (docs/decisions/0019-remote-declarations.md).
 */
import type { Language } from '../contract/entities';
import { LANGUAGES } from '../contract/entities';
import type { ParseResult } from './parse-result';
import { SLOT_NAMES, type MountKind, type SlotName } from '../contract/remote-module';

/**
 * A gate as data, by the names of `shared-contracts/rules` (audience, feature area, feature flags,
 * business rules). The shell evaluates it with its rules; a name it does not know hides the entry.
 */
export interface GateDeclaration {
  audience: string;
  area?: string;
  flags?: string[];
  rules?: string[];
}

export interface RouteDeclaration {
  /** A react-router path, `*` at the end for the sub-paths the remote routes itself: `/credit_cards/*`. */
  path: string;
  /**
   * Who may open the route when no menu entry covers it (a page outside the menu, such as the
   * notification centre). A route that neither a visible menu entry nor its gate allows is not found.
   */
  gate?: GateDeclaration;
}

export interface MenuEntryDeclaration {
  /** Stable key, unique in the whole menu: exclude_dashboard_page and new-tags name it. */
  key: string;
  path: string;
  /** The label in every language of the dashboard: the menu shows before the remote's code loads. */
  label: Record<Language, string>;
  /** The sidebar group (spec 01 §2): top, accept-payments, invoices, … configuration. */
  group: string;
  /** Placed before or after another entry of the group by its key; without either, at the group's end. */
  before?: string;
  after?: string;
  gate: GateDeclaration;
  /** Further paths that belong to the entry's page (detail pages), with their sub-paths. */
  relatedPaths?: string[];
}

/**
 * An entry a remote offers in the shell's command palette (⌘K), as data: the shell shows it only
 * where the user may open its path (the same rule as a deep link) and its own gate passes, so the
 * palette never offers a hidden page. Choosing it opens `path?action=<key>#<anchor>`: the remote's
 * page starts the action itself when it reads its key (opens its dialog) and removes the parameter.
 * Since contracts 2.5.0; a shell before it ignores the list.
 */
export interface PaletteEntryDeclaration {
  /** Stable key, unique in the remote's palette entries. */
  key: string;
  /** Where the entry goes: a path the remote renders. */
  path: string;
  /** A section of the page (`api-keys`), as the page's `#anchor`. */
  anchor?: string;
  /** What the user reads and searches, in every language of the dashboard. */
  label: Record<Language, string>;
  /** More words to find it by, per language (`csv`, `unduh`). */
  keywords?: Partial<Record<Language, string[]>>;
  /** Who may see it beyond who may open the path (e.g. only editors for an action on a page viewers see). */
  gate?: GateDeclaration;
}

/**
 * A page other areas may link to by its route key (`HostApi.routes`), inside one of the remote's
 * routes. Since contracts 3.0.0 (docs/decisions/0045-contracts-3.md).
 */
export interface PageDeclaration {
  /** The route key: `<area>.<page>` by convention (`settings.developers`), unique among every declaration's keys. */
  key: string;
  /** The page's path, `:name` segments for parameters (`/credit_cards/payment/:id`); its sub-paths are not part of it. */
  path: string;
  /** The menu entry the page belongs to: it opens only where that entry shows. */
  within?: string;
  /** Sections a link may point at, without the '#' (`callbacks`). */
  anchors?: string[];
  /** The page's name in every language, for the shell's page title and palette. */
  label?: Record<Language, string>;
  /** Who may open it, on top of its menu entry's gate. */
  gate?: GateDeclaration;
}

export interface RemoteDeclaration {
  /** The remote's name for people, e.g. in "Cards could not be loaded". */
  title: Record<Language, string>;
  /** How the shell mounts the remote; react when absent (since contracts 3.0.0). */
  mount?: MountKind;
  routes: RouteDeclaration[];
  menu: MenuEntryDeclaration[];
  slots: SlotName[];
  /** Entries for the command palette (since contracts 2.5.0). */
  palette?: PaletteEntryDeclaration[];
  /** Named pages other areas link to (since contracts 3.0.0). */
  pages?: PageDeclaration[];
  /** The route keys of other areas this remote links to (since contracts 3.0.0): its unit test refuses any other. */
  links?: string[];
}

const KEY = /^[a-z][a-z0-9-]*$/;
const PATH = /^\/[A-Za-z0-9_\-/]*(\/\*)?$/;
/** A route key: a menu key, or dotted names (`settings.developers`). */
export const ROUTE_KEY = /^[a-z][a-z0-9-]*(\.[a-z][a-z0-9-]*)*$/;
const PAGE_PATH = /^(\/([A-Za-z0-9_-]+|:[a-z][A-Za-z0-9]*))+$/;

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const isStringList = (value: unknown): value is string[] => Array.isArray(value) && value.every((v) => typeof v === 'string');

function gateProblem(gate: unknown, where: string): string | undefined {
  if (!isObject(gate) || typeof gate.audience !== 'string') return `${where}.gate needs an audience`;
  if (gate.area !== undefined && typeof gate.area !== 'string') return `${where}.gate.area must be a name`;
  for (const list of ['flags', 'rules'] as const) {
    if (gate[list] !== undefined && !isStringList(gate[list])) return `${where}.gate.${list} must be a list of names`;
  }
  return undefined;
}

function routeProblem(route: unknown, where: string): string | undefined {
  if (!isObject(route) || typeof route.path !== 'string' || !PATH.test(route.path)) return `${where}.path must be an absolute path`;
  return route.gate === undefined ? undefined : gateProblem(route.gate, where);
}

function menuProblem(entry: unknown, where: string): string | undefined {
  if (!isObject(entry)) return `${where} is not an object`;
  if (typeof entry.key !== 'string' || !KEY.test(entry.key)) return `${where}.key must be a lower-case key`;
  if (typeof entry.path !== 'string' || !PATH.test(entry.path)) return `${where}.path must be an absolute path`;
  if (typeof entry.group !== 'string' || entry.group === '') return `${where}.group must be a group key`;
  const label = entry.label;
  if (!isObject(label) || !LANGUAGES.every((language) => typeof label[language] === 'string' && label[language] !== '')) {
    return `${where}.label needs a text in ${LANGUAGES.join(' and ')}`;
  }
  for (const anchor of ['before', 'after'] as const) {
    if (entry[anchor] !== undefined && typeof entry[anchor] !== 'string') return `${where}.${anchor} must be an entry key`;
  }
  if (entry.relatedPaths !== undefined && !(isStringList(entry.relatedPaths) && entry.relatedPaths.every((p) => PATH.test(p)))) {
    return `${where}.relatedPaths must be absolute paths`;
  }
  return gateProblem(entry.gate, where);
}

const ANCHOR = /^[a-z0-9][a-z0-9-]*$/;

function paletteProblem(entry: unknown, where: string): string | undefined {
  if (!isObject(entry)) return `${where} is not an object`;
  if (typeof entry.key !== 'string' || !KEY.test(entry.key)) return `${where}.key must be a lower-case key`;
  if (typeof entry.path !== 'string' || !PATH.test(entry.path) || entry.path.endsWith('*')) return `${where}.path must be an absolute path`;
  if (entry.anchor !== undefined && !(typeof entry.anchor === 'string' && ANCHOR.test(entry.anchor))) return `${where}.anchor must be a lower-case anchor`;
  const label = entry.label;
  if (!isObject(label) || !LANGUAGES.every((language) => typeof label[language] === 'string' && label[language] !== '')) {
    return `${where}.label needs a text in ${LANGUAGES.join(' and ')}`;
  }
  const keywords = entry.keywords;
  if (keywords !== undefined && !(isObject(keywords) && Object.entries(keywords).every(([language, words]) => (LANGUAGES as readonly string[]).includes(language) && isStringList(words)))) {
    return `${where}.keywords must be lists of words per language`;
  }
  return entry.gate === undefined ? undefined : gateProblem(entry.gate, where);
}

function pageProblem(page: unknown, where: string): string | undefined {
  if (!isObject(page)) return `${where} is not an object`;
  if (typeof page.key !== 'string' || !ROUTE_KEY.test(page.key)) return `${where}.key must be a route key such as "settings.developers"`;
  if (typeof page.path !== 'string' || !PAGE_PATH.test(page.path)) return `${where}.path must be an absolute path (":name" for a parameter)`;
  if (page.within !== undefined && !(typeof page.within === 'string' && KEY.test(page.within))) return `${where}.within must be a menu key`;
  if (page.anchors !== undefined && !(isStringList(page.anchors) && page.anchors.every((a) => ANCHOR.test(a)))) {
    return `${where}.anchors must be lower-case anchors`;
  }
  const label = page.label;
  if (label !== undefined && !(isObject(label) && LANGUAGES.every((language) => typeof label[language] === 'string' && label[language] !== ''))) {
    return `${where}.label needs a text in ${LANGUAGES.join(' and ')}`;
  }
  return page.gate === undefined ? undefined : gateProblem(page.gate, where);
}

/** Checks the shape of a declaration (the names in its gates are the navigation rules' to judge). */
export function parseDeclaration(raw: unknown): ParseResult<RemoteDeclaration> {
  if (!isObject(raw) || !Array.isArray(raw.routes)) return { ok: false, error: 'a declaration needs a "routes" list' };
  const title = raw.title;
  if (!isObject(title) || !LANGUAGES.every((language) => typeof title[language] === 'string' && title[language] !== '')) {
    return { ok: false, error: `"title" needs a text in ${LANGUAGES.join(' and ')}` };
  }
  const menu = raw.menu ?? [];
  const slots = raw.slots ?? [];
  const palette = raw.palette ?? [];
  const pages = raw.pages ?? [];
  const links = raw.links ?? [];
  if (raw.mount !== undefined && raw.mount !== 'react' && raw.mount !== 'parcel') return { ok: false, error: '"mount" must be "react" or "parcel"' };
  if (!Array.isArray(menu)) return { ok: false, error: '"menu" must be a list' };
  if (!Array.isArray(palette)) return { ok: false, error: '"palette" must be a list' };
  if (!Array.isArray(pages)) return { ok: false, error: '"pages" must be a list' };
  if (!(isStringList(links) && links.every((key) => ROUTE_KEY.test(key)))) return { ok: false, error: '"links" must be a list of route keys' };
  if (!Array.isArray(slots) || !slots.every((slot) => (SLOT_NAMES as readonly unknown[]).includes(slot))) {
    return { ok: false, error: `"slots" may name only ${SLOT_NAMES.join(', ')}` };
  }
  const problem =
    raw.routes.map((route, i) => routeProblem(route, `routes[${i}]`)).find(Boolean) ??
    menu.map((entry, i) => menuProblem(entry, `menu[${i}]`)).find(Boolean) ??
    palette.map((entry, i) => paletteProblem(entry, `palette[${i}]`)).find(Boolean) ??
    pages.map((page, i) => pageProblem(page, `pages[${i}]`)).find(Boolean);
  if (problem) return { ok: false, error: problem };
  const paths = (raw.routes as RouteDeclaration[]).map((route) => route.path);
  if (new Set(paths).size !== paths.length) return { ok: false, error: 'a route is declared twice' };
  const keys = [...(menu as MenuEntryDeclaration[]).map((entry) => entry.key), ...(pages as PageDeclaration[]).map((page) => page.key)];
  if (new Set(keys).size !== keys.length) return { ok: false, error: 'a menu or page key is declared twice' };
  const paletteKeys = (palette as PaletteEntryDeclaration[]).map((entry) => entry.key);
  if (new Set(paletteKeys).size !== paletteKeys.length) return { ok: false, error: 'a palette key is declared twice' };
  return {
    ok: true,
    value: {
      title: title as Record<Language, string>,
      routes: raw.routes as RouteDeclaration[],
      menu: menu as MenuEntryDeclaration[],
      slots: slots as SlotName[],
      ...(palette.length > 0 ? { palette: palette as PaletteEntryDeclaration[] } : {}),
      ...(raw.mount !== undefined ? { mount: raw.mount as MountKind } : {}),
      ...(pages.length > 0 ? { pages: pages as PageDeclaration[] } : {}),
      ...(links.length > 0 ? { links: links as string[] } : {}),
    },
  };
}
