import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from 'shared-contracts';
import { DeferredTrigger } from '../platform/lazy-overlays';
import { useShellServices } from '../platform/shell-context';

const isLanguage = (value: string): value is Language => (LANGUAGES as readonly string[]).includes(value);

/**
 * The language (spec 02 §2): a menu with the current language checked; PATCH /api/user, then the
 * user is re-read. Hidden for the Philippines.
 */
export const LanguageMenu = observer(function LanguageMenu() {
  const { t, i18n } = useTranslation();
  const { session, toasts } = useShellServices();
  const [saving, setSaving] = useState(false);
  if (!session.business || session.business.country_of_operation === 'Philippines') return null;
  const choose = async (language: string) => {
    if (!isLanguage(language) || language === i18n.language) return;
    setSaving(true);
    try {
      await session.changeLanguage(language);
    } catch {
      toasts.show(t('errorMessages.unexpectedError'), 'error');
    } finally {
      setSaving(false);
    }
  };
  // Each language is named in itself, marked with its own lang for screen readers.
  const items = LANGUAGES.map((language) => ({ id: language, label: t(`language.${language}`), lang: language }));
  return (
    <DeferredTrigger
      popup="menu"
      triggerClassName="header-trigger"
      trigger={
        <>
          <span className="visually-hidden">{t('language.label')}: </span>
          <span aria-busy={saving || undefined}>{i18n.language.toUpperCase()}</span>
        </>
      }
    >
      {({ Menu }, takeOver) => <Menu {...takeOver} items={items} selectedId={i18n.language} onAction={(id) => void choose(id)} />}
    </DeferredTrigger>
  );
});
