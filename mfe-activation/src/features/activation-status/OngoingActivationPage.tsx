import { useTranslation } from 'react-i18next';
import type { Tone } from 'shared-ui';
import { Banner, Button, Card, ErrorState, PageHeader, Skeleton } from 'shared-ui';
import { useHostApi } from 'shared-contracts/react';
import { useCompanyDetail } from '../../api/get-company-detail';
import { activationPathOf, entityTypeOf } from '../../rules/activation-route';
import { acceptsPaymentsMeanwhile, formIsOpen, ongoingStateOf, type OngoingState } from '../../rules/ongoing-activation';
import { ActivationProgress } from './ActivationProgress';
import { useCalendarDate } from './dates';
import { SubmittedSummary } from './SubmittedSummary';
import '../activation/activation.css';

const TONES: Record<OngoingState, Tone> = {
  notSubmitted: 'info',
  reviewing: 'info',
  documentsRequested: 'warning',
  declined: 'warning',
  completing: 'success',
  partlyLive: 'success',
  live: 'success',
  suspended: 'danger',
};

/**
 * /activation/ongoing-activation: where the activation stands until the business is live — what was
 * submitted and when, the review and its expected end, what the review asks for, what happens next
 * (issue 41 §2, docs/decisions/0064). Reached from the activation form, the thank-you modal, and the
 * menu's activation status entry where the spec hides the activation entry.
 */
export function OngoingActivationPage() {
  const hostApi = useHostApi();
  const { t } = useTranslation('activation');
  const calendarDate = useCalendarDate();
  const detail = useCompanyDetail(hostApi);
  const header = <PageHeader title={t('ongoing.title')} description={t('ongoing.description')} />;
  if (detail.isError) {
    return (
      <>
        {header}
        <ErrorState title={t('ongoing.loadFailed')} onRetry={() => void detail.refetch()} />
      </>
    );
  }
  if (!detail.data) {
    return (
      <>
        {header}
        <Skeleton lines={6} label={t('loading')} />
      </>
    );
  }
  const saved = detail.data;
  const state = ongoingStateOf(saved);
  const request = state === 'documentsRequested' ? saved.review?.documents_request : null;
  const openForm = () => hostApi.navigate(activationPathOf(entityTypeOf(saved.entity_type)));
  return (
    <>
      {header}
      <Banner
        tone={TONES[state]}
        title={t(`ongoing.${state}.title`)}
        role="status"
        action={formIsOpen(state) ? <Button onClick={openForm}>{t(state === 'documentsRequested' ? 'ongoing.requested.upload' : 'ongoing.openForm')}</Button> : undefined}
      >
        <p>{t(`ongoing.${state}.next`)}</p>
        {acceptsPaymentsMeanwhile(saved) ? <p>{t('ongoing.instant')}</p> : null}
      </Banner>
      <div className="activation-status">
        {request ? (
          <Card aria-labelledby="activation-request-title" className="activation-status-card activation-status-request">
            <h2 id="activation-request-title">{t('ongoing.requested.title')}</h2>
            <blockquote>{request.note}</blockquote>
            <p className="activation-saved-by">{t('ongoing.requested.askedOn', { date: calendarDate(request.requested_at) })}</p>
          </Card>
        ) : null}
        <Card aria-labelledby="activation-progress-title" className="activation-status-card">
          <h2 id="activation-progress-title">{t('ongoing.progress.title')}</h2>
          <ActivationProgress detail={saved} state={state} />
        </Card>
        {saved.submitted_date ? <SubmittedSummary detail={saved} /> : null}
        <Card aria-labelledby="activation-help-title" className="activation-status-card">
          <h2 id="activation-help-title">{t('ongoing.help.title')}</h2>
          <p>{t('ongoing.help.documents')}</p>
          <p>{t('ongoing.help.changes')}</p>
        </Card>
      </div>
    </>
  );
}
