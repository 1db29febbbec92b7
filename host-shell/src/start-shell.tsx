import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { i18n } from 'i18next';
import { StrictMode } from 'react';
import { isInternalStaff } from 'shared-contracts/rules';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { flushSync } from 'react-dom';
import { RouterProvider, createBrowserRouter, type DataRouter } from 'react-router';
import { loadDeployment } from './config/deployment';
import { showBrand } from './config/brand';
import { createShellI18n, initialLanguage, isLanguage, loadLanguage, nameTheBrand } from './i18n/create-i18n';
import type { LoginHandoverRef } from './logged-out/light-login';
import { SharedUiTexts } from './i18n/SharedUiTexts';
import { replaceAddress } from './platform/browser-location';
import { RemotePlatformProvider, type RemotePlatform } from './platform/remote-platform';
import { ShellServicesProvider, type ShellServices } from './platform/shell-context';
import { ShownPaths } from './navigation/shown-paths';
import { withoutOverrideParams } from './registry/overrides';
import { shellRoutes } from './routes';
import { InactivityWatch } from './session/inactivity';
import { followOtherTabs, recordUserActions } from './session/other-tabs';
import { keepReleaseCohort } from './session/release-cohort';
import type { SessionStore } from './session/session-store';
import { forgetEarlyAnswers } from './session/early-answers';
import { storedSignIn } from './session/stored-sign-in';
import { startIdleLoading } from './start/idle-loading';
import { LateRouter } from './start/late-router';
import { takeOverLightLogin } from './start/light-login-takeover';
import type { ShellStartOptions } from './start/options';
import { remoteHostApis } from './start/remote-host-apis';
import { composeSiteOnRegistry, startRemoteLoading } from './start/remote-loading';
import { createShellCore } from './start/shell-core';
import { telemetrySources } from './telemetry/shell-sources';
import './layout/shell.css';

export type { ShellStartOptions } from './start/options';

/**
 * Starts the dashboard: the remotes' registry and the current page's remote first, then the shell's
 * services over the deployment, the session's restore, the light login's sign-in if one was handed
 * over, the first render into #root, and what loads when the page is idle. Resolves once the session
 * is restored.
 */
export async function startShell(options: ShellStartOptions): Promise<void> {
  const { report, overrides, telemetry, handover } = options;
  const language = handover?.language ?? initialLanguage(window.location.search);
  const i18n = createShellI18n(language);
  // The texts of the page's language and of the stored user's (the restore shows it), beside the
  // deployment, so neither first render nor restore shows English first; if they cannot be
  // downloaded, the shell starts in English.
  const stored = storedSignIn.preferredLanguage();
  const texts = Promise.all([language, isLanguage(stored) ? stored : language].map((needed) => loadLanguage(i18n, needed))).catch(() => undefined);
  // Before the deployment is awaited: the registry's fetch, and after it the current page's remote.
  // A pin asks whether the user is staff (registry/overrides.ts): answered once the session is restored.
  let answerStaff: (staff: Promise<boolean>) => void = () => undefined;
  const signedInStaff = new Promise<boolean>((resolve) => {
    answerStaff = resolve;
  });
  const remotes = startRemoteLoading({ ...options, fetchRegistry: () => options.fetchRegistry({ signedInStaff: () => signedInStaff }) }, i18n);
  const [deployment] = await Promise.all([loadDeployment(), texts]);
  // The brand's look and name (decision 0065): its colours in the design system's tokens.
  showBrand(deployment.brand, deployment.branding);
  nameTheBrand(i18n, deployment.branding);

  const routing = new LateRouter();
  const core = createShellCore(deployment, i18n);
  const { session } = core;
  telemetry?.attach(telemetrySources(remotes.loader, session));
  const restored = session.restore().finally(forgetEarlyAnswers);
  answerStaff(restored.then(() => (session.user ? isInternalStaff(session.user.email, deployment.internalEmailDomains) : false), () => false));
  const retryRegistry = composeSiteOnRegistry(remotes, { session, deployment, report });
  const inactivity = watchSessionActivity(session, routing);
  const platform: RemotePlatform = {
    loader: remotes.loader,
    registryReady: remotes.registryReady,
    hostApiFor: remoteHostApis({ core, deployment, i18n, report, routing }),
    retryRegistry,
    overrides,
    telemetry,
    shownPaths: new ShownPaths(),
  };
  const services: ShellServices = { session, api: core.api, toasts: core.toasts, report, deployment, navigate: routing.navigate };

  // The first render does not wait for the registry: the session restores and the page's remote
  // loads at the same time; what needs the registry suspends on it (RemoteRoute, OverrideBadge).
  dropOverrideParams();
  const loginHandover: LoginHandoverRef = {
    current: handover ? await takeOverLightLogin(handover, { session, restored, registryReady: remotes.registryReady }) : undefined,
  };
  routing.router = createBrowserRouter(shellRoutes(deployment, remotes.loader, { loginHandover, inactivity }));
  renderShell(routing.router, { i18n, queryClient: core.queryClient, services, platform });
  startIdleLoading(remotes.loader, session);
  await restored;
}

/** The inactivity limit's watch, the user's actions that restart its count, what the dashboard's other tabs do, and the release cohort. */
function watchSessionActivity(session: SessionStore, routing: LateRouter): InactivityWatch {
  const inactivity = new InactivityWatch(session);
  recordUserActions(session, () => inactivity.endsAt !== null);
  followOtherTabs(session, routing.navigate);
  keepReleaseCohort(session);
  return inactivity;
}

/** The development overrides' parameters leave the address bar; the tab remembers the overrides (registry/overrides.ts). */
function dropOverrideParams(): void {
  const cleaned = withoutOverrideParams(window.location.search);
  if (cleaned !== window.location.search) {
    replaceAddress(`${window.location.pathname}${cleaned}${window.location.hash}`, { keepState: true });
  }
}

/** What the router calls for a navigation asked for with `flushSync` (the menu's switch to a page shown before). */
function renderAtOnce(update: () => unknown): undefined {
  flushSync(update);
  return undefined;
}

interface ShellContexts {
  i18n: i18n;
  queryClient: QueryClient;
  services: ShellServices;
  platform: RemotePlatform;
}

/** The first render into #root: the router inside the shell's contexts. */
function renderShell(router: DataRouter, { i18n, queryClient, services, platform }: ShellContexts): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root');
  createRoot(container).render(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <ShellServicesProvider value={services}>
            <RemotePlatformProvider value={platform}>
              <SharedUiTexts>
                <RouterProvider router={router} flushSync={renderAtOnce} />
              </SharedUiTexts>
            </RemotePlatformProvider>
          </ShellServicesProvider>
        </QueryClientProvider>
      </I18nextProvider>
    </StrictMode>,
  );
}
