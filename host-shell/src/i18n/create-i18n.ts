import { createInstance, type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGES, type Language, type RemoteModule } from 'shared-contracts';
import { UI_TEXTS_EN, UI_TEXTS_ID } from 'shared-ui';
import { brandName, builtInLook, type BrandLook } from '../config/brand';
import { en } from './en';
import { id } from './id';

export const SHELL_NAMESPACE = 'shell';
/** What shared-ui says by itself (Cancel, Okay, Retry…), in the shell's languages. */
export const SHARED_UI_NAMESPACE = 'shared-ui';

function isLanguage(value: string | null): value is Language {
  return value !== null && (LANGUAGES as readonly string[]).includes(value);
}

/** The language from the `lang` query parameter (spec 01 §2), English otherwise. */
export function initialLanguage(search: string): Language {
  const requested = new URLSearchParams(search).get('lang');
  return isLanguage(requested) ? requested : 'en';
}

/** The shell owns the language; `<html lang>` follows it. The product's name is the main brand's until `nameTheBrand`. */
export function createShellI18n(language: Language): i18n {
  const instance = createInstance();
  void instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: 'en',
    supportedLngs: [...LANGUAGES],
    ns: [SHELL_NAMESPACE, SHARED_UI_NAMESPACE],
    defaultNS: SHELL_NAMESPACE,
    resources: {
      en: { [SHELL_NAMESPACE]: en, [SHARED_UI_NAMESPACE]: UI_TEXTS_EN },
      id: { [SHELL_NAMESPACE]: id, [SHARED_UI_NAMESPACE]: UI_TEXTS_ID },
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
