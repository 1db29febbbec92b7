import { Field } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import type { Currency } from 'shared-contracts/rules';
import { AmountInput, RadioGroup, TextArea, TextField, fromFinalForm } from 'shared-ui/forms';
import { DatePicker } from 'shared-ui/pickers';
import type { CountryCode } from 'shared-contracts';
import type { RecurringEnd } from '../../rules/recurring-form';

/**
 * The fields a new plan and an edited one share (decisions 0082, 0088): what is billed, how it ends,
 * and to whom. Each answers the spec's message keys (translations' validation.*).
 */
function useMessage() {
  const { t } = useTranslation('getting-paid');
  return { t, message: (key: string) => t(`validation.${key}`) };
}

/** The plan's name, description and amount per cycle. */
export function PlanWhatFields({ currency }: { currency: Currency }) {
  const { t, message } = useMessage();
  return (
    <>
      <Field<string> name="name">{(props) => <TextField {...fromFinalForm(props, message)} label={t('recurring.create.name')} description={t('recurring.create.nameHelp')} required />}</Field>
      <Field<string> name="description">{(props) => <TextArea {...fromFinalForm(props, message)} label={t('recurring.create.description_')} />}</Field>
      <Field<string> name="amount">{(props) => <AmountInput {...fromFinalForm(props, message)} currency={currency} label={t('recurring.create.amount', { currency })} required />}</Field>
    </>
  );
}

export interface PlanEndFieldsProps {
  ends: RecurringEnd;
  country: CountryCode;
  /** The end date's reach: from the start (a new plan) or the next cycle's day (an edit), to five years after the start. */
  minDate: string;
  maxDate: string;
  /** Said under the count (an edit: the invoices already issued). */
  countHelp?: string;
}

/** How the plan ends: when stopped, after a number of invoices, or on a date. */
export function PlanEndFields({ ends, country, minDate, maxDate, countHelp }: PlanEndFieldsProps) {
  const { t, message } = useMessage();
  return (
    <>
      <Field<string> name="ends">
        {({ input }) => (
          <RadioGroup
            label={t('recurring.create.ends')}
            value={input.value}
            onChange={input.onChange}
            options={[
              { value: 'NEVER', label: t('recurring.create.endsNever') },
              { value: 'COUNT', label: t('recurring.create.endsCount') },
              { value: 'DATE', label: t('recurring.create.endsDate') },
            ]}
          />
        )}
      </Field>
      {ends === 'COUNT' ? (
        <Field<string> name="total_cycles">{(props) => <TextField {...fromFinalForm(props, message)} inputMode="numeric" label={t('recurring.create.totalCycles')} description={countHelp} required />}</Field>
      ) : null}
      {ends === 'DATE' ? (
        <Field<string> name="end_date">
          {(props) => <DatePicker {...fromFinalForm(props, message)} country={country} minDate={minDate} maxDate={maxDate} label={t('recurring.create.endDate')} required />}
        </Field>
      ) : null}
    </>
  );
}

/** The customer every invoice is emailed to. */
export function PlanCustomerFields() {
  const { t, message } = useMessage();
  return (
    <>
      <Field<string> name="customer_name">{(props) => <TextField {...fromFinalForm(props, message)} label={t('recurring.create.customerName')} autoComplete="off" required />}</Field>
      <Field<string> name="customer_email">
        {(props) => <TextField {...fromFinalForm(props, message)} type="email" label={t('recurring.create.customerEmail')} description={t('recurring.create.customerEmailHelp')} autoComplete="off" required />}
      </Field>
    </>
  );
}
