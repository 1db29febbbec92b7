import { QueryClient } from '@tanstack/query-core';
import { createInstance } from 'i18next';
import type { RemoteStorage } from '../contract/remote-storage';
import type { ToastTone } from '../contract/toasts';
import { createFakeGateway, type FakeGateway, type FakeGatewayRoutes } from './fake-gateway';
import type { TransportCapabilities } from '../contract/gateway-transport';
import type { ErrorContext, HostApi, NavigateOptions } from '../contract/host-api';
import type { TranslationTree } from '../contract/remote-module';
import type { SessionView } from '../contract/session-view';
import { fakeRouteRefs, type FakeRoutesOptions } from './fake-route-refs';
import type { Language } from '../contract/entities';

export interface FakeHostApi extends HostApi {
  /** The fake transport: its `calls` list every gateway call the remote made. */
  readonly gateway: FakeGateway;
  /** Every path passed to navigate, in order. */
  readonly navigations: Array<{ path: string; options?: NavigateOptions }>;
  /** Every `go(delta)`, in order. */
  readonly historyMoves: number[];
  /** Every reported error, in order. */
  readonly reportedErrors: Array<{ error: unknown; context: ErrorContext }>;
  /** Every toast shown, in order; errors as `{ error }`. */
  readonly shownToasts: Array<{ text: string; tone?: ToastTone } | { error: unknown }>;
  /** How many times the remote asked the shell to re-read the session. */
  readonly sessionRefreshes: { count: number };
  /** Every route key the remote asked for, in order. */
  readonly routeLookups: string[];
}

export interface FakeHostApiOptions {
  session?: Partial<SessionView>;
  language?: Language;
  /** Translations to register, by namespace: `{ cards: { en: {...}, id: {...} } }`. */
  translations?: Record<string, Partial<Record<Language, TranslationTree>>>;
  /** Called after each navigation, e.g. to push the path into a dev harness router. */
  onNavigate?: (path: string, options?: NavigateOptions) => void;
  /** Answers by `'METHOD /api/path'` (a value or a function of the call); any other call fails, naming itself. */
  gateway?: FakeGatewayRoutes;
  /** What the fake transport says it can do; absent: a shell from before contracts 2.4.0. */
  gatewayCapabilities?: TransportCapabilities;
  queryClient?: QueryClient;
  /** How `routes` answers: the remote's declaration (its own keys and `links`), which keys are visible. */
  routes?: FakeRoutesOptions;
}

/** RemoteStorage in memory: what a test writes, it reads back; nothing reaches the browser. */
function memoryStorage(): RemoteStorage {
  const values = new Map<string, string>();
  return {
    get(key, isValid) {
      const raw = values.get(key);
      const value: unknown = raw === undefined ? undefined : JSON.parse(raw);
      return isValid(value) ? value : undefined;
    },
    set: (key, value) => void values.set(key, JSON.stringify(value)),
    remove: (key) => void values.delete(key),
    onOtherTabChange: () => () => undefined,
  };
}

export const signedOutSession: SessionView = {
  status: 'signedOut',
  user: null,
  business: null,
  businesses: [],
  environment: 'DEVELOPMENT',
  liveMode: 'NON_LIVE',
  lastActionAt: null,
  featureFlags: undefined,
  businessSettings: undefined,
  deployment: {
    brand: 'MAIN',
    docsUrl: 'https://docs.example.com/',
    apiReferenceUrl: 'https://docs.example.com/api-reference/',
    feedbackUrl: 'mailto:feedback@example.com',
    internalEmailDomains: ['internal.test', 'staff.test'],
  },
};

/**
 * A HostApi for unit tests and the standalone dev harness of each remote: records navigations and
 * error reports, and carries a real i18next instance with the remote's translations.
 */
export function createFakeHostApi(options: FakeHostApiOptions = {}): FakeHostApi {
  const i18n = createInstance();
  void i18n.init({
    lng: options.language ?? 'en',
    fallbackLng: 'en',
    initAsync: false,
    resources: {},
    interpolation: { escapeValue: false },
  });
  for (const [namespace, byLanguage] of Object.entries(options.translations ?? {})) {
    for (const [language, tree] of Object.entries(byLanguage)) {
      if (tree) i18n.addResourceBundle(language, namespace, tree, true, true);
    }
  }
  const sessionRefreshes = { count: 0 };
  const navigations: FakeHostApi['navigations'] = [];
  const reportedErrors: FakeHostApi['reportedErrors'] = [];
  const shownToasts: FakeHostApi['shownToasts'] = [];
  const historyMoves: number[] = [];
  const routeLookups: string[] = [];
  const session: SessionView = { ...signedOutSession, ...options.session };
  return {
    routeLookups,
    routes: fakeRouteRefs(options.routes, () => session, routeLookups),
    navigations,
    historyMoves,
    go: (delta) => historyMoves.push(delta),
    storage: memoryStorage(),
    reportedErrors,
    shownToasts,
    sessionRefreshes,
    refreshSession: async () => {
      sessionRefreshes.count += 1;
    },
    i18n,
    gateway: createFakeGateway(options.gateway, options.gatewayCapabilities),
    queryClient: options.queryClient ?? new QueryClient({ defaultOptions: { queries: { retry: false } } }),
    toasts: {
      show: (text, tone) => shownToasts.push({ text, ...(tone ? { tone } : {}) }),
      showError: (error) => shownToasts.push({ error }),
    },
    session,
    navigate(path, navigateOptions) {
      navigations.push({ path, options: navigateOptions });
      options.onNavigate?.(path, navigateOptions);
    },
    reportError(error, context) {
      reportedErrors.push({ error, context });
    },
  };
}
