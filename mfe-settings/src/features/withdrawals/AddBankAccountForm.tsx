import { useMemo } from 'react';
import { Field, Form } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import type { AvailableBank } from 'shared-contracts/areas/settings/settings';
import { validateWith } from 'shared-contracts/rules';
import { useHostApi } from 'shared-contracts/react';
import { Button } from 'shared-ui';
import { maskBankAccount } from 'shared-ui/data';
import { FormActions, FormError, TextField, fromFinalForm, submissionErrorsOf } from 'shared-ui/forms';
import { Select } from 'shared-ui/pickers';
import { useAddBankAccount } from '../../api/add-bank-account';
import { bankAccountSchema, toAddBankAccountRequest, type BankAccountValues } from '../../rules/bank-account-form';

const FIELDS = ['bank_code', 'account_holder_name', 'account_number'] as const;
const EMPTY: BankAccountValues = { bank_code: '', account_holder_name: '', account_number: '' };

/**
 * Adds a withdrawal account (POST /api/bank-accounts). Before sending it repeats the bank and the
 * last 8 digits typed (spec 02 §9: masks show the last 4 or 8 digits), so a mistyped number is
 * caught by eye; the list afterwards shows the last 4.
 */
export function AddBankAccountForm({ banks, onDone }: { banks: readonly AvailableBank[]; onDone: () => void }) {
  const hostApi = useHostApi();
  const { t } = useTranslation('settings');
  const add = useAddBankAccount(hostApi);
  const validate = useMemo(() => validateWith(bankAccountSchema), []);
  const message = (key: string) => t(`validation.${key}`);
  const options = banks.map((bank) => ({ value: bank.code, label: bank.name }));
  const onSubmit = async (values: BankAccountValues) => {
    try {
      await add.mutateAsync(toAddBankAccountRequest(values));
      hostApi.toasts.show(t('withdrawals.added'), 'success');
      onDone();
      return undefined;
    } catch (error) {
      return submissionErrorsOf(error, FIELDS, t('form.failed'));
    }
  };
  return (
    <Form<BankAccountValues> onSubmit={onSubmit} validate={validate} initialValues={EMPTY}>
      {({ handleSubmit, submitting, submitError, values, valid }) => (
        <form className="mdp-settings-form" onSubmit={handleSubmit} noValidate aria-label={t('withdrawals.addTitle')}>
          <Field<string> name="bank_code">
            {(props) => <Select {...fromFinalForm(props, message)} options={options} label={t('withdrawals.fields.bank')} placeholder={t('withdrawals.chooseBank')} required />}
          </Field>
          <Field<string> name="account_holder_name">
            {(props) => <TextField {...fromFinalForm(props, message)} label={t('withdrawals.fields.holder')} required autoComplete="off" />}
          </Field>
          <Field<string> name="account_number">
            {(props) => (
              <TextField
                {...fromFinalForm(props, message)}
                label={t('withdrawals.fields.number')}
                description={t('withdrawals.numberHint')}
                required
                inputMode="numeric"
                autoComplete="off"
              />
            )}
          </Field>
          {valid ? (
            <p role="status">
              {t('withdrawals.check', {
                bank: options.find((option) => option.value === values.bank_code)?.label ?? '',
                number: maskBankAccount(values.account_number.trim(), 8),
              })}
            </p>
          ) : null}
          <FormError>{submitError}</FormError>
          <FormActions align="start">
            <Button variant="secondary" onClick={onDone}>
              {t('form.cancel')}
            </Button>
            <Button type="submit" busy={submitting}>
              {t('withdrawals.submit')}
            </Button>
          </FormActions>
        </form>
      )}
    </Form>
  );
}
