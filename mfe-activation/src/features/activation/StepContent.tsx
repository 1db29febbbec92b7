import { useTranslation } from 'react-i18next';
import type { ActivationCompanyDetail, CompanyDetailPatch, EntityType, MasterField } from 'shared-contracts/areas/activation/activation';
import { ENTITY_VARIANTS } from '../../rules/entity-variants';
import { BusinessDetailsStep } from './BusinessDetailsStep';
import { DocumentsStep } from './DocumentsStep';
import { LeadQualificationStep } from './LeadQualificationStep';
import { ReviewStep } from './ReviewStep';
import { SectionsStep } from './SectionsStep';
import type { StepPage } from './steps';
import type { useLeadAnswers } from './use-lead-answers';

export interface StepContentProps {
  page: StepPage;
  /** Every step of the form (the review groups what was entered by them). */
  pages: readonly StepPage[];
  lead: ReturnType<typeof useLeadAnswers>;
  /** The entity type the page's form is fixed to (the Philippine individual's page), if any. */
  fixedEntity?: EntityType | undefined;
  detail: ActivationCompanyDetail;
  entityType: EntityType | null;
  masterFields: readonly MasterField[];
  busy: boolean;
  onSave: (patch: CompanyDetailPatch) => Promise<void>;
  onDirtyChange: (dirty: boolean) => void;
  onBack: () => void;
  /** Moves to the next step without saving (the documents are saved as they are uploaded). */
  onContinue: () => void;
  /** Goes back to a step (1-based) from the review. */
  onEdit: (step: number) => void;
}

/** The page of one step. */
export function StepContent({ page, pages, lead, fixedEntity, detail, entityType, masterFields, busy, onSave, onDirtyChange, onBack, onContinue, onEdit }: StepContentProps) {
  const { t } = useTranslation('activation');
  switch (page.kind) {
    case 'lead':
      return (
        <LeadQualificationStep
          entries={lead.entries}
          fixedEntity={fixedEntity}
          answer={lead.answer}
          busy={busy}
          onContinue={(chosen, countryId) => void onSave({ entity_type: chosen, country_of_registration: countryId })}
        />
      );
    case 'business':
      return (
        <BusinessDetailsStep
          detail={detail}
          person={entityType ? ENTITY_VARIANTS[entityType].person : false}
          onSave={(values) => onSave(values)}
          onDirtyChange={onDirtyChange}
          onBack={onBack}
        />
      );
    case 'sections':
      return entityType ? (
        <SectionsStep
          title={t(`steps.${page.name}`)}
          categories={page.categories}
          fields={masterFields}
          saved={detail.extra}
          entityType={entityType}
          countryId={detail.country_of_registration ?? ''}
          currentYear={new Date().getFullYear()}
          onSave={(extra) => onSave({ extra })}
          onDirtyChange={onDirtyChange}
          onBack={onBack}
        />
      ) : null;
    case 'documents':
      return entityType ? <DocumentsStep detail={detail} entityType={entityType} onContinue={onContinue} onBack={onBack} /> : null;
    case 'review':
      return <ReviewStep detail={detail} masterFields={masterFields} pages={pages} entries={lead.entries} entityType={entityType} onBack={onBack} onEdit={onEdit} />;
  }
}
