import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { englishTexts, type Translate } from './ui-texts';

interface UiContext {
  translate: Translate;
  /** BCP 47 locale of the caller's language, for dates and numbers the widgets render. */
  locale: string;
}

const Context = createContext<UiContext>({ translate: englishTexts, locale: 'en-US' });

export interface UiTextProviderProps {
  /** The caller's i18n, e.g. `(key, values) => t(\`shared-ui:${key}\`, values)`. */
  translate: Translate;
  locale: string;
  children: ReactNode;
}

/** Gives shared-ui the caller's translations and locale; without it shared-ui speaks English. */
export function UiTextProvider({ translate, locale, children }: UiTextProviderProps) {
  const value = useMemo(() => ({ translate, locale }), [translate, locale]);
  return <Context.Provider value={value}>{children}</Context.Provider>;
}

export const useUiText = (): Translate => useContext(Context).translate;
export const useUiLocale = (): string => useContext(Context).locale;
