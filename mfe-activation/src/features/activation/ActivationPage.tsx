import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActivationCompanyDetail, CompanyDetailPatch } from 'shared-contracts/areas/activation/activation';
import { Banner, Button, ErrorState, PageHeader, Skeleton } from 'shared-ui';
import { Stepper } from 'shared-ui/forms';
import { ConfirmationModal } from 'shared-ui/overlays';
import { useCompanyDetail } from '../../api/get-company-detail';
import { useMasterFields } from '../../api/get-master-fields';
import { useSaveCompanyDetail } from '../../api/save-company-detail';
import { useHostApi } from 'shared-contracts/react';
import { countryOf, formatDateTime, timeZoneOf } from 'shared-contracts/rules';
import { activationStep } from '../../rules/activation-progress';
import { ACTIVATION_PATH, ACTIVATION_STATUS_PATH, FIXED_ENTITY_OF_PATH, activationRedirect, entityTypeOf } from '../../rules/activation-route';
import { formIsOpen, ongoingStateOf } from '../../rules/ongoing-activation';
import { StepContent } from './StepContent';
import { stepPages, stepTitleKey } from './steps';
import { useLeadAnswers } from './use-lead-answers';
import { useLeaveGuard } from './use-leave-guard';
import './activation.css';

function computedStep(detail: ActivationCompanyDetail, fields: Parameters<typeof activationStep>[0]['requiredFields']): number {
  return activationStep({
    entityType: entityTypeOf(detail.entity_type),
    qualified: Boolean(detail.entity_type && detail.country_of_registration),
    detail,
    sections: detail.extra,
    requiredFields: fields,
    documents: detail.common_company_detail_documents.map((document) => ({ document_type: document.master_document.document_type })),
  });
}

/**
 * Where a business on `path` must go, or null to stay: a form submitted and not sent back is the
 * provider's now, and the status page says where it stands (docs/decisions/0064); otherwise the
 * saved entity type picks the page (rules/activation-route).
 */
function redirectOf(path: string, detail: ActivationCompanyDetail): string | null {
  if (!formIsOpen(ongoingStateOf(detail))) return ACTIVATION_STATUS_PATH;
  return activationRedirect(path, entityTypeOf(detail.entity_type));
}

/** Sent back by the review: what it asks for, above the form the merchant fixes it in. */
function SentBackNotice({ detail }: { detail: ActivationCompanyDetail }) {
  const hostApi = useHostApi();
  const { t } = useTranslation('activation');
  const state = ongoingStateOf(detail);
  if (state !== 'documentsRequested' && state !== 'declined') return null;
  return (
    <Banner
      tone="warning"
      role="status"
      title={t(`ongoing.${state}.title`)}
      action={
        <Button variant="secondary" onClick={() => hostApi.navigate(ACTIVATION_STATUS_PATH)}>
          {t('submit.seeStatus')}
        </Button>
      }
    >
      {detail.review?.documents_request?.note ?? t(`ongoing.${state}.next`)}
    </Banner>
  );
}

export interface ActivationPageProps {
  /** The page's path: /activation, or /activation-ph-individual whose form is fixed to a Philippine individual. */
  path?: string;
  /** The page's title key (activation.title, phIndividual.title). */
  titleKey?: string;
  descriptionKey?: string;
}

/**
 * /activation and /activation-ph-individual: the activation form in steps, computed from what the
 * business saved (spec 02 §2, §4). A business that saved an entity type whose form lives on the
 * other page is sent there (rules/activation-route).
 */
export function ActivationPage({ path = ACTIVATION_PATH, titleKey = 'activation.title', descriptionKey = 'activation.description' }: ActivationPageProps) {
  const hostApi = useHostApi();
  const { t } = useTranslation('activation');
  const lead = useLeadAnswers(hostApi);
  const detail = useCompanyDetail(hostApi);
  const fields = useMasterFields(hostApi, detail.data?.country_of_registration ?? undefined);
  const save = useSaveCompanyDetail(hostApi);
  const [viewing, setViewing] = useState<number | null>(null);
  const [dirty, setDirty] = useState(false);
  const [leavingTo, setLeavingTo] = useState<number | null>(null);
  const [saveFailed, setSaveFailed] = useState(false);
  useLeaveGuard(dirty);
  const redirect = detail.data ? redirectOf(path, detail.data) : null;
  useEffect(() => {
    if (redirect) hostApi.navigate(redirect, { replace: true });
  }, [redirect, hostApi]);

  const header = <PageHeader title={t(titleKey)} description={t(descriptionKey)} />;
  if (detail.isError || fields.isError) {
    return (
      <>
        {header}
        <ErrorState title={t('errors.loadFailed')} onRetry={() => void Promise.all([detail.refetch(), fields.refetch()])} />
      </>
    );
  }
  const needsFields = Boolean(detail.data?.country_of_registration);
  if (!detail.data || (needsFields && !fields.data) || redirect) {
    return (
      <>
        {header}
        <Skeleton lines={8} label={t('loading')} />
      </>
    );
  }

  const saved = detail.data;
  const masterFields = fields.data?.data ?? [];
  const entityType = entityTypeOf(saved.entity_type);
  // Before anything is saved, a page fixed to one entity type shows that type's steps.
  const pages = stepPages(entityType ?? FIXED_ENTITY_OF_PATH[path] ?? null);
  const reached = Math.min(computedStep(saved, masterFields), pages.length);
  const shown = Math.min(viewing ?? reached, reached);

  const goTo = (step: number) => {
    if (dirty) setLeavingTo(step);
    else setViewing(step);
  };
  const saveStep = async (patch: CompanyDetailPatch) => {
    setSaveFailed(false);
    try {
      await save.mutateAsync(patch);
      setDirty(false);
      setViewing(shown + 1);
    } catch (error) {
      hostApi.reportError(error, { remote: 'activation', phase: 'save' });
      setSaveFailed(true);
    }
  };

  return (
    <>
      {header}
      <Stepper label={t('activation.progress')} steps={pages.map((page) => t(stepTitleKey(page)))} current={shown - 1} />
      {saved.updated_by ? (
        <p className="activation-saved-by">
          {t('activation.savedBy', { email: saved.updated_by, date: formatDateTime(saved.updated_at ?? '', countryOf(hostApi.session.business), { timeZone: timeZoneOf(hostApi.session.user) }) ?? '' })}
        </p>
      ) : null}
      <SentBackNotice detail={saved} />
      {saveFailed ? (
        <Banner tone="danger" role="alert">
          {t('errors.saveFailed')}
        </Banner>
      ) : null}
      <StepContent
        key={shown}
        page={pages[shown - 1]!}
        pages={pages}
        lead={lead}
        fixedEntity={FIXED_ENTITY_OF_PATH[path]}
        detail={saved}
        entityType={entityType}
        masterFields={masterFields}
        busy={save.isPending}
        onSave={saveStep}
        onDirtyChange={setDirty}
        onBack={() => goTo(Math.max(1, shown - 1))}
        onContinue={() => setViewing(shown + 1)}
        onEdit={goTo}
      />
      <ConfirmationModal
        isOpen={leavingTo !== null}
        tone="info"
        title={t('leave.title')}
        message={t('leave.message')}
        confirmLabel={t('leave.confirm')}
        cancelLabel={t('leave.cancel')}
        onConfirm={() => {
          setDirty(false);
          setViewing(leavingTo);
          setLeavingTo(null);
        }}
        onCancel={() => setLeavingTo(null)}
      />
    </>
  );
}
