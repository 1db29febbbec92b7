import { createInstance, type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGES, type Language, type RemoteModule, type TranslationTree } from 'shared-contracts';
import { UI_TEXTS_EN, UI_TEXTS_ID } from 'shared-ui';
import { brandName, builtInLook, type BrandLook } from '../config/brand';
import { en } from './en';

export const SHELL_NAMESPACE = 'shell';
/** What shared-ui says by itself (Cancel, Okay, Retry…), in the shell's languages. */
export const SHARED_UI_NAMESPACE = 'shared-ui';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The language from the `lang` query parameter (spec 01 §2), English otherwise. */
export function initialLanguage(search: string): Language {
  const requested = new URLSearchParams(search).get('lang');
  return isLanguage(requested) ? requested : 'en';
}

/**
 * The shell's texts besides English, each a chunk of its own (issue 46): English is in the start-up
 * code, as every text's fallback; a session in English never downloads the Indonesian.
 */
const LATER_TEXTS: Partial<Record<Language, () => Promise<TranslationTree>>> = {
  // Not `(module) => module.id`: webpack reads `module.id` as the CommonJS module's id, counts the
  // export `id` as unused and leaves it out of the chunk.
  id: () => import(/* webpackChunkName: "shell-id" */ './id').then((texts) => texts.id),
};

/** The texts of a language the shell has been given or has loaded. */
type LoadedTexts = Partial<Record<Language, TranslationTree>>;

/**
 * The shell owns the language; `<html lang>` follows it. The product's name is the main brand's until
 * `nameTheBrand`. Texts other than English come with `loaded` (tests) or `loadLanguage` (the start-up,
 * before the first render); until then a text shows in English.
 */
export function createShellI18n(language: Language, loaded: LoadedTexts = {}): i18n {
  const instance = createInstance();
  const shellTexts: LoadedTexts = { ...loaded, en };
  void instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: 'en',
    supportedLngs: [...LANGUAGES],
    ns: [SHELL_NAMESPACE, SHARED_UI_NAMESPACE],
    defaultNS: SHELL_NAMESPACE,
    resources: {
      en: { [SHELL_NAMESPACE]: en, [SHARED_UI_NAMESPACE]: UI_TEXTS_EN },
      id: { ...(shellTexts.id ? { [SHELL_NAMESPACE]: shellTexts.id } : {}), [SHARED_UI_NAMESPACE]: UI_TEXTS_ID },
    },
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  nameTheBrand(instance, builtInLook('MAIN'));
  const syncHtmlLang = (lng: string) => document.documentElement.setAttribute('lang', lng);
  syncHtmlLang(language);
  instance.on('languageChanged', syncHtmlLang);
  return instance;
}

/** Whether the shell's own texts of a language are in (their first key, `loading`, is). */
const hasShellTexts = (instance: i18n, language: Language) => instance.getResource(language, SHELL_NAMESPACE, 'loading') !== undefined;

/** The loads under way, per instance and language: a language is fetched once. */
const loads = new WeakMap<i18n, Map<Language, Promise<void>>>();

/** Loads the shell's texts of `language` into the instance, once; resolves at once for English or a loaded language. */
export function loadLanguage(instance: i18n, language: Language): Promise<void> {
  const load = LATER_TEXTS[language];
  if (!load || hasShellTexts(instance, language)) return Promise.resolve();
  const underWay = loads.get(instance) ?? new Map<Language, Promise<void>>();
  loads.set(instance, underWay);
  let pending = underWay.get(language);
  if (!pending) {
    pending = load().then(
      (texts) => void instance.addResourceBundle(language, SHELL_NAMESPACE, texts, true, false),
      (error: unknown) => {
        underWay.delete(language); // a failed download is tried again on the next switch
        throw error;
      },
    );
    underWay.set(language, pending);
  }
  return pending;
}

/**
 * Shows the shell in `language`: at once when its texts are in, else once they are (a failed download
 * leaves the language as it was and rejects).
 */
export function showLanguage(instance: i18n, language: Language): Promise<unknown> {
  if (!LATER_TEXTS[language] || hasShellTexts(instance, language)) return instance.changeLanguage(language);
  return loadLanguage(instance, language).then(() => instance.changeLanguage(language));
}

/** The product's name (`appName`: the header, the logged-out frame, every page title) is the deployment's brand's, per language (decision 0065). */
export function nameTheBrand(instance: i18n, look: BrandLook): void {
  for (const language of LANGUAGES) instance.addResource(language, SHELL_NAMESPACE, 'appName', brandName(look, language));
}

/** Each remote's translations live in a namespace of its own name. */
export function registerRemoteTranslations(instance: i18n, module: RemoteModule): void {
  for (const language of LANGUAGES) {
    instance.addResourceBundle(language, module.name, module.translations[language], true, true);
  }
}
