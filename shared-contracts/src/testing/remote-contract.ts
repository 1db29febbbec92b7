import { CONTRACTS_VERSION } from '../contract/version';
import { checkContracts } from '../registry/compatibility';
import { parseDeclaration, type RemoteDeclaration } from '../registry/declaration';
import { routeMatches } from '../registry/remote-routes';
import { gateOf } from '../rules/navigation/compose';
import type { RemoteModule, TranslationTree } from '../contract/remote-module';
import { LANGUAGES, type Language } from '../contract/entities';

function leafKeys(tree: TranslationTree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : leafKeys(value, `${prefix}${key}.`),
  );
}

function emptyLeaves(tree: TranslationTree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? (value.trim() === '' ? [`${prefix}${key}`] : []) : emptyLeaves(value, `${prefix}${key}.`),
  );
}

/** Problems with a set of translations: a language missing, keys in one language only, empty texts. */
export function translationProblems(byLanguage: Partial<Record<Language, TranslationTree>>): string[] {
  const problems: string[] = [];
  const english = byLanguage.en ? new Set(leafKeys(byLanguage.en)) : new Set<string>();
  for (const language of LANGUAGES) {
    const tree = byLanguage[language];
    if (!tree) {
      problems.push(`no ${language} translations`);
      continue;
    }
    const keys = new Set(leafKeys(tree));
    if (keys.size === 0) problems.push(`${language} translations are empty`);
    for (const key of english) if (!keys.has(key)) problems.push(`${language} misses ${key}`);
    for (const key of keys) if (!english.has(key)) problems.push(`${language} has ${key}, en does not`);
    for (const key of emptyLeaves(tree)) problems.push(`${language}.${key} is empty`);
  }
  return problems;
}

/**
 * A remote's texts in every language, as the shell ends up with them: the trees `translations`
 * gives, and for a language left empty, what `loadTranslations` fetches (3.1, decision 0083).
 */
export async function remoteTexts(remote: Pick<RemoteModule, 'translations' | 'loadTranslations'>): Promise<Record<Language, TranslationTree>> {
  const entries = await Promise.all(
    LANGUAGES.map(async (language): Promise<[Language, TranslationTree]> => {
      const given = remote.translations[language];
      const empty = !given || Object.keys(given).length === 0;
      return [language, empty && remote.loadTranslations ? await remote.loadTranslations(language) : given];
    }),
  );
  return Object.fromEntries(entries) as Record<Language, TranslationTree>;
}

/** Problems with a declaration (its `declaration.json`): its shape, and gate names the rules do not know. */
export function declarationProblems(raw: unknown): string[] {
  const parsed = parseDeclaration(raw);
  if (!parsed.ok) return [parsed.error];
  const gates = [
    ...parsed.value.menu.map((entry) => [`menu entry ${entry.key}`, entry.gate] as const),
    ...parsed.value.routes.flatMap((route) => (route.gate ? [[`route ${route.path}`, route.gate] as const] : [])),
    ...(parsed.value.pages ?? []).flatMap((page) => (page.gate ? [[`page ${page.key}`, page.gate] as const] : [])),
  ];
  return gates.flatMap(([where, gate]) => {
    const known = gateOf(gate);
    return typeof known === 'string' ? [`${where}: ${known}`] : [];
  });
}

/** Its texts in every language (those it fetches too), and a range that refuses a shell without loadTranslations. */
async function textProblems(remote: RemoteModule): Promise<string[]> {
  const problems = translationProblems(await remoteTexts(remote));
  // A 3.0 shell knows no loadTranslations: it would show the keys, so such a remote must refuse it.
  if (remote.loadTranslations && checkContracts(remote.contracts, '3.0.0').ok) {
    problems.push(`loads its texts per language (contracts 3.1) but declares ${remote.contracts}, which a 3.0 shell accepts`);
  }
  return problems;
}

/**
 * What the shell checks of a remote's `./remote` and its declaration (and a little more), for the
 * remote's own unit tests: a remote never imports the shell, so it proves its conformance with this.
 */
export async function remoteContractProblems(remote: RemoteModule, declaration: unknown): Promise<string[]> {
  const problems: string[] = [];
  const compatibility = checkContracts(remote.contracts, CONTRACTS_VERSION);
  if (!compatibility.ok) problems.push(compatibility.reason);
  problems.push(...declarationProblems(declaration));
  const parsed = parseDeclaration(declaration);
  const owned = parsed.ok ? parsed.value.routes.map((route) => route.path) : [];
  const served = remote.routes.map((route) => route.path);
  for (const path of owned) if (!served.includes(path)) problems.push(`does not serve ${path}, which its declaration routes to it`);
  for (const path of served) if (!owned.includes(path)) problems.push(`serves ${path}, which its declaration does not route to it`);
  if (new Set(served).size !== served.length) problems.push('serves a path twice');
  if (parsed.ok && (parsed.value.mount ?? 'react') !== remote.mount) {
    problems.push(`mounts as ${remote.mount}, its declaration says ${parsed.value.mount ?? 'react'}`);
  }
  for (const page of parsed.ok ? (parsed.value.pages ?? []) : []) {
    if (!owned.some((route) => routeMatches(route, page.path.replace(/:[^/]+/g, 'x')))) problems.push(`page ${page.key} (${page.path}) is not under a route it serves`);
  }
  const slots = parsed.ok ? parsed.value.slots : [];
  for (const slot of slots) if (!remote.widgets?.[slot]) problems.push(`declares the ${slot} slot without a widget for it`);
  for (const slot of Object.keys(remote.widgets ?? {})) {
    if (!(slots as string[]).includes(slot)) problems.push(`has a ${slot} widget its declaration does not list`);
  }
  problems.push(...(await textProblems(remote)));
  if (remote.mount === 'react') {
    for (const route of remote.routes) {
      const page = await route.page();
      if (typeof page.default !== 'function') problems.push(`the page of ${route.path} is not a component`);
    }
  } else if (typeof remote.lifecycles !== 'function') {
    problems.push('the parcel has no lifecycles');
  } else {
    const lifecycles = await remote.lifecycles();
    for (const name of ['bootstrap', 'mount', 'unmount', 'update'] as const) {
      if (!lifecycles[name]) problems.push(`the parcel has no ${name} lifecycle`);
    }
  }
  for (const [slot, load] of Object.entries(remote.widgets ?? {})) {
    const widget = await load();
    if (typeof widget.default !== 'function') problems.push(`the ${slot} widget is not a component`);
  }
  return problems;
}

/** A remote's `declaration.json` for its tests and dev harness, read as the shell reads it; a bad one throws. */
export function remoteDeclaration(raw: unknown): RemoteDeclaration {
  const parsed = parseDeclaration(raw);
  if (!parsed.ok) throw new Error(`declaration.json: ${parsed.error}`);
  return parsed.value;
}
