import { useTranslation } from 'react-i18next';
import { RouteLink } from 'shared-contracts/react';
import { Banner } from 'shared-ui';
import { isHardDecline, RECURRING_CHARGE_RETRY_DAYS, type RecurringChargeFailure } from 'shared-contracts/areas/getting-paid/recurring';
import type { Display } from '../shared/use-display';

const RETRIES_MAX = RECURRING_CHARGE_RETRY_DAYS.length;

/**
 * The plan's last failed automatic charge (decision 0089) and its retries (0090): when the card is
 * tried next, or that no retry is left and the invoice waits on its page; a link to the declined
 * attempt's card payment where the user may open card payments. A gateway before 0090 sends
 * neither, and the banner says what it said before. A hard decline (0092) says the card was removed
 * and is not retried.
 */
export function PlanChargeFailure({ failure, display }: { failure: RecurringChargeFailure; display: Display }) {
  const { t } = useTranslation('getting-paid');
  const made = failure.retries_made ?? 0;
  const retry = isHardDecline(failure.reason)
    ? t('recurring.card.hardDecline')
    : failure.next_retry_at
    ? t('recurring.card.retryNext', { date: display.time(failure.next_retry_at), number: made + 1, max: RETRIES_MAX })
    : made >= RETRIES_MAX
      ? t('recurring.card.retriesOver', { max: RETRIES_MAX })
      : null;
  const payment = failure.card_payment_id ? (
    <RouteLink route="cards.payment" params={{ id: failure.card_payment_id }}>
      {t('recurring.card.failedPayment')}
    </RouteLink>
  ) : null;
  return (
    <Banner tone="warning" title={t('recurring.card.failureTitle')} action={payment}>
      <p className="mdp-gp-flush">{t('recurring.card.failure', { cycle: failure.cycle, date: display.time(failure.failed_at), reason: t(`recurring.card.reason.${failure.reason}`) })}</p>
      {retry ? <p className="mdp-gp-flush">{retry}</p> : null}
    </Banner>
  );
}
