import type { SubmissionErrors } from 'final-form';
import { useMemo, useRef, useState, type ReactNode } from 'react';
import { Field, Form } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { GETTING_PAID_CURRENCIES, INVOICE_DUE_DAYS_MAX } from 'shared-contracts/areas/getting-paid/getting-paid';
import { amountProblem, invoiceFormSchema } from 'shared-contracts/areas/getting-paid/getting-paid-rules';
import { useHostApi } from 'shared-contracts/react';
import { Button } from 'shared-ui';
import { Checkbox, FormActions, FormError, RadioGroup, TextField, fromFinalForm } from 'shared-ui/forms';
import { DatePicker } from 'shared-ui/pickers';
import { readAmount, type Currency } from '../../rules/amounts';
import { dueDateSchema, isoDaysAfter } from '../../rules/due-date';
import { validateNested } from '../../rules/form-errors';
import { reminderErrors, type NewInvoiceValues } from '../../rules/reminders';
import { useDisplay } from '../shared/use-display';
import { InvoiceItems } from './InvoiceItems';
import { InvoicePreview, lineMinor } from './InvoicePreview';
import { InvoiceReminders } from './InvoiceReminders';

/** The fields the gateway may name in a refusal, each shown under its field. */
export const INVOICE_FORM_FIELDS = ['description', 'external_id', 'customer_name', 'payer_email', 'due_date', 'items', 'currency'];

/** Which of the form's buttons sent it: its main one, or "Save as draft" (decision 0069). */
export type InvoiceSubmit = 'main' | 'draft';

export interface InvoiceFormProps {
  /** The form's accessible name. */
  label: string;
  initialValues: NewInvoiceValues;
  /** The business's default reminders, pre-filled (a new invoice; decision 0091); undefined: none pre-filled. */
  schedule: readonly number[] | undefined;
  /** Other currencies than the business's own may be chosen (the list's allowed_multicurrency). */
  multicurrency: boolean;
  /** The main button's text. */
  submitLabel: string;
  /** "Save as draft" beside the main button (a new invoice). */
  offersDraft: boolean;
  /** What follows the buttons (editing a draft: Cancel). */
  extraAction?: ReactNode;
  onSubmit: (values: NewInvoiceValues, via: InvoiceSubmit) => Promise<SubmissionErrors | undefined>;
}

/** The business's own currency first, then the others. */
const currencyOptions = (own: Currency): Currency[] => [own, ...GETTING_PAID_CURRENCIES.filter((code) => code !== own)];

/**
 * An invoice's form (spec 01 §3's draft: due_date, currency, should_send_email; its reminders, decision
 * 0085) with what the customer will see beside it: a new invoice's, and a saved draft's (0069).
 */
export function InvoiceForm({ label, initialValues, schedule, multicurrency, submitLabel, offersDraft, extraAction, onSubmit }: InvoiceFormProps) {
  const hostApi = useHostApi();
  const { t } = useTranslation('getting-paid');
  const display = useDisplay(hostApi);
  const { today, currency: ownCurrency, country } = display;
  const lastDueDate = isoDaysAfter(today, INVOICE_DUE_DAYS_MAX);
  const schemaCheck = useMemo(() => validateNested(invoiceFormSchema.concat(dueDateSchema(today, lastDueDate))), [today, lastDueDate]);
  // "Save as draft" submits the same form: the button that sent it is kept while it is checked and sent.
  const via = useRef<InvoiceSubmit>('main');
  const [sending, setSending] = useState<InvoiceSubmit | null>(null);
  const message = (key: string) => t(`validation.${key}`);

  const validate = (values: NewInvoiceValues) => {
    const { currency } = values;
    const reminders = reminderErrors(values, today);
    const errors = { ...schemaCheck(values), ...(reminders ? { reminder_days_before: reminders } : {}) };
    const total = values.items.reduce((sum, item) => sum + lineMinor(item, currency), 0);
    const problem = values.items.every((item) => readAmount(item.price, currency) !== undefined) ? amountProblem(total, currency) : null;
    return problem ? { ...errors, total: problem === 'belowMin' ? 'amountBelowMin' : 'amountAboveMax' } : errors;
  };
  const submit = async (values: NewInvoiceValues) => {
    const sentBy = via.current;
    setSending(sentBy);
    try {
      return await onSubmit(values, sentBy);
    } finally {
      setSending(null);
    }
  };

  return (
    <Form<NewInvoiceValues> onSubmit={submit} validate={validate} initialValues={initialValues}>
      {({ handleSubmit, form, submitting, submitError, values, errors }) => (
        <div className="mdp-gp-split">
          <form className="mdp-gp-section" onSubmit={handleSubmit} noValidate aria-label={label}>
            <Field<string> name="description">{(props) => <TextField {...fromFinalForm(props, message)} label={t('create.description')} required />}</Field>
            {multicurrency ? (
              <Field<string> name="currency">
                {({ input }) => (
                  <RadioGroup
                    label={t('create.currency')}
                    description={t('create.currencyHelp')}
                    value={input.value}
                    onChange={input.onChange}
                    options={currencyOptions(ownCurrency).map((code) => ({ value: code, label: t(`currency.${code}`) }))}
                  />
                )}
              </Field>
            ) : null}
            <InvoiceItems items={values.items} currency={values.currency} />
            {typeof errors?.total === 'string' ? <p role="alert">{t(`validation.${errors.total}`)}</p> : null}
            <Field<string> name="customer_name">{(props) => <TextField {...fromFinalForm(props, message)} label={t('create.customerName')} autoComplete="off" />}</Field>
            <Field<string> name="payer_email">{(props) => <TextField {...fromFinalForm(props, message)} type="email" label={t('create.payerEmail')} required={values.should_send_email} />}</Field>
            <Field<boolean> name="should_send_email" type="checkbox">
              {({ input }) => <Checkbox label={t('create.sendEmail')} checked={Boolean(input.checked)} onChange={input.onChange} name={input.name} />}
            </Field>
            <Field<string> name="due_date">
              {(props) => <DatePicker {...fromFinalForm(props, message)} country={country} minDate={today} maxDate={lastDueDate} label={t('create.dueDate')} description={t('create.dueDateHelp')} />}
            </Field>
            <InvoiceReminders values={values} schedule={schedule} today={today} />
            <Field<string> name="external_id">{(props) => <TextField {...fromFinalForm(props, message)} label={t('create.externalId')} description={t('create.externalIdHelp')} />}</Field>
            <FormError>{submitError}</FormError>
            <FormActions align="start">
              <Button type="submit" busy={submitting && sending !== 'draft'} disabled={sending === 'draft'}>
                {submitLabel}
              </Button>
              {offersDraft ? (
                <Button
                  variant="secondary"
                  busy={sending === 'draft'}
                  disabled={sending === 'main'}
                  onClick={() => {
                    via.current = 'draft';
                    // Checked and sent, or refused by the checks: the next submit is the main button's again.
                    void Promise.resolve(form.submit()).finally(() => {
                      via.current = 'main';
                    });
                  }}
                >
                  {t('drafts.saveAsDraft')}
                </Button>
              ) : null}
              {extraAction}
            </FormActions>
          </form>
          <InvoicePreview values={values} currency={values.currency} businessName={hostApi.session.business?.name ?? ''} display={display} />
        </div>
      )}
    </Form>
  );
}
