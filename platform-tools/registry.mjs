// The runtime registry (`remotes.json`) from environment variables, computed when the shell's
// server starts and answered from its memory; the shell's build never contains a remote URL
// (docs/decisions/0001-runtime-registry.md).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { REMOTES, portOf } from './ports.mjs';

const root = path.resolve(import.meta.dirname, '..');

function envKey(name, suffix) {
  return `REMOTE_${name.toUpperCase().replace(/-/g, '_')}_${suffix}`;
}

function packageVersion(pkg) {
  return JSON.parse(readFileSync(path.join(root, pkg, 'package.json'), 'utf8')).version;
}

/**
 * What the remote owns (its routes, menu entries and slots): the package's `declaration.json`, which
 * its build also publishes beside mf-manifest.json (docs/decisions/0019-remote-declarations.md).
 * REMOTE_<NAME>_DECLARATION names another file, e.g. the published declaration of a deployed version.
 */
export function remoteDeclaration(remote, env = process.env) {
  const file = env[envKey(remote.name, 'DECLARATION')] || path.join(root, remote.package, 'declaration.json');
  return JSON.parse(readFileSync(file, 'utf8'));
}

/**
 * For each remote: REMOTE_<NAME>_MANIFEST (default: the local server of `pnpm start`),
 * REMOTE_<NAME>_VERSION (default: its package version), REMOTE_<NAME>_MOUNT (react or parcel),
 * REMOTE_<NAME>_DECLARATION (default: the package's declaration.json).
 * REMOTE_OVERRIDE_ORIGINS: comma-separated origins a production shell accepts overrides from.
 */
export function registryFromEnv(env = process.env) {
  const host = env.PUBLIC_HOST || 'localhost';
  return {
    remotes: REMOTES.map((remote) => ({
      name: remote.name,
      manifest: env[envKey(remote.name, 'MANIFEST')] || `http://${host}:${portOf(remote.name, env)}/mf-manifest.json`,
      mount: env[envKey(remote.name, 'MOUNT')] || remote.mount || 'react',
      version: env[envKey(remote.name, 'VERSION')] || packageVersion(remote.package),
      declaration: remoteDeclaration(remote, env),
    })),
    overrideOrigins: (env.REMOTE_OVERRIDE_ORIGINS || '')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
  };
}
