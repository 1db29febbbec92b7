import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider, createBrowserRouter } from 'react-router';
import type { HostApi } from 'shared-contracts';
import { RemoteLoader } from './federation/remote-loader';
import { resiliencePlugin } from './federation/resilience-plugin';
import { createShellI18n, initialLanguage, registerRemoteTranslations } from './i18n/create-i18n';
import { createErrorReporter } from './platform/error-reporting';
import { ShellServicesProvider, type ShellServices } from './platform/shell-context';
import { loadRegistry } from './registry/load-registry';
import { applyOverrides, resolveOverrides, withoutOverrideParams, type OverrideDecision } from './registry/overrides';
import { shellRoutes } from './routes';
import { SessionStore } from './session/session-store';

const { report } = createErrorReporter();
const i18n = createShellI18n(initialLanguage(window.location.search));
const session = new SessionStore();
const overrides: { decisions: OverrideDecision[] } = { decisions: [] };

registerPlugins([
  resiliencePlugin(({ id, lifecycle, error }) => report(error, { remote: id, phase: `federation:${lifecycle}` })),
]);

const loader = new RemoteLoader({ registerRemotes, loadRemote }, report, {
  async fetchRegistry() {
    const registry = await loadRegistry();
    overrides.decisions = resolveOverrides(window.location.search, registry.remotes, {
      production: process.env.NODE_ENV === 'production',
      allowedOrigins: registry.overrideOrigins,
    });
    return applyOverrides(registry.remotes, overrides.decisions);
  },
  onModuleLoaded: (module) => registerRemoteTranslations(i18n, module),
});

const hostApi: HostApi = {
  navigate(path, options) {
    // Only same-origin paths: a URL that came from data never leaves the dashboard.
    if (!path.startsWith('/') || path.startsWith('//')) {
      report(new Error(`refused to navigate to ${path}`), { phase: 'navigate' });
      return;
    }
    void router?.navigate(path, options);
  },
  i18n,
  session,
  reportError: report,
};

let router: ReturnType<typeof createBrowserRouter> | undefined;
const services: ShellServices = { hostApi, loader, overrides };

async function start() {
  await loader.start().catch(() => undefined); // a failed registry shows in each remote's panel
  const cleaned = withoutOverrideParams(window.location.search);
  if (cleaned !== window.location.search) {
    window.history.replaceState(window.history.state, '', `${window.location.pathname}${cleaned}${window.location.hash}`);
  }
  router = createBrowserRouter(shellRoutes());
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

void start();
