// The runtime registry (`remotes.json`) from environment variables, computed when the shell's
// server starts and answered from its memory; the shell's build never contains a remote URL
// (docs/decisions/0001-runtime-registry.md).
import { existsSync, readFileSync } from 'node:fs';
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

/** An SRI value the shell can set on a script: one or more SHA-2 hashes (what parseRegistry accepts). */
const INTEGRITY = /^sha(256|384|512)-[A-Za-z0-9+/]+={0,2}( sha(256|384|512)-[A-Za-z0-9+/]+={0,2})*$/;

export const isIntegrity = (value) => INTEGRITY.test(value);

/**
 * The subresource integrity of the remote's entry script (docs/decisions/0022-remote-integrity.md):
 * REMOTE_<NAME>_INTEGRITY when a deployment pins it (the value the remote's release published),
 * else the `integrity.json` its build wrote into the package's dist (`pnpm start` serves that
 * build), else none: a remote not built yet loads unchecked.
 */
export function remoteIntegrity(remote, env = process.env) {
  const variable = envKey(remote.name, 'INTEGRITY');
  const pinned = env[variable];
  if (pinned) {
    if (!isIntegrity(pinned)) throw new Error(`${variable} must be an SRI hash such as sha384-…, not ${pinned}`);
    return pinned;
  }
  const file = path.join(root, remote.package, 'dist', 'integrity.json');
  if (!existsSync(file)) return undefined;
  const { integrity } = JSON.parse(readFileSync(file, 'utf8'));
  if (typeof integrity !== 'string' || !isIntegrity(integrity)) throw new Error(`${file} holds no SRI hash`);
  return integrity;
}

/**
 * How the shell mounts a remote: its declaration's `mount`, react when absent
 * (docs/decisions/0050-one-catalogue.md). The declaration travels with the remote's version, so a
 * remote that changes how it mounts says so in the same release; no variable can contradict it.
 */
export const mountOf = (declaration) => declaration.mount ?? 'react';

/**
 * For each remote: REMOTE_<NAME>_MANIFEST (default: the local server of `pnpm start`),
 * REMOTE_<NAME>_VERSION (default: its package version), REMOTE_<NAME>_DECLARATION (default: the
 * package's declaration.json, which also says how it mounts), REMOTE_<NAME>_INTEGRITY (default: the
 * integrity its build published in dist; none before the remote is built).
 * REMOTE_OVERRIDE_ORIGINS: comma-separated origins a production shell accepts overrides from.
 */
export function registryFromEnv(env = process.env) {
  const host = env.PUBLIC_HOST || 'localhost';
  return {
    remotes: REMOTES.map((remote) => {
      const integrity = remoteIntegrity(remote, env);
      const declaration = remoteDeclaration(remote, env);
      return {
        name: remote.name,
        manifest: env[envKey(remote.name, 'MANIFEST')] || `http://${host}:${portOf(remote.name, env)}/mf-manifest.json`,
        mount: mountOf(declaration),
        version: env[envKey(remote.name, 'VERSION')] || packageVersion(remote.package),
        declaration,
        ...(integrity ? { integrity } : {}),
      };
    }),
    overrideOrigins: (env.REMOTE_OVERRIDE_ORIGINS || '')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
  };
}
