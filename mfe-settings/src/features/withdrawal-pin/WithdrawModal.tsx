import type { FormApi, SubmissionErrors } from 'final-form';
import { useMemo, useState } from 'react';
import { Field, Form, type FieldMetaState } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import type { BankAccount } from 'shared-contracts/areas/settings/settings';
import { formatMoney, validateWith, type Currency } from 'shared-contracts/rules';
import { useHostApi } from 'shared-contracts/react';
import { Button } from 'shared-ui';
import { AmountInput, FormActions, FormError, PinInput, formErrorOf, fromFinalForm } from 'shared-ui/forms';
import { Modal, useConfirmStep } from 'shared-ui/overlays';
import { Select } from 'shared-ui/pickers';
import { useCreateWithdrawal } from '../../api/create-withdrawal';
import { pinFailureOf } from '../../rules/pin-rules';
import { amountRefusalOf, limitOf, toWithdrawalRequest, withdrawalSchema, type WithdrawalValues } from '../../rules/withdrawal-form';
import { useFieldMessage, usePinFailureText } from './pin-failure-text';

export interface WithdrawModalProps {
  accounts: readonly BankAccount[];
  bankName: (code: string) => string;
  currency: Currency;
  onClose: () => void;
  /** The gateway says no PIN is set (another tab removed it, or the session was stale). */
  onPinMissing: () => void;
}

/** A withdrawal to one of the business's accounts: the amount, and the PIN that authorises it. */
export function WithdrawModal({ accounts, bankName, currency, onClose, onPinMissing }: WithdrawModalProps) {
  const hostApi = useHostApi();
  const { t } = useTranslation('settings');
  const create = useCreateWithdrawal(hostApi);
  const message = useFieldMessage();
  const failureText = usePinFailureText();
  const validate = useMemo(() => validateWith(withdrawalSchema), []);
  // The PIN emptied after the amount's refusal is not an error until the merchant submits again
  // (final-form marks every field touched when a submission fails).
  const [pinEmptied, setPinEmptied] = useState(false);
  const { ask, confirmation } = useConfirmStep();
  // A limit's refusal names the bound in the business's currency (issue 43 §6).
  const amountMessage = (key: string): string => {
    const limit = limitOf(key, currency);
    return limit === undefined ? message(key) : t(key, { amount: formatMoney(limit, currency) });
  };
  const options = accounts.map((account) => ({
    value: account.id,
    label: `${bankName(account.bank_code)} · ${account.account_holder_name} · ${account.masked_account_number.slice(-4)}`,
  }));
  // The default account first (issue 42), or the only one.
  const first = accounts.find((account) => account.is_default) ?? (accounts.length === 1 ? accounts[0] : undefined);
  const initial: WithdrawalValues = { bank_account_id: first?.id ?? '', amount: '', pin: '' };

  const onSubmit = async (values: WithdrawalValues, form: FormApi<WithdrawalValues>): Promise<SubmissionErrors | undefined> => {
    // Money that leaves cannot be called back: the amount and the account are confirmed first (issue 42).
    const amount = formatMoney(Number(values.amount), currency);
    const account = options.find((option) => option.value === values.bank_account_id)?.label ?? '';
    const confirmed = await ask({
      title: t('withdraw.confirmTitle', { amount }),
      message: t('withdraw.confirmMessage', { amount, account }),
      confirmLabel: t('withdraw.confirm', { amount }),
      cancelLabel: t('withdraw.back'),
    });
    if (!confirmed) return undefined;
    try {
      const withdrawal = await create.mutateAsync(toWithdrawalRequest(values));
      hostApi.toasts.show(t('withdraw.sent', { amount: formatMoney(withdrawal.amount, currency) }), 'success');
      onClose();
      return undefined;
    } catch (error) {
      // More than the available balance, or outside one withdrawal's limits: said under the amount,
      // and the PIN is typed again.
      const refusal = amountRefusalOf(error, Number(values.amount), currency);
      if (refusal) {
        form.change('pin', '');
        setPinEmptied(true);
        return { amount: refusal };
      }
      const failure = pinFailureOf(error, 'withdraw');
      if (failure.kind === 'pin' && failure.code === 'PIN_NOT_SET_ERROR') {
        onPinMissing();
        return undefined;
      }
      if (failure.kind === 'pin') {
        // Typed again from the first cell; the refusal stays under the input until the next try.
        form.change('pin', '');
        return { pin: 'pin.errors.wrongPin' };
      }
      if (failure.kind === 'locked') void hostApi.refreshSession().catch(() => undefined);
      // Too many tries or a locked account: the PIN typed does not stay in the cells either.
      form.change('pin', '');
      setPinEmptied(true);
      return formErrorOf(failureText(failure));
    }
  };

  const pinError = (meta: FieldMetaState<string>): string | undefined => {
    if (pinEmptied || !meta.touched) return undefined;
    const key = meta.submitError ?? meta.error;
    return typeof key === 'string' && key ? message(key) : undefined;
  };

  return (
    <Modal isOpen onOpenChange={(open) => (open ? undefined : onClose())} title={t('withdraw.title')} size="small" isDismissable={false}>
      <Form<WithdrawalValues> onSubmit={onSubmit} validate={validate} initialValues={initial}>
        {({ handleSubmit, submitting, submitError, form }) => (
          <form
            className="mdp-settings-form"
            onSubmit={(event) => {
              setPinEmptied(false);
              return handleSubmit(event);
            }}
            noValidate
            aria-label={t('withdraw.title')}
          >
            <Field<string> name="bank_account_id">
              {(props) => <Select {...fromFinalForm(props, message)} options={options} label={t('withdraw.account')} placeholder={t('withdraw.chooseAccount')} required />}
            </Field>
            <Field<string> name="amount">
              {(props) => <AmountInput {...fromFinalForm(props, amountMessage)} currency={currency} label={t('withdraw.amount')} required />}
            </Field>
            <Field<string> name="pin">
              {(props) => (
                <PinInput
                  {...fromFinalForm(props, message)}
                  onChange={(value) => {
                    setPinEmptied(false);
                    props.input.onChange(value);
                  }}
                  // The gateway's refusal before the "required" of the emptied input.
                  error={pinError(props.meta)}
                  label={t('withdraw.pin')}
                  required
                  disabled={submitting}
                  onComplete={() => void form.submit()}
                />
              )}
            </Field>
            <FormError>{submitError}</FormError>
            <FormActions align="start">
              <Button variant="secondary" onClick={onClose}>
                {t('form.cancel')}
              </Button>
              <Button type="submit" busy={submitting}>
                {t('withdraw.submit')}
              </Button>
            </FormActions>
          </form>
        )}
      </Form>
      {confirmation}
    </Modal>
  );
}
