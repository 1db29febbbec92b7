import { createInstance } from 'i18next';
import type { ErrorContext, HostApi, NavigateOptions } from '../platform/host-api';
import type { TranslationTree } from '../platform/remote-module';
import type { SessionView } from '../session/session-view';
import type { Language } from '../session/entities';

export interface FakeHostApi extends HostApi {
  /** Every path passed to navigate, in order. */
  readonly navigations: Array<{ path: string; options?: NavigateOptions }>;
  /** Every reported error, in order. */
  readonly reportedErrors: Array<{ error: unknown; context: ErrorContext }>;
}

export interface FakeHostApiOptions {
  session?: Partial<SessionView>;
  language?: Language;
  /** Translations to register, by namespace: `{ cards: { en: {...}, id: {...} } }`. */
  translations?: Record<string, Partial<Record<Language, TranslationTree>>>;
  /** Called after each navigation, e.g. to push the path into a dev harness router. */
  onNavigate?: (path: string, options?: NavigateOptions) => void;
}

export const signedOutSession: SessionView = {
  status: 'signedOut',
  user: null,
  business: null,
  environment: 'DEVELOPMENT',
  liveMode: 'NON_LIVE',
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
  const navigations: FakeHostApi['navigations'] = [];
  const reportedErrors: FakeHostApi['reportedErrors'] = [];
  return {
    navigations,
    reportedErrors,
    i18n,
    session: { ...signedOutSession, ...options.session },
    navigate(path, navigateOptions) {
      navigations.push({ path, options: navigateOptions });
      options.onNavigate?.(path, navigateOptions);
    },
    reportError(error, context) {
      reportedErrors.push({ error, context });
    },
  };
}
