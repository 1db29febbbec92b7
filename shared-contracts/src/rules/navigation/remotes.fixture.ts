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
