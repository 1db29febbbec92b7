import { useTranslation } from 'react-i18next';
import type { Chargeback } from 'shared-contracts/areas/cards/card-chargebacks';
import { KeyValueList } from 'shared-ui/data';
import { PaymentTime } from '../shared/PaymentTime';
import { Section } from '../shared/Section';
import type { Display } from '../shared/use-display';
import { EvidenceList } from './EvidenceList';

/** The response as it was sent, or why there is none (not open, or the reader may not answer). */
export function ChargebackResponse({ chargeback, display, canEdit }: { chargeback: Chargeback; display: Display; canEdit: boolean }) {
  const { t } = useTranslation('cards');
  const { response } = chargeback;
  return (
    <Section title={t('chargeback.sections.response')}>
      {response ? (
        <>
          <KeyValueList
            items={[
              { key: 'submitted', term: t('chargeback.fields.submitted'), value: <PaymentTime iso={response.submitted} display={display} /> },
              { key: 'by', term: t('chargeback.fields.submittedBy'), value: response.submitted_by },
            ]}
          />
          <p className="mdp-cards-response-text">{response.text}</p>
          {chargeback.documents.length > 0 ? <EvidenceList documents={chargeback.documents} /> : null}
        </>
      ) : (
        <p>{chargeback.status === 'OPEN' && !canEdit ? t('chargeback.cannotRespond') : t('chargeback.noResponse')}</p>
      )}
    </Section>
  );
}
