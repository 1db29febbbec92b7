import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isGatewayError } from 'shared-contracts';
import type { DisbursementBatchDetail } from 'shared-contracts/areas/sending-money/sending-money';
import { mayDecideBatch } from 'shared-contracts/areas/sending-money/sending-money-rules';
import { useHostApi } from 'shared-contracts/react';
import { Banner, Button } from 'shared-ui';
import { FormActions, FormError } from 'shared-ui/forms';
import { useDecideBatch, type BatchDecision as Decided } from '../../api/batches';
import { useGates } from '../../rules/use-gates';
import { PinNotSet, usePinEntry } from '../shared/WithdrawalPin';

/**
 * Approve or reject, for a checker who is not the maker; the maker is told why they cannot. An
 * approval pays every row, so it is authorised by the checker's withdrawal PIN (decision 0075); a
 * rejection pays nothing and asks for none.
 */
export const BatchDecision = observer(function BatchDecision({ batch }: { batch: DisbursementBatchDetail }) {
  const hostApi = useHostApi();
  const { t } = useTranslation('sending-money');
  const gates = useGates(hostApi);
  const decide = useDecideBatch(hostApi, batch.id);
  const pinEntry = usePinEntry('approve', { disabled: decide.isPending, id: 'sm-approve-pin' });
  const [problem, setProblem] = useState<string | undefined>(undefined);
  if (batch.status !== 'NEEDS_APPROVAL') return null;
  const userId = hostApi.session.user?.id ?? '';
  if (!mayDecideBatch(gates, userId, batch.created_by_id)) {
    return <Banner tone="info" title={t('batch.waiting')}>{userId === batch.created_by_id ? t('batch.ownBatch') : t('batch.needsChecker')}</Banner>;
  }
  const pinSet = Boolean(hostApi.session.user?.is_pin_set);

  const run = (decided: Decided) => {
    setProblem(undefined);
    decide.mutate(decided, {
      onSuccess: () => hostApi.toasts.show(t(decided.decision === 'approve' ? 'batch.approved' : 'batch.rejected'), 'success'),
      onError: (error) => {
        const refused = pinEntry.refusal(error);
        if (refused) return setProblem(refused.text);
        setProblem(isGatewayError(error) && error.code === 'INSUFFICIENT_BALANCE_ERROR' ? t('batch.insufficient') : t('batch.decisionFailed'));
      },
    });
  };
  const approve = () => {
    setProblem(undefined);
    const pin = pinEntry.take();
    if (pin !== undefined) run({ decision: 'approve', pin });
  };
  const deciding = (decision: Decided['decision']) => decide.isPending && decide.variables?.decision === decision;

  return (
    <div className="mdp-sm-decision">
      {pinSet ? pinEntry.field : <PinNotSet action="approve" />}
      <FormError>{problem}</FormError>
      <FormActions align="start">
        {pinSet ? (
          <Button busy={deciding('approve')} disabled={decide.isPending} onClick={approve}>
            {t('batch.approve')}
          </Button>
        ) : null}
        <Button variant="danger" busy={deciding('reject')} disabled={decide.isPending} onClick={() => run({ decision: 'reject' })}>
          {t('batch.reject')}
        </Button>
      </FormActions>
    </div>
  );
});
