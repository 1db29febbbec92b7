import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UNEXPECTED_ERROR_KEY } from 'shared-contracts';
import type { ActivationCompanyDetail, ActivationSubmission, MasterField } from 'shared-contracts/areas/activation/activation';
import { INPUT_MASKS } from 'shared-contracts/rules';
import { useHostApi } from 'shared-contracts/react';
import { Banner, Button } from 'shared-ui';
import { applyMask } from 'shared-ui/forms';
import { ConfirmationModal } from 'shared-ui/overlays';
import { activationKeys } from '../../api/activation-keys';
import { useSubmitActivationForm } from '../../api/submit-activation-form';
import { ACTIVATION_STATUS_PATH } from '../../rules/activation-route';
import { submissionFailureOf, tooSoon, type SubmissionFailure } from '../../rules/submission';

export interface ReviewStepProps {
  detail: ActivationCompanyDetail;
  masterFields: readonly MasterField[];
  onBack: () => void;
}

/** The last step: what will be sent, and the submission with its answers (spec 02 §8). */
export function ReviewStep({ detail, masterFields, onBack }: ReviewStepProps) {
  const hostApi = useHostApi();
  const { t } = useTranslation('activation');
  const submit = useSubmitActivationForm(hostApi);
  const lastSubmittedAt = useRef<number | null>(null);
  const [failure, setFailure] = useState<SubmissionFailure | null>(null);
  const [wait, setWait] = useState(false);
  const [done, setDone] = useState<ActivationSubmission | null>(null);
  const npwpIds = new Set(masterFields.filter((field) => field.input === 'npwp').map((field) => field.id));
  const npwp = Object.values(detail.extra).flat().find((value) => npwpIds.has(value.master_field_id))?.value;
  const fieldError = (field: 'legal_name' | 'npwp') => (failure?.kind === 'field' && failure.field === field ? t(failure.messageKey) : undefined);

  const seeStatus = () => {
    void hostApi.queryClient.invalidateQueries({ queryKey: activationKeys.companyDetail() });
    hostApi.navigate(ACTIVATION_STATUS_PATH);
  };

  // The business's go-live status changed: the shell reads it again at once, so the menu (the
  // activation status entry where the activation entry goes) and the banners follow without a reload.
  const refreshSession = () =>
    hostApi.refreshSession().catch((error: unknown) => hostApi.reportError(error, { remote: 'activation', phase: 'refresh-session' }));
  const submitted = (answer: ActivationSubmission) => {
    setDone(answer);
    void refreshSession();
  };
  const refused = (error: unknown) => {
    const why = submissionFailureOf(error);
    setFailure(why);
    // Submitted meanwhile by someone else: this tab's session still has the old status.
    if (why.kind === 'duplicate') void refreshSession();
  };

  const send = () => {
    const now = Date.now();
    if (tooSoon(lastSubmittedAt.current, now)) {
      setWait(true);
      return;
    }
    lastSubmittedAt.current = now;
    setWait(false);
    setFailure(null);
    submit.mutate(undefined, {
      onSuccess: submitted,
      onError: refused,
    });
  };

  const rows: [string, string | null | undefined, string | undefined][] = [
    [t('business.legal_name'), detail.legal_name, fieldError('legal_name')],
    [t('review.entityType'), detail.entity_type, undefined],
    [t('business.website'), detail.website ?? (detail.proof_of_business_file_id ? t('documents.proofSaved') : null), undefined],
    ...(npwp ? [[t('review.npwp'), applyMask(npwp, INPUT_MASKS.npwp), fieldError('npwp')] as [string, string, string | undefined]] : []),
    [t('review.documents'), detail.common_company_detail_documents.map((document) => document.file_name).join(', '), undefined],
  ];

  return (
    <section className="activation-form" aria-labelledby="activation-review-title">
      <h2 id="activation-review-title">{t('steps.review')}</h2>
      <dl className="activation-review">
        {rows.map(([label, value, error]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>
              {value || '—'}
              {error ? (
                <span className="mdp-error" role="alert">
                  {error}
                </span>
              ) : null}
            </dd>
          </div>
        ))}
      </dl>
      {wait ? (
        <Banner tone="warning" role="alert">
          {t('submit.tenSeconds')}
        </Banner>
      ) : null}
      {failure?.kind === 'duplicate' ? (
        <Banner tone="info" role="alert" action={<Button variant="secondary" onClick={seeStatus}>{t('submit.seeStatus')}</Button>}>
          {t('submit.duplicate')}
        </Banner>
      ) : null}
      <div className="activation-actions">
        <Button variant="secondary" onClick={onBack}>
          {t('actions.back')}
        </Button>
        <Button busy={submit.isPending} onClick={send}>
          {t('submit.action')}
        </Button>
      </div>
      <ConfirmationModal
        isOpen={done !== null}
        tone="success"
        showCancel={false}
        title={t('submit.thanksTitle')}
        message={t('submit.thanks', { count: done?.review_days ?? 0 })}
        confirmLabel={t('submit.seeStatus')}
        onConfirm={seeStatus}
        onCancel={seeStatus}
      />
      <ConfirmationModal
        isOpen={failure?.kind === 'failed'}
        tone="danger"
        showCancel={false}
        title={t('submit.failedTitle')}
        message={hostApi.i18n.t(UNEXPECTED_ERROR_KEY)}
        onConfirm={() => setFailure(null)}
        onCancel={() => setFailure(null)}
      />
    </section>
  );
}
