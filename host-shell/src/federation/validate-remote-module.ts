import { LANGUAGES, type RemoteModule } from 'shared-contracts';
import { LEGACY_CONTRACTS_VERSION, checkContracts, type RegistryEntry } from 'shared-contracts/registry';
import { RemoteLoadError } from './remote-load-error';

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function isRemoteModule(value: unknown): value is RemoteModule {
  if (!isObject(value)) return false;
  const { name, routes, translations, loadTranslations } = value;
  return (
    typeof name === 'string' &&
    (loadTranslations === undefined || typeof loadTranslations === 'function') &&
    Array.isArray(routes) &&
    routes.every((route) => isObject(route) && typeof route.path === 'string') &&
    isObject(translations) &&
    LANGUAGES.every((language) => isObject(translations[language]))
  );
}

/** Checks what a remote exposed against its registry entry and the routes its declaration gives it. */
export function validateRemoteModule(entry: RegistryEntry, exposed: unknown, contractsVersion: string): RemoteModule {
  const module = (exposed as { default?: unknown } | null)?.default ?? exposed;
  if (!isRemoteModule(module)) {
    throw new RemoteLoadError(entry.name, 'invalid', './remote does not export a RemoteModule');
  }
  // A remote of the previous major runs too: the HostApi still carries what 2.x read (platform/session-view.ts).
  const compatibility = checkContracts(module.contracts, contractsVersion, LEGACY_CONTRACTS_VERSION);
  if (!compatibility.ok) throw new RemoteLoadError(entry.name, 'incompatible', compatibility.reason);
  if (module.name !== entry.name) {
    throw new RemoteLoadError(entry.name, 'invalid', `./remote calls itself "${module.name}"`);
  }
  if (module.mount !== entry.mount) {
    throw new RemoteLoadError(entry.name, 'invalid', `the registry mounts it as ${entry.mount}, the remote is a ${module.mount}`);
  }
  const served = new Set(module.routes.map((route) => route.path));
  const missing = entry.declaration.routes.map((route) => route.path).filter((path) => !served.has(path));
  if (missing.length > 0) {
    throw new RemoteLoadError(entry.name, 'invalid', `./remote does not declare ${missing.join(', ')}`);
  }
  return module;
}
