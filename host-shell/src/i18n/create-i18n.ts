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

/** The loads under way, per instance and `namespace|language`: each is fetched once at a time. */
const loads = new WeakMap<i18n, Map<string, Promise<void>>>();

/** Runs `fetch` unless the same load is under way; a failed one is forgotten, so the next asks again. */
function once(instance: i18n, key: string, fetch: () => Promise<void>): Promise<void> {
  const underWay = loads.get(instance) ?? new Map<string, Promise<void>>();
  loads.set(instance, underWay);
  let pending = underWay.get(key);
  if (!pending) {
    pending = fetch().then(
      () => void underWay.delete(key),
      (error: unknown) => {
        underWay.delete(key);
        throw error;
      },
    );
    underWay.set(key, pending);
  }
  return pending;
}

/** A remote that fetches its texts per language (contracts 3.1), and where its failures are reported. */
interface RemoteTexts {
  load: NonNullable<RemoteModule['loadTranslations']>;
  onError: (error: unknown) => void;
}

/** Per instance, the loaded remotes that fetch their texts per language, by namespace. */
const remoteLoaders = new WeakMap<i18n, Map<string, RemoteTexts>>();

function loadRemoteLanguage(instance: i18n, name: string, remote: RemoteTexts, language: Language): Promise<void> {
  if (instance.hasResourceBundle(language, name)) return Promise.resolve();
  return once(instance, `${name}|${language}`, () =>
    remote.load(language).then((texts) => void instance.addResourceBundle(language, name, texts, true, true)),
  );
}

/** Loads the shell's texts of `language` into the instance, once; resolves at once for English or a loaded language. */
function loadShellLanguage(instance: i18n, language: Language): Promise<void> {
  const load = LATER_TEXTS[language];
  if (!load || hasShellTexts(instance, language)) return Promise.resolve();
  return once(instance, `${SHELL_NAMESPACE}|${language}`, () =>
    load().then((texts) => void instance.addResourceBundle(language, SHELL_NAMESPACE, texts, true, false)),
  );
}

/**
 * Loads the texts of `language` into the instance: the shell's (a failure rejects), and those of
 * every loaded remote that fetches its texts per language (a failure is reported, and that remote
 * shows English until a later switch fetches them).
 */
export function loadLanguage(instance: i18n, language: Language): Promise<void> {
  const remotes = [...(remoteLoaders.get(instance) ?? new Map<string, RemoteTexts>())].map(([name, remote]) =>
    loadRemoteLanguage(instance, name, remote, language).catch(remote.onError),
  );
  return Promise.all([loadShellLanguage(instance, language), ...remotes]).then(() => undefined);
}

/** Whether every text of `language` is in: the shell's, and each loaded remote's that fetches its own. */
function hasEveryText(instance: i18n, language: Language): boolean {
  const remotes = [...(remoteLoaders.get(instance)?.keys() ?? [])];
  return (!LATER_TEXTS[language] || hasShellTexts(instance, language)) && remotes.every((name) => instance.hasResourceBundle(language, name));
}

/**
 * Shows the shell in `language`: at once when its texts are in, else once they are (a failed download
 * of the shell's texts leaves the language as it was and rejects).
 */
export function showLanguage(instance: i18n, language: Language): Promise<unknown> {
  if (hasEveryText(instance, language)) return instance.changeLanguage(language);
  return loadLanguage(instance, language).then(() => instance.changeLanguage(language));
}

/** The product's name (`appName`: the header, the logged-out frame, every page title) is the deployment's brand's, per language (decision 0065). */
export function nameTheBrand(instance: i18n, look: BrandLook): void {
  for (const language of LANGUAGES) instance.addResource(language, SHELL_NAMESPACE, 'appName', brandName(look, language));
}

/** Each remote's translations live in a namespace of its own name. */
function addGivenTexts(instance: i18n, module: RemoteModule): void {
  for (const language of LANGUAGES) {
    const tree = module.translations[language];
    if (Object.keys(tree).length > 0) instance.addResourceBundle(language, module.name, tree, true, true);
  }
}

/**
 * Registers a loaded remote's texts: those its module gives, at once; for a remote that fetches a
 * language's texts on demand (contracts 3.1, decision 0083), those of the language shown now, and of
 * each language the shell switches to later. Resolves when the texts of the language shown are in,
 * so its page never renders in English first; a failed fetch is passed to `onError` (English shows).
 */
export function registerRemoteTranslations(instance: i18n, module: RemoteModule, onError: (error: unknown) => void = () => undefined): Promise<void> {
  addGivenTexts(instance, module);
  if (!module.loadTranslations) return Promise.resolve();
  const remote: RemoteTexts = { load: module.loadTranslations, onError };
  const registered = remoteLoaders.get(instance) ?? new Map<string, RemoteTexts>();
  remoteLoaders.set(instance, registered);
  registered.set(module.name, remote);
  const shown = instance.language;
  return isLanguage(shown) ? loadRemoteLanguage(instance, module.name, remote, shown).catch(onError) : Promise.resolve();
}
