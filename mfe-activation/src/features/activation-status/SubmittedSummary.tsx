import { useTranslation } from 'react-i18next';
import type { ActivationCompanyDetail } from 'shared-contracts/areas/activation/activation';
import { Card } from 'shared-ui';
import { KeyValueList } from 'shared-ui/data';
import { countryLabel } from '../activation/use-field-options';
import { useCalendarDate } from './dates';

/**
 * What was sent for review, and when: the facts the merchant may be asked about. A fact the
 * business never saved (a form filled in before this dashboard) is left out, not shown as a dash.
 */
export function SubmittedSummary({ detail }: { detail: ActivationCompanyDetail }) {
  const { t, i18n } = useTranslation('activation');
  const calendarDate = useCalendarDate();
  const country = detail.country_of_registration;
  const documents = detail.common_company_detail_documents;
  const items = [
    { key: 'submitted', term: t('ongoing.summary.submitted'), value: detail.submitted_date ? calendarDate(detail.submitted_date) : null },
    { key: 'legal_name', term: t('business.legal_name'), value: detail.legal_name },
    { key: 'entity_type', term: t('review.entityType'), value: detail.entity_type },
    { key: 'country', term: t('ongoing.summary.country'), value: country ? countryLabel(country, country, i18n.language) : null },
    { key: 'website', term: t('business.website'), value: detail.website ?? (detail.proof_of_business_file_id ? t('documents.proofSaved') : null) },
    {
      key: 'documents',
      term: t('review.documents'),
      value:
        documents.length > 0 ? (
          <ul className="activation-status-documents">
            {documents.map((document) => (
              <li key={document.id}>
                {document.master_document.multi_language_label[i18n.language === 'id' ? 'id' : 'en']}: {document.file_name}
              </li>
            ))}
          </ul>
        ) : null,
    },
  ].filter((item) => item.value !== null);
  return (
    <Card aria-labelledby="activation-summary-title" className="activation-status-card">
      <h2 id="activation-summary-title">{t('ongoing.summary.title')}</h2>
      <KeyValueList items={items} />
    </Card>
  );
}
