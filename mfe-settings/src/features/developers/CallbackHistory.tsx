import { observer } from 'mobx-react-lite';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isGatewayError } from 'shared-contracts';
import { mayResendCallbacks, resendable, type CallbackEvent, type CallbackRow } from 'shared-contracts/areas/settings/developers';
import { useHostApi } from 'shared-contracts/react';
import { Banner, Button, EmptyState, ErrorState, Skeleton } from 'shared-ui';
import { FormActions } from 'shared-ui/forms';
import { StatusBadge } from 'shared-ui/data';
import { Modal } from 'shared-ui/overlays';
import { useWebhookEvents } from '../../api/get-webhook-events';
import { useResendCallback } from '../../api/resend-callback';
import { useSendTestEvent } from '../../api/send-test-event';
import { CallbackDetails } from './CallbackDetails';
import { When } from './When';

/**
 * A webhook's history (GET /api/webhooks/{id}/events: FAILED and COMPLETED only), each event with
 * its details card, resend for who may (spec 02 §6) when it is its request's latest, and a test
 * event to the configured URL. A failed load shows inside the card (spec 02 §8).
 */
export const CallbackHistory = observer(function CallbackHistory({ row, onClose }: { row: CallbackRow; onClose: () => void }) {
  const hostApi = useHostApi();
  const { t } = useTranslation('settings');
  const events = useWebhookEvents(hostApi, row.id);
  const resend = useResendCallback(hostApi, row.id);
  const test = useSendTestEvent(hostApi, row.id);
  const [open, setOpen] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'danger'; text: string } | null>(null);
  const { user, business } = hostApi.session;
  const mayResend = user !== null && business !== null && mayResendCallbacks(user, business.brand_name);
  const canTest = user?.can_manage_tech_settings === true && row.url !== null;

  const report = (event: CallbackEvent, kind: 'resent' | 'tested') =>
    setOutcome({
      tone: event.status === 'COMPLETED' ? 'success' : 'danger',
      text: t(`developers.events.${kind}`, { status: t(`developers.events.status.${event.status}`), code: event.response.code ?? '—' }),
    });
  const failed = (error: unknown) =>
    setOutcome({ tone: 'danger', text: isGatewayError(error) && error.code === 'AUTHORIZATION_ERROR' ? t('developers.events.notAllowed') : t('developers.events.actionFailed') });

  let body: ReactNode;
  if (events.isPending) body = <Skeleton label={t('developers.events.loading')} lines={4} />;
  else if (events.isError) body = <ErrorState title={t('developers.events.failed')} onRetry={() => void events.refetch()} retryLabel={t('retry')} headingLevel={3} />;
  else if (events.data.data.length === 0) body = <EmptyState title={t('developers.events.empty')} description={t('developers.events.emptyDescription')} headingLevel={3} />;
  else {
    body = (
      <ol className="mdp-settings-list" aria-label={t('developers.events.list', { name: row.name })}>
        {events.data.data.map((event) => {
          const detailsId = `event-details-${event.id}`;
          return (
            <li key={event.id} className="mdp-event">
              <div className="mdp-event-summary">
                <StatusBadge status={event.status} label={t(`developers.events.status.${event.status}`)} />
                <span>
                  <When value={event.created_at} />
                </span>
                <span>{event.response.code === null ? t('developers.events.noCode') : t('developers.events.code', { code: event.response.code })}</span>
                {event.is_test ? <span className="mdp-tag">{t('developers.events.test')}</span> : null}
                <Button variant="ghost" aria-expanded={open === event.id} aria-controls={detailsId} onClick={() => setOpen(open === event.id ? null : event.id)}>
                  {open === event.id ? t('developers.events.hideDetails') : t('developers.events.showDetails')}
                </Button>
                {mayResend && event.is_latest && resendable(event.status) ? (
                  <Button
                    variant="secondary"
                    busy={resend.isPending && resend.variables === event.callback_request_id}
                    onClick={() => resend.mutateAsync(event.callback_request_id).then((next) => report(next, 'resent'), failed)}
                  >
                    {t('developers.events.resend')}
                  </Button>
                ) : null}
              </div>
              {open === event.id ? (
                <div id={detailsId}>
                  <CallbackDetails event={event} />
                </div>
              ) : null}
            </li>
          );
        })}
      </ol>
    );
  }

  return (
    <Modal isOpen onOpenChange={(next) => (next ? undefined : onClose())} title={t('developers.events.title', { name: row.name })} size="large" isDismissable>
      <div className="mdp-settings-content">
        {canTest ? (
          <FormActions align="start">
            <Button busy={test.isPending} onClick={() => test.mutateAsync().then((event) => report(event, 'tested'), failed)}>
              {t('developers.events.sendTest')}
            </Button>
          </FormActions>
        ) : null}
        {outcome ? (
          <Banner tone={outcome.tone} role="status">
            {outcome.text}
          </Banner>
        ) : null}
        {body}
      </div>
    </Modal>
  );
});
