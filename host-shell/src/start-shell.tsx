import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { flushSync } from 'react-dom';
import { RouterProvider, createBrowserRouter } from 'react-router';
import type { RegistryEntry } from 'shared-contracts/registry';
import { GatewayClient, createGatewayApi, createGatewayTransport } from 'shared-contracts/gateway';
import { SHELL_MENU, composeSiteMap, safeRedirect } from 'shared-contracts/rules';
import { loadDeployment } from './config/deployment';
import {
  IDLE_PREFETCH_MARK,
  MANIFEST_WARM_UP_MARK,
  browserPageIdle,
  loadManifestsWhenIdle,
  menuRemotes,
  prefetchWhenIdle,
  type ConnectionInfo,
} from './federation/idle-prefetch';
import { RemoteLoader, type FederationRuntime } from './federation/remote-loader';
import { createShellI18n, initialLanguage, registerRemoteTranslations } from './i18n/create-i18n';
import { afterLogin } from './logged-out/after-login';
import type { LoginHandover, LoginHandoverResult } from './logged-out/light-login';
import { SharedUiTexts } from './i18n/SharedUiTexts';
import { replaceAddress } from './platform/browser-location';
import { isBoolean, readJson } from './platform/browser-storage';
import { readEnvironmentCookie } from './platform/cookies';
import { createShellQueryClient } from './platform/query-client';
import type { ReportError } from './platform/error-reporting';
import { hostApisForRemotes } from './platform/remote-host-api';
import { remoteSessionView } from './platform/session-view';
import { ShellServicesProvider, type ShellServices } from './platform/shell-context';
import { xhrUploadSender } from './platform/upload-with-progress';
import { ShownPaths } from './navigation/shown-paths';
import { withoutOverrideParams, type OverrideDecision } from './registry/overrides';
import { shellRoutes } from './routes';
import { InactivityWatch } from './session/inactivity';
import { followOtherTabs, recordUserActions } from './session/other-tabs';
import { SessionStore } from './session/session-store';
import { telemetrySources } from './telemetry/shell-sources';
import type { Telemetry } from './telemetry/telemetry';
import { ToastStore } from './toasts/toast-store';
import './layout/shell.css';

export interface ShellStartOptions {
  /** Loads the remotes' modules: the federation runtime in the shell, static imports in the benchmark's monolith. */
  runtime: FederationRuntime;
  /** The registry entries, with any development overrides applied. */
  fetchRegistry: () => Promise<readonly RegistryEntry[]>;
  report: ReportError;
  /** The development overrides in force, filled in by `fetchRegistry`. */
  overrides: { decisions: readonly OverrideDecision[] };
  /** Errors, load times and vitals per remote, and what the platform tools panel shows (absent in the benchmark's monolith). */
  telemetry?: Telemetry;
  /** The light login's sign-in to finish before the first render (logged-out/light-login.tsx). */
  handover?: LoginHandover;
}

/** What the router calls for a navigation asked for with `flushSync` (the menu's switch to a page shown before). */
function renderAtOnce(update: () => unknown): undefined {
  flushSync(update);
  return undefined;
}

/** Creates the shell's services, restores the session and renders the shell into #root. */
export async function startShell({ runtime, fetchRegistry, report, overrides, telemetry, handover }: ShellStartOptions): Promise<void> {
  const i18n = createShellI18n(handover?.language ?? initialLanguage(window.location.search));
  const loader = new RemoteLoader(runtime, report, {
    fetchRegistry,
    onModuleLoaded: (module) => {
      registerRemoteTranslations(i18n, module);
      telemetry?.activity.recordModule(module.name, { contracts: module.contracts, mount: module.mount });
    },
  });
  // The current page's remote starts loading with the registry, not once React has rendered its route.
  const registryReady = loader.start().then(
    () => loader.registered(),
    () => [], // a failed registry: the shell's own menu, and the failure panel on remote routes
  );
  void registryReady.then(() => loader.startVisit(window.location.pathname));
  const deployment = await loadDeployment();
  // The brand's design tokens (shared-ui/src/styles/tokens.css, docs/decisions/0013-design-system.md).
  document.documentElement.dataset.brand = deployment.brand;

  // The router is made below; navigation before that has nowhere to go and is not needed.
  const routing: { router?: ReturnType<typeof createBrowserRouter> } = {};
  const goTo = (path: string) => void routing.router?.navigate(path);
  const queryClient = createShellQueryClient();
  const toasts = new ToastStore(() => i18n.t);
  const client = new GatewayClient({
    environment: readEnvironmentCookie,
    onSessionEnded: (reason) => session.sessionEnded(reason === 'AUTHENTICATION_ERROR'),
    // Upload progress for remotes (HostApi.gateway.capabilities.uploadProgress, contracts 2.4.0).
    sendWithUploadProgress: xhrUploadSender(),
  });
  client.useNewAuthentication(deployment.authentication === 'token');
  const api = createGatewayApi(client);
  const session: SessionStore = new SessionStore({
    api,
    deployment,
    queryClient,
    onLanguage: (language) => void i18n.changeLanguage(language),
  });
  telemetry?.attach(telemetrySources(loader, session));
  const restored = session.restore();
  // The site map: the spec's menu with what each deployed remote declares and serves.
  const composeSite = (entries: readonly RegistryEntry[]) => {
    const siteMap = composeSiteMap(SHELL_MENU, entries, { otherDashboardUrl: deployment.otherDashboardUrl });
    for (const problem of siteMap.problems) report(new Error(problem), { phase: 'declaration' });
    session.site.setSiteMap(siteMap);
  };
  void registryReady.then(composeSite);
  // Retry on a remote route after the registry failed: fetched again, then the site map composed.
  const retryRegistry = () => loader.start().then(() => composeSite(loader.registered()));
  const inactivity = new InactivityWatch(session);
  recordUserActions(session, () => inactivity.endsAt !== null);
  followOtherTabs(session, goTo);

  const loginHandover: { current?: LoginHandoverResult } = {};
  const hostApiFor = hostApisForRemotes({
    navigate(path, options) {
      // Only same-origin paths, by the one safe-redirect rule: a URL that came from data never leaves the dashboard.
      const target = safeRedirect(path, '');
      if (!target) {
        report(new Error(`refused to navigate to ${path}`), { phase: 'navigate' });
        return;
      }
      void routing.router?.navigate(target, options);
    },
    go: (delta) => void routing.router?.navigate(delta),
    i18n,
    session: remoteSessionView(session, deployment),
    navigation: () => session.site.navigation,
    refreshSession: () => session.refreshUserData(),
    gateway: createGatewayTransport(client),
    queryClient,
    toasts,
    report,
  });
  const services: ShellServices = {
    hostApiFor,
    report,
    api,
    loader,
    navigate: (to, options) => void routing.router?.navigate(to, options),
    shownPaths: new ShownPaths(),
    overrides,
    registryReady,
    retryRegistry,
    session,
    toasts,
    deployment,
    inactivity,
    telemetry,
    loginHandover,
  };

  // The first render does not wait for the registry: the session restores and the page's remote
  // loads at the same time; what needs the registry suspends on it (RemoteRoute, OverrideBadge).
  const cleaned = withoutOverrideParams(window.location.search);
  if (cleaned !== window.location.search) {
    replaceAddress(`${window.location.pathname}${cleaned}${window.location.hash}`, { keepState: true });
  }
  if (handover) {
    // The light login's attempt: signed in before the first render, which then starts on the
    // landing page (or the second factor's page); a failure shows on the login page with the values
    // typed. Nobody was signed in: the restore settles without a round trip.
    await restored;
    try {
      const outcome = await session.signInFlow.signIn(handover.values);
      // The landing page as the login page would choose it, once the menu is composed.
      const target = outcome === 'secondFactor' ? '/login_verification' : await registryReady.then(() => afterLogin(session, undefined));
      replaceAddress(target);
    } catch (failure) {
      loginHandover.current = { values: handover.values, failure };
    }
    handover.takeOver();
  }
  const router = createBrowserRouter(shellRoutes(deployment, loader));
  routing.router = router;
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root');
  createRoot(container).render(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <ShellServicesProvider value={services}>
            <SharedUiTexts>
              <RouterProvider router={router} flushSync={renderAtOnce} />
            </SharedUiTexts>
          </ShellServicesProvider>
        </QueryClientProvider>
      </I18nextProvider>
    </StrictMode>,
  );
  const idleDeps = {
    reachable: () => {
      const menu = session.site.menu;
      return menu.status === 'ready' ? menuRemotes(menu.groups) : undefined;
    },
    isRequested: (name: string) => loader.isRequested(name),
    foregroundIdle: () => loader.pending.size === 0,
    connection: () => (navigator as Navigator & { connection?: ConnectionInfo }).connection,
    pageIdle: () => browserPageIdle(),
  };
  // Once the first route is interactive: the manifests of the remotes the menu reaches (no code),
  // so a first switch into one of them starts with its entry (issue 22).
  void loadManifestsWhenIdle({ ...idleDeps, loadManifest: (name) => loader.loadManifest(name) }).then((names) =>
    performance.mark(MANIFEST_WARM_UP_MARK, { detail: names }),
  );
  // And on a fast connection, their code, so a first switch into one of them is a warm switch.
  void prefetchWhenIdle({
    ...idleDeps,
    prefetch: (_name, paths) => Promise.all(paths.map((path) => loader.loadPath(path, { background: true }))),
    disabled: () => readJson('idlePrefetch', isBoolean) === false,
  }).then((result) => performance.mark(IDLE_PREFETCH_MARK, { detail: result }));
  await restored;
}
