// Shared subsets: for these singletons the shell provides a module that re-exports only the API
// the platform uses, so the shared copy is tree-shaken like the monolith's (docs/decisions/0012).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** share key → the subset module the shell provides under it. */
export const SHARED_SUBSETS = {
  'react-router': fileURLToPath(new URL('./react-router.mjs', import.meta.url)),
  'react-i18next': fileURLToPath(new URL('./react-i18next.mjs', import.meta.url)),
  '@tanstack/react-query': fileURLToPath(new URL('./react-query.mjs', import.meta.url)),
};

/** The names a subset exports, read from its file: the lint rule allows exactly these. */
export function subsetExports(file) {
  const source = readFileSync(file, 'utf8');
  const list = /export\s*\{([^}]*)\}/.exec(source)?.[1] ?? '';
  return list
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
}

/**
 * webpack aliases: `platform-full/<package>` is the whole package, for the subset modules only
 * (platform-tools depends on the same catalog versions, so it resolves to the shell's copy).
 */
export function fullPackageAliases() {
  return Object.fromEntries(Object.keys(SHARED_SUBSETS).map((key) => [`platform-full/${key}$`, key]));
}
