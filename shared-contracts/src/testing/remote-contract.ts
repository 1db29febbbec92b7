import { CONTRACTS_VERSION } from '../platform/version';
import { checkContracts } from '../platform/compatibility';
import { REMOTE_AREAS } from '../platform/remote-areas';
import type { RemoteModule, TranslationTree } from '../platform/remote-module';
import { LANGUAGES, type Language } from '../session/entities';

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
 * What the shell checks of a remote's `./remote` (and a little more), for the remote's own unit
 * tests: a remote never imports the shell, so it proves its conformance with this.
 */
export async function remoteContractProblems(remote: RemoteModule): Promise<string[]> {
  const problems: string[] = [];
  const compatibility = checkContracts(remote.contracts, CONTRACTS_VERSION);
  if (!compatibility.ok) problems.push(compatibility.reason);
  const owned = REMOTE_AREAS.find((area) => area.remote === remote.name)?.paths ?? [];
  const declared = remote.routes.map((route) => route.path);
  if (owned.length === 0) problems.push(`REMOTE_AREAS gives "${remote.name}" no paths`);
  for (const path of owned) if (!declared.includes(path)) problems.push(`does not declare ${path}`);
  for (const path of declared) if (!owned.includes(path)) problems.push(`declares ${path}, which REMOTE_AREAS does not give it`);
  if (new Set(declared).size !== declared.length) problems.push('declares a path twice');
  for (const route of remote.routes) if (!route.menuKey.trim()) problems.push(`${route.path} has no menu key`);
  problems.push(...translationProblems(remote.translations));
  if (remote.mount === 'react') {
    for (const route of remote.routes) {
      const page = await route.page();
      if (typeof page.default !== 'function') problems.push(`the page of ${route.path} is not a component`);
    }
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
