import { observer } from 'mobx-react-lite';
import { useMemo } from 'react';
import { Field, Form } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { GETTING_PAID_CURRENCIES, INVOICE_DUE_DAYS_MAX, type NewInvoice } from 'shared-contracts/areas/getting-paid/getting-paid';
import { amountProblem, invoiceFormSchema } from 'shared-contracts/areas/getting-paid/getting-paid-rules';
import { useHostApi } from 'shared-contracts/react';
import { Button, PageHeader } from 'shared-ui';
import { Checkbox, FormActions, FormError, RadioGroup, TextField, fromFinalForm, submissionErrorsOf } from 'shared-ui/forms';
import { DatePicker } from 'shared-ui/pickers';
import { useInvoices } from '../../api/get-invoices';
import { useCreateInvoice } from '../../api/invoice';
import { useReminderSchedule } from '../../api/invoice-reminder-settings';
import { readAmount, toMinorUnits, type Currency } from '../../rules/amounts';
import { dueDateSchema, isoDaysAfter } from '../../rules/due-date';
import { validateNested } from '../../rules/form-errors';
import { reminderDaysOf, reminderErrors, type NewInvoiceValues } from '../../rules/reminders';
import { useGates } from '../../rules/use-gates';
import { Forbidden } from '../shared/Forbidden';
import { useDisplay } from '../shared/use-display';
import { EMPTY_ITEM, InvoiceItems } from './InvoiceItems';
import { InvoicePreview, lineMinor } from './InvoicePreview';
import { InvoiceReminders } from './InvoiceReminders';

const INITIAL: Omit<NewInvoiceValues, 'currency'> = { description: '', external_id: '', customer_name: '', payer_email: '', should_send_email: true, due_date: '', items: [EMPTY_ITEM], reminder_days_before: [] };
const FIELDS = ['description', 'external_id', 'customer_name', 'payer_email', 'due_date', 'items', 'currency'];
/** The business's own currency first, then the others. */
const currencyOptions = (own: Currency): Currency[] => [own, ...GETTING_PAID_CURRENCIES.filter((code) => code !== own)];
const blank = (text: string | undefined) => (text && text.trim() !== '' ? text.trim() : undefined);

/** Create an invoice (spec 01 §3's draft: due_date, currency, should_send_email; its reminders, decision 0085), with what the customer will see beside it. */
export const NewInvoicePage = observer(function NewInvoicePage() {
  const hostApi = useHostApi();
  const { t } = useTranslation('getting-paid');
  const gates = useGates(hostApi);
  const display = useDisplay(hostApi);
  const create = useCreateInvoice(hostApi);
  // The business's default reminders (decision 0091): pre-filled once read; a failed read leaves them to the gateway.
  const schedule = useReminderSchedule(hostApi, gates.createInvoice).data?.reminder_days_before;
  // Other currencies than the business's own where the invoice list says it may bill in them (spec 01 §3's allowed_multicurrency).
  const multicurrency = useInvoices(hostApi, {}, gates.createInvoice).data?.pages[0]?.allowed_multicurrency ?? false;
  const { today, currency: ownCurrency, country } = display;
  const initialValues = useMemo<NewInvoiceValues>(() => ({ ...INITIAL, currency: ownCurrency }), [ownCurrency]);
  const lastDueDate = isoDaysAfter(today, INVOICE_DUE_DAYS_MAX);
  const schemaCheck = useMemo(() => validateNested(invoiceFormSchema.concat(dueDateSchema(today, lastDueDate))), [today, lastDueDate]);
  const message = (key: string) => t(`validation.${key}`);
  if (gates.decided && !gates.createInvoice) return <Forbidden reason={gates.change ? 'mode' : 'permission'} />;

  const validate = (values: NewInvoiceValues) => {
    const { currency } = values;
    const reminders = reminderErrors(values, today);
    const errors = { ...schemaCheck(values), ...(reminders ? { reminder_days_before: reminders } : {}) };
    const total = values.items.reduce((sum, item) => sum + lineMinor(item, currency), 0);
    const problem = values.items.every((item) => readAmount(item.price, currency) !== undefined) ? amountProblem(total, currency) : null;
    return problem ? { ...errors, total: problem === 'belowMin' ? 'amountBelowMin' : 'amountAboveMax' } : errors;
  };
  const onSubmit = async (values: NewInvoiceValues) => {
    const { currency } = values;
    const invoice: NewInvoice = {
      currency,
      description: values.description.trim(),
      items: values.items.map((item) => ({ name: item.name.trim(), quantity: Number(item.quantity), price: toMinorUnits(readAmount(item.price, currency) ?? '0', currency) })),
      should_send_email: values.should_send_email,
      ...(blank(values.external_id) ? { external_id: blank(values.external_id) } : {}),
      ...(blank(values.customer_name) ? { customer_name: blank(values.customer_name) } : {}),
      ...(blank(values.payer_email) ? { payer_email: blank(values.payer_email) } : {}),
      ...(blank(values.due_date) ? { due_date: blank(values.due_date) } : {}),
      ...reminderDaysOf(values, schedule !== undefined),
    };
    try {
      const created = await create.mutateAsync(invoice);
      hostApi.toasts.show(t('create.created'), 'success');
      const href = hostApi.routes.href('getting-paid.invoice', { params: { id: created.id } });
      if (href) hostApi.navigate(href);
      return undefined;
    } catch (error) {
      return submissionErrorsOf(error, FIELDS, t('create.failed'));
    }
  };

  return (
    <div className="mdp-gp-page">
      <PageHeader title={t('create.invoiceTitle')} description={t('create.invoiceDescription')} />
      <Form<NewInvoiceValues> onSubmit={onSubmit} validate={validate} initialValues={initialValues}>
        {({ handleSubmit, submitting, submitError, values, errors }) => (
          <div className="mdp-gp-split">
            <form className="mdp-gp-section" onSubmit={handleSubmit} noValidate aria-label={t('create.invoiceTitle')}>
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
                <Button type="submit" busy={submitting}>
                  {t('create.submitInvoice')}
                </Button>
              </FormActions>
            </form>
            <InvoicePreview values={values} currency={values.currency} businessName={hostApi.session.business?.name ?? ''} display={display} />
          </div>
        )}
      </Form>
    </div>
  );
});
