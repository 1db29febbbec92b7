import { useTranslation } from 'react-i18next';
import { codeMessageKey, type CodeKind } from '../../rules/codes';

/** A result code shown as its message, with the code itself beside it (support asks for the code). */
export function CodeValue({ kind, code }: { kind: CodeKind; code: string | null }) {
  const { t } = useTranslation('cards');
  if (code === null) return <>{t('notGiven')}</>;
  const key = codeMessageKey(kind, code);
  return (
    <>
      {key ? t(key) : t('unknownCode', { code })} <span className="mdp-cards-code">({code})</span>
    </>
  );
}
