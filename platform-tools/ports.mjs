// The project's ports (ARCHITECTURE.md "Serving"), each overridable by an environment variable.
export const SERVICES = [
  { name: 'shell', package: 'host-shell', env: 'SHELL_PORT', port: 4800, devPort: 5800 },
  { name: 'home', package: 'mfe-home', env: 'MFE_HOME_PORT', port: 4801, devPort: 5801 },
  { name: 'activation', package: 'mfe-activation', env: 'MFE_ACTIVATION_PORT', port: 4802, devPort: 5802, mount: 'parcel' },
  { name: 'cards', package: 'mfe-cards', env: 'MFE_CARDS_PORT', port: 4803, devPort: 5803 },
  { name: 'settings', package: 'mfe-settings', env: 'MFE_SETTINGS_PORT', port: 4804, devPort: 5804 },
  { name: 'notifications', package: 'mfe-notifications', env: 'MFE_NOTIFICATIONS_PORT', port: 4805, devPort: 5805 },
];

export const REMOTES = SERVICES.filter((s) => s.name !== 'shell');

/** The sandbox gateway; the shell's server proxies /api to it. */
export const GATEWAY = { name: 'gateway', package: 'sandbox-gateway', env: 'GATEWAY_PORT', port: 4810 };

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
