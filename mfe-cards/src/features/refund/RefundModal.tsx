import { useMemo } from 'react';
import { Field, Form } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { isGatewayError } from 'shared-contracts';
import type { CardPaymentDetail } from 'shared-contracts/areas/cards/card-payment';
import { REFUND_REASON_MAX } from 'shared-contracts/areas/cards/cards';
import { formatMoney, validateWith } from 'shared-contracts/rules';
import { useHostApi } from 'shared-contracts/react';
import { Button } from 'shared-ui';
import { AmountInput, FormActions, FormError, RadioGroup, TextField, fromFinalForm } from 'shared-ui/forms';
import { Modal, useConfirmStep } from 'shared-ui/overlays';
import { useRefundCharge } from '../../api/refund-charge';
import { refundAmountOf, refundSchema, type RefundKind, type RefundValues } from '../../rules/refund-form';
import { FailureModal } from '../shared/FailureModal';

export interface RefundModalProps {
  payment: CardPaymentDetail;
  remaining: number;
  onClose: () => void;
}

const START: RefundValues = { kind: 'full', amount: '', reason: '' };

/**
 * Refund all that remains or a part of it (spec 02 §4, §5), a react-final-form form validated by
 * refundSchema (yup). A refusal the gateway explains (API_VALIDATION_ERROR) shows under the form;
 * anything else is the danger modal of spec 02 §8.
 */
export default function RefundModal({ payment, remaining, onClose }: RefundModalProps) {
  const hostApi = useHostApi();
  const { t } = useTranslation('cards');
  const refund = useRefundCharge(hostApi, payment.id);
  const validate = useMemo(() => validateWith(refundSchema(payment.currency, remaining)), [payment.currency, remaining]);
  const money = (value: number) => formatMoney(value, payment.currency);
  const message = (key: string) => t(`refund.problems.${key}`, { amount: money(remaining) });
  const refusal = isGatewayError(refund.error, 'API_VALIDATION_ERROR') ? refund.error : null;
  const refused = refusal !== null;
  const { ask, confirmation } = useConfirmStep();

  const onSubmit = async (values: RefundValues) => {
    const reason = values.reason.trim();
    const amount = refundAmountOf(values.kind, values.amount, remaining);
    // A refund cannot be undone: the merchant sees the amount and where it goes first (issue 42).
    const confirmed = await ask({
      title: t('refund.confirmTitle', { amount: money(amount) }),
      message: t('refund.confirmMessage', { amount: money(amount), card: payment.card.masked_number }),
      confirmLabel: t('refund.confirm', { amount: money(amount) }),
      cancelLabel: t('refund.back'),
    });
    if (!confirmed) return;
    try {
      await refund.mutateAsync({ amount, ...(reason ? { reason } : {}) });
      hostApi.toasts.show(t('refund.done'), 'success');
      onClose();
    } catch {
      // The mutation's error decides what shows: the refusal under the form, or the danger modal.
    }
  };

  return (
    <>
      <Modal
        isOpen={!refund.isError || refused}
        onOpenChange={(open) => (open ? undefined : onClose())}
        isDismissable={!refund.isPending}
        title={t('refund.title')}
      >
        <Form<RefundValues> onSubmit={onSubmit} validate={validate} initialValues={START}>
          {({ handleSubmit, submitting, values }) => (
            <form className="mdp-cards-form" onSubmit={handleSubmit} noValidate>
              <p>{t('refund.remaining', { amount: money(remaining) })}</p>
              <Field<RefundKind> name="kind">
                {({ input }) => (
                  <RadioGroup
                    label={t('refund.kind')}
                    value={input.value}
                    onChange={(value) => input.onChange(value === 'partial' ? 'partial' : 'full')}
                    options={[
                      { value: 'full', label: t('refund.full', { amount: money(remaining) }) },
                      { value: 'partial', label: t('refund.partial') },
                    ]}
                  />
                )}
              </Field>
              {values.kind === 'partial' ? (
                <Field<string> name="amount">
                  {(props) => <AmountInput {...fromFinalForm(props, message)} label={t('refund.amount')} required currency={payment.currency} />}
                </Field>
              ) : null}
              <Field<string> name="reason">
                {(props) => <TextField {...fromFinalForm(props, message)} label={t('refund.reason')} maxLength={REFUND_REASON_MAX} />}
              </Field>
              {refusal ? <FormError>{t('refund.refused', { message: refusal.fieldErrors.map((error) => error.message).join('; ') || refusal.message })}</FormError> : null}
              <FormActions>
                <Button variant="secondary" onClick={onClose} disabled={submitting}>
                  {t('cancel')}
                </Button>
                <Button type="submit" busy={submitting}>
                  {t('refund.submit')}
                </Button>
              </FormActions>
            </form>
          )}
        </Form>
      </Modal>
      {confirmation}
      <FailureModal isOpen={refund.isError && !refused} onClose={onClose} />
    </>
  );
}
