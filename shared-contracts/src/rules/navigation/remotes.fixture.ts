/**
 * The navigation of the repository's own remotes, for the rules' tests: the shell's menu composed
 * with each catalogued remote's declaration.json, read from disk as the registry writer reads them
 * (a test reads files; no package imports a remote).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseDeclaration } from '../../platform/declaration';
import { composeNavigation, type DeclaringRemote, type NavigationAreas } from './compose';
import { SHELL_MENU } from './menu';

const ROOT = path.resolve(__dirname, '../../../..');
const readJson = (file: string): unknown => JSON.parse(readFileSync(path.join(ROOT, file), 'utf8'));

const catalogue = readJson('platform-tools/catalogue.json') as { remotes: Array<{ name: string; package: string }> };

export const REPOSITORY_REMOTES: readonly DeclaringRemote[] = catalogue.remotes.map((remote) => {
  const parsed = parseDeclaration(readJson(`${remote.package}/declaration.json`));
  if (!parsed.ok) throw new Error(`${remote.package}/declaration.json: ${parsed.error}`);
  return { name: remote.name, declaration: parsed.value };
});

export const REPOSITORY_AREAS: NavigationAreas = composeNavigation(SHELL_MENU, REPOSITORY_REMOTES);

/**
 * The remotes specs 01 and 02 describe. The spec's sidebar and personas are tested on the shell's
 * menu composed with these alone, so a remote a squad adds (`pnpm new-remote`) changes no
 * expectation of the spec; its own declaration is still composed, and checked, in REPOSITORY_AREAS.
 */
const SPEC_REMOTES: readonly string[] = ['home', 'activation', 'cards', 'settings', 'notifications'];

export const SPEC_AREAS: NavigationAreas = composeNavigation(
  SHELL_MENU,
  REPOSITORY_REMOTES.filter((remote) => SPEC_REMOTES.includes(remote.name)),
);
