/**
 * The site maps of the repository's own remotes, for the rules' tests: the spec's menu composed with
 * each catalogued remote's declaration.json, read from disk as the registry writer reads them (a test
 * reads files; no package imports a remote).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseDeclaration } from '../../registry/declaration';
import { composeSiteMap, type DeclaringRemote, type SiteMap } from './compose';
import { EVERY_AREA_SERVED } from '../../testing/fake-route-refs';
import { SHELL_MENU } from './menu';

const ROOT = path.resolve(__dirname, '../../../..');
const readJson = (file: string): unknown => JSON.parse(readFileSync(path.join(ROOT, file), 'utf8'));

const catalogue = readJson('platform-tools/catalogue.json') as { remotes: Array<{ name: string; package: string }> };

export const REPOSITORY_REMOTES: readonly DeclaringRemote[] = catalogue.remotes.map((remote) => {
  const parsed = parseDeclaration(readJson(`${remote.package}/declaration.json`));
  if (!parsed.ok) throw new Error(`${remote.package}/declaration.json: ${parsed.error}`);
  return { name: remote.name, declaration: parsed.value };
});

/** What the repository's remotes serve today: an area no remote renders is not in the menu. */
export const REPOSITORY_SITE_MAP: SiteMap = composeSiteMap(SHELL_MENU, REPOSITORY_REMOTES);

/**
 * The remotes specs 01 and 02 describe. The spec's sidebar and personas are tested on the spec's
 * menu composed with these alone, so a remote a squad adds (`pnpm new-remote`) changes no
 * expectation of the spec; its own declaration is still composed, and checked, in REPOSITORY_SITE_MAP.
 */
const SPEC_REMOTES: readonly string[] = ['home', 'activation', 'cards', 'settings', 'notifications'];

/** The spec's dashboard: the spec's remotes, with every other area of the spec served. */
export const SPEC_SITE_MAP: SiteMap = composeSiteMap(SHELL_MENU, [
  ...REPOSITORY_REMOTES.filter((remote) => SPEC_REMOTES.includes(remote.name)),
  EVERY_AREA_SERVED,
]);
