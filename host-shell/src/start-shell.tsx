import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider, createBrowserRouter } from 'react-router';
import { remoteForPath, type HostApi, type RegistryEntry } from 'shared-contracts';
import { RemoteLoader, type FederationRuntime } from './federation/remote-loader';
import { createShellI18n, initialLanguage, registerRemoteTranslations } from './i18n/create-i18n';
import type { ReportError } from './platform/error-reporting';
import { ShellServicesProvider, type ShellServices } from './platform/shell-context';
import { withoutOverrideParams, type OverrideDecision } from './registry/overrides';
import { shellRoutes } from './routes';
import { SessionStore } from './session/session-store';

export interface ShellStartOptions {
  /** Loads the remotes' modules: the federation runtime in the shell, static imports in the benchmark's monolith. */
  runtime: FederationRuntime;
  /** The registry entries, with any development overrides applied. */
  fetchRegistry: () => Promise<readonly RegistryEntry[]>;
  report: ReportError;
  /** The development overrides in force, filled in by `fetchRegistry`. */
  overrides: { decisions: readonly OverrideDecision[] };
}

/** Creates the shell's services, waits for the registry and renders the shell into #root. */
export async function startShell({ runtime, fetchRegistry, report, overrides }: ShellStartOptions): Promise<void> {
  const i18n = createShellI18n(initialLanguage(window.location.search));
  const session = new SessionStore();
  const loader = new RemoteLoader(runtime, report, {
    fetchRegistry,
    onModuleLoaded: (module) => registerRemoteTranslations(i18n, module),
  });

  // The router is made once the registry is in and the address is cleaned; navigate() uses it then.
  const routing: { router?: ReturnType<typeof createBrowserRouter> } = {};
  const hostApi: HostApi = {
    navigate(path, options) {
      // Only same-origin paths: a URL that came from data never leaves the dashboard.
      if (!path.startsWith('/') || path.startsWith('//')) {
        report(new Error(`refused to navigate to ${path}`), { phase: 'navigate' });
        return;
      }
      void routing.router?.navigate(path, options);
    },
    i18n,
    session,
    reportError: report,
  };
  const services: ShellServices = { hostApi, loader, overrides };

  await loader.start().catch(() => undefined); // a failed registry shows in each remote's panel
  // The current page's remote starts loading now, not once React has rendered down to its route.
  const pageRemote = remoteForPath(window.location.pathname);
  if (pageRemote) loader.prefetch(pageRemote);
  const cleaned = withoutOverrideParams(window.location.search);
  if (cleaned !== window.location.search) {
    window.history.replaceState(window.history.state, '', `${window.location.pathname}${cleaned}${window.location.hash}`);
  }
  const router = createBrowserRouter(shellRoutes());
  routing.router = router;
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root');
  createRoot(container).render(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <ShellServicesProvider value={services}>
          <RouterProvider router={router} />
        </ShellServicesProvider>
      </I18nextProvider>
    </StrictMode>,
  );
}
