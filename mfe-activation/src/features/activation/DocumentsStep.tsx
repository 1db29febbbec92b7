import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActivationCompanyDetail, EntityType } from 'shared-contracts/areas/activation/activation';
import { masterDocumentsOf, type MasterDocument } from 'shared-contracts/areas/activation/activation-documents';
import { Banner, Button } from 'shared-ui';
import { RadioGroup } from 'shared-ui/forms';
import { INDONESIAN_DOCUMENT_SETS, documentSetComplete, mandatoryDocumentsOf, type DocumentSet } from '../../rules/document-set';
import { ENTITY_VARIANTS } from '../../rules/entity-variants';
import { DocumentSlot } from './DocumentSlot';

export interface DocumentsStepProps {
  detail: ActivationCompanyDetail;
  entityType: EntityType;
  onContinue: () => void;
  onBack: () => void;
}

/** The slots of a document set: Indonesia names its documents, elsewhere the merchant picks the IDs. */
function slotsOf(set: DocumentSet, rule: 'indonesian' | 'generic', documents: readonly MasterDocument[]): MasterDocument[][] {
  const wanted = set === 'primary' ? 'PRIMARY' : 'SECONDARY';
  if (rule === 'indonesian') return INDONESIAN_DOCUMENT_SETS[set].map((docType) => documents.filter((document) => document.doc_type === docType));
  const choices = documents.filter((document) => document.document_type === wanted);
  return set === 'primary' ? [choices] : [choices, choices];
}

/** Step 5 (4 for individuals): the document-set choice, the set's files and the mandatory ones (spec 02 §5). */
export function DocumentsStep({ detail, entityType, onContinue, onBack }: DocumentsStepProps) {
  const { t } = useTranslation('activation');
  const rule = ENTITY_VARIANTS[entityType].documents;
  const documents = masterDocumentsOf(detail.country_of_registration);
  const uploaded = detail.common_company_detail_documents;
  const kinds = uploaded.map((document) => ({ doc_type: document.master_document.doc_type, document_type: document.master_document.document_type }));
  const [set, setSet] = useState<DocumentSet>(kinds.some((kind) => kind.document_type === 'SECONDARY') && !kinds.some((kind) => kind.document_type === 'PRIMARY') ? 'secondary' : 'primary');
  const [tried, setTried] = useState(false);
  const mandatory = mandatoryDocumentsOf(documents, ENTITY_VARIANTS[entityType].person);
  const complete = documentSetComplete(set, kinds, rule) && mandatory.every((document) => kinds.some((kind) => kind.doc_type === document.doc_type));
  const secondaries = kinds.filter((kind) => kind.document_type === 'SECONDARY').map((kind) => kind.doc_type);
  const slots = slotsOf(set, rule, documents);

  return (
    <form
      className="activation-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setTried(true);
        if (complete) onContinue();
      }}
    >
      <h2>{t('steps.documents')}</h2>
      <RadioGroup
        label={t('documents.setChoice')}
        required
        value={set}
        onChange={(value) => setSet(value === 'secondary' ? 'secondary' : 'primary')}
        options={[
          { value: 'primary', label: t(`documents.${rule}.primary`) },
          { value: 'secondary', label: t(`documents.${rule}.secondary`) },
        ]}
      />
      <fieldset className="activation-section">
        <legend>{t(`documents.${set}Ids`)}</legend>
        {slots.map((choices, index) => (
          <DocumentSlot
            key={`${set}-${index}`}
            choices={choices}
            taken={rule === 'generic' && set === 'secondary' ? secondaries.filter((_, other) => other !== index) : []}
            uploaded={uploaded}
            label={t('documents.slot', { index: index + 1 })}
          />
        ))}
      </fieldset>
      {mandatory.length > 0 ? (
        <fieldset className="activation-section">
          <legend>{t('documents.mandatory')}</legend>
          {mandatory.map((document) => (
            <DocumentSlot key={document.doc_type} choices={[document]} taken={[]} uploaded={uploaded} label={document.doc_type} />
          ))}
        </fieldset>
      ) : null}
      {tried && !complete ? (
        <Banner tone="danger" role="alert">
          {t('documents.incomplete')}
        </Banner>
      ) : null}
      <div className="activation-actions">
        <Button variant="secondary" onClick={onBack}>
          {t('actions.back')}
        </Button>
        <Button type="submit">{t('actions.continue')}</Button>
      </div>
    </form>
  );
}
