import { useTranslation } from 'react-i18next';
import type { ChargebackDocument } from 'shared-contracts/areas/cards/card-chargebacks';
import { Button } from 'shared-ui';

const size = (bytes: number) => (bytes >= 1_048_576 ? `${(bytes / 1_048_576).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`);

/** The evidence documents by name and size; while the response is being written, each can be removed. */
export function EvidenceList({ documents, onRemove, busy }: { documents: readonly ChargebackDocument[]; onRemove?: (id: string) => void; busy?: boolean }) {
  const { t } = useTranslation('cards');
  return (
    <ul className="mdp-cards-evidence" aria-label={t('chargeback.evidence')}>
      {documents.map((document) => (
        <li key={document.id}>
          <span>
            {document.file_name} <span className="mdp-cards-code">({size(document.size)})</span>
          </span>
          {onRemove ? (
            <Button variant="ghost" disabled={busy} onClick={() => onRemove(document.id)} aria-label={t('chargeback.removeDocument', { name: document.file_name })}>
              {t('chargeback.remove')}
            </Button>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
