// The project's ports (ARCHITECTURE.md "Serving"), each overridable by an environment variable,
// from the one catalogue of services (catalogue.json).
import { readFileSync } from 'node:fs';

const catalogue = JSON.parse(readFileSync(new URL('./catalogue.json', import.meta.url), 'utf8'));

/** The shell and each remote, with their ports (how a remote mounts is in its declaration.json). */
export const SERVICES = [catalogue.shell, ...catalogue.remotes];

export const REMOTES = catalogue.remotes;

/** A remote's federation container (its manifest's `name`): `cards` → `mfe_cards`; the shell is `host_shell`. */
export function containerNameOf(name) {
  return name === 'shell' ? 'host_shell' : `mfe_${name.replace(/-/g, '_')}`;
}

/** The sandbox gateway; the shell's server proxies /api to it. */
export const GATEWAY = catalogue.gateway;

export function gatewayPort(env = process.env) {
  return readPort(GATEWAY.env, GATEWAY.port, env);
}

function readPort(envName, fallback, env) {
  const raw = env[envName];
  if (raw === undefined || raw === '') return fallback;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    throw new Error(`${envName}=${raw} is not a port number (1-65535)`);
  }
  return port;
}

/** The port a service listens on in `pnpm start`. */
export function portOf(name, env = process.env) {
  const service = SERVICES.find((s) => s.name === name);
  if (!service) throw new Error(`unknown service ${name}`);
  return readPort(service.env, service.port, env);
}

/** The port of a package's standalone dev server (`pnpm --filter <pkg> dev`). */
export function devPortOf(name, env = process.env) {
  const service = SERVICES.find((s) => s.name === name);
  if (!service) throw new Error(`unknown service ${name}`);
  return readPort(`${service.env.replace('_PORT', '_DEV_PORT')}`, service.devPort, env);
}
