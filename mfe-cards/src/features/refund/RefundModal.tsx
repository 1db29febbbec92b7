import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isGatewayError, type HostApi } from 'shared-contracts';
import type { CardPaymentDetail } from 'shared-contracts/areas/card-payment';
import { REFUND_REASON_MAX } from 'shared-contracts/areas/cards';
import { formatMoney } from 'shared-contracts/rules';
import { Button } from 'shared-ui';
import { AmountInput, RadioGroup, TextField } from 'shared-ui/forms';
import { Modal } from 'shared-ui/overlays';
import { useRefundCharge } from '../../api/refund-charge';
import { refundAmountOf, refundAmountProblem, type RefundKind } from '../../rules/refund-form';
import { FailureModal } from '../shared/FailureModal';

export interface RefundModalProps {
  hostApi: HostApi;
  payment: CardPaymentDetail;
  remaining: number;
  onClose: () => void;
}

/**
 * Refund all that remains or a part of it (spec 02 §4, §5). A refusal the gateway explains
 * (API_VALIDATION_ERROR) shows under the form; anything else is the danger modal of spec 02 §8.
 */
export default function RefundModal({ hostApi, payment, remaining, onClose }: RefundModalProps) {
  const { t } = useTranslation('cards');
  const refund = useRefundCharge(hostApi, payment.id);
  const [kind, setKind] = useState<RefundKind>('full');
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [shown, setShown] = useState(false);
  const problem = kind === 'partial' ? refundAmountProblem(amount, payment.currency, remaining) : null;
  const money = (value: number) => formatMoney(value, payment.currency);
  const refusal = isGatewayError(refund.error, 'API_VALIDATION_ERROR') ? refund.error : null;
  const refused = refusal !== null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setShown(true);
    if (problem) return;
    refund.mutate(
      { amount: refundAmountOf(kind, amount, remaining), ...(reason.trim() ? { reason: reason.trim() } : {}) },
      {
        onSuccess: () => {
          hostApi.toasts.show(t('refund.done'), 'success');
          onClose();
        },
      },
    );
  };

  return (
    <>
      <Modal
        isOpen={!refund.isError || refused}
        onOpenChange={(open) => (open ? undefined : onClose())}
        isDismissable={!refund.isPending}
        title={t('refund.title')}
      >
        <form className="mdp-cards-form" onSubmit={submit} noValidate>
          <p>{t('refund.remaining', { amount: money(remaining) })}</p>
          <RadioGroup
            label={t('refund.kind')}
            value={kind}
            onChange={(value) => setKind(value === 'partial' ? 'partial' : 'full')}
            options={[
              { value: 'full', label: t('refund.full', { amount: money(remaining) }) },
              { value: 'partial', label: t('refund.partial') },
            ]}
          />
          {kind === 'partial' ? (
            <AmountInput
              label={t('refund.amount')}
              required
              currency={payment.currency}
              value={amount}
              onChange={setAmount}
              error={shown && problem ? t(`refund.problems.${problem}`, { amount: money(remaining) }) : undefined}
            />
          ) : null}
          <TextField label={t('refund.reason')} value={reason} onChange={setReason} maxLength={REFUND_REASON_MAX} />
          {refusal ? (
            <p role="alert" className="mdp-cards-error">
              {t('refund.refused', { message: refusal.fieldErrors.map((error) => error.message).join('; ') || refusal.message })}
            </p>
          ) : null}
          <div className="mdp-cards-form-actions">
            <Button variant="secondary" onClick={onClose} disabled={refund.isPending}>
              {t('cancel')}
            </Button>
            <Button type="submit" busy={refund.isPending}>
              {t('refund.submit')}
            </Button>
          </div>
        </form>
      </Modal>
      <FailureModal isOpen={refund.isError && !refused} onClose={onClose} />
    </>
  );
}
