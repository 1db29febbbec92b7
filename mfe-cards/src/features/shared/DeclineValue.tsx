import { useTranslation } from 'react-i18next';
import { StatusBadge } from 'shared-ui/data';
import { declineShown } from '../../rules/codes';

/** Why a payment was declined; a fraud block is marked as one (spec 02 §8). */
export function DeclineValue({ reason }: { reason: string | null }) {
  const { t } = useTranslation('cards');
  if (reason === null) return <>{t('notGiven')}</>;
  const shown = declineShown(reason);
  if (!shown) return <>{t('unknownCode', { code: reason })}</>;
  return (
    <span className="mdp-cards-decline">
      {shown.fraudBlock ? <StatusBadge status="BLOCKED" tone="danger" label={t('payment.fraudBlocked')} /> : null}
      <span>{t(shown.key)}</span> <span className="mdp-cards-code">({reason})</span>
    </span>
  );
}
