import { useTranslation } from 'react-i18next';
import { isGatewayError } from 'shared-contracts';
import { useHostApi } from 'shared-contracts/react';
import { Card } from 'shared-ui';
import type { RecurringPlanDetail } from 'shared-contracts/areas/getting-paid/recurring';
import { useRemoveRecurringCard } from '../../api/recurring-plans';
import { ConfirmedAction } from '../shared/ConfirmedAction';
import { PlanChargeFailure } from './PlanChargeFailure';
import type { Display } from '../shared/use-display';

/**
 * The plan's card on file (decision 0089): the card its next invoices are charged to, or that each is
 * paid on its page; Remove (once confirmed) for who may pause and stop; the last automatic charge
 * that failed, whose invoice the customer pays on its page or a retry pays (decision 0090).
 */
export function PlanCardOnFile({ plan, display, removable }: { plan: RecurringPlanDetail; display: Display; removable: boolean }) {
  const hostApi = useHostApi();
  const { t } = useTranslation('getting-paid');
  const remove = useRemoveRecurringCard(hostApi);
  const card = plan.payment_method ?? null;
  const failure = plan.last_charge_failure ?? null;
  const run = (settled: (done: boolean) => void) =>
    remove.mutate(plan.id, {
      onSuccess: () => hostApi.toasts.show(t('recurring.card.removed'), 'success'),
      onError: (error) => hostApi.toasts.show(isGatewayError(error) ? error.message : t('detail.actionFailed'), 'error'),
      onSettled: (_, error) => settled(!error),
    });
  return (
    <Card aria-labelledby="gp-plan-card">
      <h2 id="gp-plan-card" tabIndex={-1}>{t('recurring.card.title')}</h2>
      {failure ? <PlanChargeFailure failure={failure} display={display} /> : null}
      {card ? (
        <>
          <p>{t('recurring.card.saved', { brand: card.brand, lastFour: card.last_four, date: display.time(card.consented_at) })}</p>
          <p className="mdp-gp-muted">{t('recurring.card.savedHelp', { email: card.payer_email ?? plan.customer.email })}</p>
          {removable ? (
            <ConfirmedAction
              label={t('recurring.card.remove')}
              title={t('recurring.card.removeTitle')}
              message={t('recurring.card.removeMessage', { name: plan.name, brand: card.brand, lastFour: card.last_four })}
              busy={remove.isPending}
              run={run}
            />
          ) : null}
        </>
      ) : (
        <>
          <p>{t('recurring.card.none')}</p>
          <p className="mdp-gp-muted">{t('recurring.card.noneHelp')}</p>
        </>
      )}
    </Card>
  );
}
