import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UNEXPECTED_ERROR_KEY } from 'shared-contracts';
import type { ActivationCompanyDetail, ActivationSubmission, EntityType, LeadQualificationEntry, MasterField } from 'shared-contracts/areas/activation/activation';
import { useHostApi } from 'shared-contracts/react';
import { Banner, Button } from 'shared-ui';
import { ConfirmationModal } from 'shared-ui/overlays';
import { activationKeys } from '../../api/activation-keys';
import { useSubmitActivationForm } from '../../api/submit-activation-form';
import { ACTIVATION_STATUS_PATH } from '../../rules/activation-route';
import { reviewGroups, type ReviewPage } from '../../rules/review-groups';
import { submissionFailureOf, tooSoon, type SubmissionFailure } from '../../rules/submission';
import { ReviewSummary, type ReviewErrors } from './ReviewSummary';

export interface ReviewStepProps {
  detail: ActivationCompanyDetail;
  masterFields: readonly MasterField[];
  /** The form's steps, this one last: the review groups what was entered by them. */
  pages: readonly ReviewPage[];
  /** The lead qualification answers kept on this device. */
  entries: readonly LeadQualificationEntry[];
  entityType: EntityType | null;
  onBack: () => void;
  /** Goes back to a step (1-based) to change what it holds. */
  onEdit: (step: number) => void;
}

/** The last step: everything that will be sent, by step, and the submission with its answers (spec 02 §8; issue 42). */
export function ReviewStep({ detail, masterFields, pages, entries, entityType, onBack, onEdit }: ReviewStepProps) {
  const hostApi = useHostApi();
  const { t } = useTranslation('activation');
  const submit = useSubmitActivationForm(hostApi);
  const lastSubmittedAt = useRef<number | null>(null);
  const [failure, setFailure] = useState<SubmissionFailure | null>(null);
  const [wait, setWait] = useState(false);
  const [done, setDone] = useState<ActivationSubmission | null>(null);
  const errors: ReviewErrors = failure?.kind === 'field' ? { [failure.field]: t(failure.messageKey) } : {};

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

  const groups = reviewGroups(pages, { detail, entries, fields: masterFields, entityType });

  return (
    <section className="activation-form" aria-labelledby="activation-review-title">
      <h2 id="activation-review-title">{t('steps.review')}</h2>
      <ReviewSummary groups={groups} countryId={detail.country_of_registration ?? ''} errors={errors} onEdit={onEdit} />
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
