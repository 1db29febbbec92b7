import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from 'shared-contracts';
import { useShellServices } from '../platform/shell-context';
import { Popover } from './Popover';

/** The language (spec 02 §2): PATCH /api/user, then the user is re-read; hidden for the Philippines. */
export const LanguageMenu = observer(function LanguageMenu() {
  const { t, i18n } = useTranslation();
  const { session, toasts } = useShellServices();
  const [saving, setSaving] = useState(false);
  if (!session.business || session.business.country_of_operation === 'Philippines') return null;
  const choose = async (language: Language, close: () => void) => {
    close();
    if (language === i18n.language) return;
    setSaving(true);
    try {
      await session.changeLanguage(language);
    } catch {
      toasts.show(t('errorMessages.unexpectedError'), 'error');
    } finally {
      setSaving(false);
    }
  };
  return (
    <Popover
      className="language-menu"
      button={
        <>
          <span className="visually-hidden">{t('language.label')}: </span>
          <span aria-busy={saving || undefined}>{i18n.language.toUpperCase()}</span>
        </>
      }
    >
      {(close) => (
        <div role="group" aria-label={t('language.label')} className="menu-list">
          {LANGUAGES.map((language) => (
            <button
              key={language}
              type="button"
              lang={language}
              className="menu-item"
              aria-pressed={i18n.language === language}
              onClick={() => void choose(language, close)}
            >
              {t(`language.${language}`)}
            </button>
          ))}
        </div>
      )}
    </Popover>
  );
});
