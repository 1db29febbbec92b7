import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isGatewayError } from 'shared-contracts';
import { useHostApi } from 'shared-contracts/react';
import { Button } from 'shared-ui';
import { isHardDecline, type RecurringPlanAction, type RecurringPlanDetail } from 'shared-contracts/areas/getting-paid/recurring';
import { useRecurringPlanAction } from '../../api/recurring-plans';
import { ConfirmedAction } from '../shared/ConfirmedAction';

const DONE: Record<RecurringPlanAction, string> = { pause: 'recurring.detail.paused', resume: 'recurring.detail.resumed', stop: 'recurring.detail.stopped', 'issue-next': 'recurring.detail.issued' };

/**
 * What an action did: a next invoice the card on file paid at once says so (decision 0089), one whose
 * charge was declined says the card will be tried again (0090), or that it was removed after a hard
 * decline (0092).
 */
export function doneMessage(name: RecurringPlanAction, answer: RecurringPlanDetail): string {
  const newest = answer.cycles[0];
  if (name !== 'issue-next' || !newest) return DONE[name];
  const failure = answer.last_charge_failure;
  if (failure?.cycle === newest.cycle && newest.invoice.status !== 'PAID') {
    return isHardDecline(failure.reason) ? 'recurring.detail.issuedDeclinedHard' : 'recurring.detail.issuedDeclined';
  }
  return answer.payment_method && newest.invoice.status === 'PAID' ? 'recurring.detail.issuedCharged' : DONE[name];
}

/** Runs a plan's action, saying in a toast what it did or why it was refused. */
export function usePlanRunner(plan: RecurringPlanDetail) {
  const hostApi = useHostApi();
  const { t } = useTranslation('getting-paid');
  const action = useRecurringPlanAction(hostApi);
  const run = (name: RecurringPlanAction, settled?: (done: boolean) => void) =>
    action.mutate(
      { id: plan.id, action: name },
      {
        onSuccess: (answer) => {
          const done = doneMessage(name, answer);
          // Issued, but the card was declined: news, not a success (decision 0092).
          hostApi.toasts.show(t(done), done.startsWith('recurring.detail.issuedDeclined') ? 'info' : 'success');
        },
        onError: (error) => hostApi.toasts.show(isGatewayError(error) ? error.message : t('detail.actionFailed'), 'error'),
        onSettled: (_, error) => settled?.(!error),
      },
    );
  const busy = (name: RecurringPlanAction) => action.isPending && action.variables?.action === name;
  return { run, busy };
}

/**
 * The header's actions of a plan that still bills: edit (who may create plans, decision 0088), pause
 * or resume, and stop once confirmed (final).
 */
export function PlanActions({ plan, editable }: { plan: RecurringPlanDetail; editable: boolean }) {
  const { t } = useTranslation('getting-paid');
  const { run, busy } = usePlanRunner(plan);
  const toggle = plan.status === 'ACTIVE' ? 'pause' : 'resume';
  return (
    <>
      {editable ? (
        <Link to="edit" className="mdp-button" data-variant="secondary">
          {t('recurring.detail.edit')}
        </Link>
      ) : null}
      <Button variant="secondary" busy={busy(toggle)} onClick={() => run(toggle)}>
        {t(`recurring.detail.${toggle}`)}
      </Button>
      <ConfirmedAction
        label={t('recurring.detail.stop')}
        title={t('recurring.detail.stopTitle')}
        message={t('recurring.detail.stopMessage', { name: plan.name })}
        busy={busy('stop')}
        run={(settled) => run('stop', settled)}
      />
    </>
  );
}

/** The sandbox's "next invoice now" (decision 0082): a tester sees a cycle's invoice without waiting for its day. */
export function IssueNext({ plan }: { plan: RecurringPlanDetail }) {
  const { t } = useTranslation('getting-paid');
  const { run, busy } = usePlanRunner(plan);
  return (
    <p>
      <Button variant="secondary" busy={busy('issue-next')} onClick={() => run('issue-next')}>
        {t('recurring.detail.issueNext')}
      </Button>{' '}
      <span className="mdp-gp-muted">{t('recurring.detail.issueNextHelp')}</span>
    </p>
  );
}
