// What the generated files are made of: the catalogue's remotes, each with the facts its own package
// keeps (the version in package.json, the mount kind in declaration.json).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

export const CATALOGUE_FILE = 'platform-tools/catalogue.json';

/** The name in environment variables: REMOTE_<KEY>_MANIFEST, MFE_<KEY>_PORT. */
export const envKey = (name) => name.toUpperCase().replace(/-/g, '_');

/** A remote's name as a JavaScript identifier (the benchmark's monolith imports it): risk-reports → riskReports. */
export const camelCase = (name) => name.replace(/-([a-z0-9])/g, (_, c) => c.toUpperCase());

function readJson(root, file, why) {
  const full = path.join(root, file);
  if (!existsSync(full)) throw new Error(`${file} is missing: ${why}`);
  return JSON.parse(readFileSync(full, 'utf8'));
}

/**
 * The catalogue and, for each remote, `{ name, package, env, port, devPort, key, version, mount }`.
 * Throws, naming the file, when a catalogued remote has no package or declaration.
 */
export function readContext(root) {
  const catalogue = readJson(root, CATALOGUE_FILE, 'the one catalogue of services');
  const remotes = catalogue.remotes.map((remote) => {
    const why = `the catalogue lists the remote "${remote.name}"`;
    const { version } = readJson(root, `${remote.package}/package.json`, why);
    const declaration = readJson(root, `${remote.package}/declaration.json`, why);
    return { ...remote, key: envKey(remote.name), version, mount: declaration.mount ?? 'react' };
  });
  return { catalogue, remotes };
}
