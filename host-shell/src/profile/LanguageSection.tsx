import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from 'shared-contracts';
import { Card } from 'shared-ui';
import { RadioGroup } from 'shared-ui/forms';
import { useShellServices } from '../platform/shell-context';

const isLanguage = (value: string): value is Language => (LANGUAGES as readonly string[]).includes(value);

/** The language, as the header's menu sets it (PATCH /api/user, the user re-read); hidden for the Philippines like the menu. */
export function LanguageSection() {
  const { t, i18n } = useTranslation();
  const { session, toasts } = useShellServices();
  const [busy, setBusy] = useState(false);
  const choose = async (language: string) => {
    if (!isLanguage(language) || language === i18n.language) return;
    setBusy(true);
    try {
      await session.changeLanguage(language);
      // Said in the language just chosen (this render's `t` still speaks the old one).
      toasts.show(i18n.getFixedT(language)('profile.language.saved'), 'success');
    } catch {
      toasts.show(t('errorMessages.unexpectedError'), 'error');
    } finally {
      setBusy(false);
    }
  };
  const options = LANGUAGES.map((language) => ({ value: language, label: <span lang={language}>{t(`language.${language}`)}</span> }));
  return (
    <Card aria-labelledby="profile-language" className="profile-card">
      <h2 id="profile-language">{t('profile.language.title')}</h2>
      <RadioGroup label={t('profile.language.label')} options={options} value={i18n.language} onChange={(value) => void choose(value)} disabled={busy} />
    </Card>
  );
}
