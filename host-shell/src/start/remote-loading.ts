import type { i18n } from 'i18next';
import type { RegistryEntry } from 'shared-contracts/registry';
import { SHELL_MENU, composeSiteMap } from 'shared-contracts/rules';
import type { DeploymentConfig } from '../config/deployment';
import { RemoteLoader } from '../federation/remote-loader';
import { registerRemoteTranslations } from '../i18n/create-i18n';
import type { ReportError } from '../platform/error-reporting';
import type { SessionStore } from '../session/session-store';
import type { ShellStartOptions } from './options';

export interface RemoteLoading {
  loader: RemoteLoader;
  /** Settles (never rejects) with the registry's entries, or none when it failed; overrides are decided then. */
  registryReady: Promise<readonly RegistryEntry[]>;
}

/**
 * The remotes' loader, with the registry's fetch started and, once it is read, the current page's
 * remote: the page's remote starts loading with the registry, not once React has rendered its route.
 */
export function startRemoteLoading(
  { runtime, fetchRegistry, report, telemetry }: Pick<ShellStartOptions, 'runtime' | 'report' | 'telemetry'> & { fetchRegistry: () => Promise<readonly RegistryEntry[]> },
  i18n: i18n,
): RemoteLoading {
  const loader = new RemoteLoader(runtime, report, {
    fetchRegistry,
    onModuleLoaded: (module) => {
      telemetry?.activity.recordModule(module.name, { contracts: module.contracts, mount: module.mount });
      // Its page waits for the texts of the language shown; a failed fetch shows English and is reported.
      return registerRemoteTranslations(i18n, module, (error) => report(error, { remote: module.name, phase: 'translations' }));
    },
  });
  const registryReady = loader.start().then(
    (): readonly RegistryEntry[] => loader.registered(),
    () => [], // a failed registry: the shell's own menu, and the failure panel on remote routes
  );
  void registryReady.then(() => loader.startVisit(window.location.pathname));
  return { loader, registryReady };
}

export interface SiteMapSources {
  session: SessionStore;
  deployment: DeploymentConfig;
  report: ReportError;
}

/**
 * The site map — the spec's menu with what each deployed remote declares and serves — composed into
 * the session once the registry is read. Returns the retry on a remote route after the registry
 * failed: fetched again, then the site map composed.
 */
export function composeSiteOnRegistry({ loader, registryReady }: RemoteLoading, { session, deployment, report }: SiteMapSources): () => Promise<void> {
  const composeSite = (entries: readonly RegistryEntry[]) => {
    const siteMap = composeSiteMap(SHELL_MENU, entries, { otherDashboardUrl: deployment.otherDashboardUrl });
    for (const problem of siteMap.problems) report(new Error(problem), { phase: 'declaration' });
    session.site.setSiteMap(siteMap);
  };
  void registryReady.then(composeSite);
  return () => loader.start().then(() => composeSite(loader.registered()));
}
