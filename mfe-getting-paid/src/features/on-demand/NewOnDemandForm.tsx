import { Field, Form } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { ON_DEMAND_DESCRIPTION_MAX, ON_DEMAND_TITLE_MAX, onDemandAmountProblems, type NewOnDemandLink, type OnDemandAmountType } from 'shared-contracts/areas/getting-paid/on-demand';
import { useHostApi } from 'shared-contracts/react';
import { Button } from 'shared-ui';
import { AmountInput, FormActions, FormError, RadioGroup, TextArea, TextField, fromFinalForm, submissionErrorsOf } from 'shared-ui/forms';
import { useCreateOnDemandLink } from '../../api/on-demand-links';
import { readAmount, toMinorUnits, type Currency } from '../../rules/amounts';

interface Values {
  title: string;
  description: string;
  amount_type: OnDemandAmountType;
  amount: string;
  min_amount: string;
  max_amount: string;
}

const INITIAL: Values = { title: '', description: '', amount_type: 'FIXED', amount: '', min_amount: '', max_amount: '' };
const AMOUNTS = ['amount', 'min_amount', 'max_amount'] as const;

/** The form's values as the gateway takes them: amounts in minor units, only the chosen type's. */
function linkOf(values: Values, currency: Currency): NewOnDemandLink {
  const minor = (text: string) => {
    const read = readAmount(text, currency);
    return read === undefined ? undefined : toMinorUnits(read, currency);
  };
  const fixed = values.amount_type === 'FIXED';
  return {
    title: values.title.trim(), description: values.description.trim(), currency, amount_type: values.amount_type,
    ...(fixed ? { amount: minor(values.amount) } : { min_amount: minor(values.min_amount), max_amount: minor(values.max_amount) }),
  };
}

function validate(values: Values, currency: Currency) {
  const errors: Partial<Record<keyof Values, string>> = {};
  if (!values.title.trim()) errors.title = 'requiredField';
  else if (values.title.trim().length > ON_DEMAND_TITLE_MAX) errors.title = 'exceedMaxCharacters';
  if (values.description.length > ON_DEMAND_DESCRIPTION_MAX) errors.description = 'exceedMaxCharacters';
  return { ...errors, ...onDemandAmountProblems(linkOf(values, currency)) };
}

/** A new on-demand link: its name, and a fixed amount or the bounds of the amount the customer enters (decision 0079). */
export function NewOnDemandForm({ currency }: { currency: Currency }) {
  const hostApi = useHostApi();
  const { t } = useTranslation('getting-paid');
  const create = useCreateOnDemandLink(hostApi);
  const message = (key: string) => t(`validation.${key}`);
  const onSubmit = async (values: Values, form: { restart: () => void }) => {
    try {
      await create.mutateAsync(linkOf(values, currency));
      hostApi.toasts.show(t('onDemand.created'), 'success');
      // Empty and untouched for the next link (reset would keep the fields touched, each saying "required"); the new one is in the list.
      window.setTimeout(() => form.restart());
      return undefined;
    } catch (error) {
      return submissionErrorsOf(error, ['title', 'description', ...AMOUNTS, 'amount_type'], t('onDemand.failed'));
    }
  };
  return (
    <Form<Values> onSubmit={onSubmit} validate={(values) => validate(values, currency)} initialValues={INITIAL}>
      {({ handleSubmit, submitting, submitError, values }) => (
        <form className="mdp-gp-section mdp-gp-preview" onSubmit={handleSubmit} noValidate aria-labelledby="gp-on-demand-new">
          <h2 id="gp-on-demand-new">{t('onDemand.new')}</h2>
          <Field<string> name="title">{(props) => <TextField {...fromFinalForm(props, message)} label={t('onDemand.name')} description={t('onDemand.nameHelp')} required />}</Field>
          <Field<string> name="description">{(props) => <TextArea {...fromFinalForm(props, message)} label={t('create.description')} />}</Field>
          <Field<string> name="amount_type">
            {({ input }) => (
              <RadioGroup
                label={t('onDemand.amountType')}
                value={input.value}
                onChange={input.onChange}
                options={[
                  { value: 'FIXED', label: t('onDemand.fixed'), description: t('onDemand.fixedHelp') },
                  { value: 'CUSTOMER_CHOOSES', label: t('onDemand.chooses'), description: t('onDemand.choosesHelp') },
                ]}
              />
            )}
          </Field>
          {values.amount_type === 'FIXED' ? (
            <Field<string> name="amount">{(props) => <AmountInput {...fromFinalForm(props, message)} currency={currency} label={t('create.amount', { currency })} required />}</Field>
          ) : (
            <div className="mdp-gp-range">
              <Field<string> name="min_amount">{(props) => <AmountInput {...fromFinalForm(props, message)} currency={currency} label={t('onDemand.min', { currency })} required />}</Field>
              <Field<string> name="max_amount">{(props) => <AmountInput {...fromFinalForm(props, message)} currency={currency} label={t('onDemand.max', { currency })} required />}</Field>
            </div>
          )}
          <FormError>{submitError}</FormError>
          <FormActions align="start">
            <Button type="submit" busy={submitting}>
              {t('onDemand.submit')}
            </Button>
          </FormActions>
        </form>
      )}
    </Form>
  );
}
