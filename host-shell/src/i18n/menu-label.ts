import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from 'shared-contracts';
import type { MenuLabel } from 'shared-contracts/rules';

const isLanguage = (value: string): value is Language => (LANGUAGES as readonly string[]).includes(value);

/**
 * The text of a menu label: the shell's own entries name a key of its translations, a remote's
 * entry carries its texts in every language (its declaration), English when the language has none.
 */
export function useMenuLabel(): (label: MenuLabel) => string {
  const { t, i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : 'en';
  return (label) => (typeof label === 'string' ? t(label) : (label[language] ?? label.en));
}
