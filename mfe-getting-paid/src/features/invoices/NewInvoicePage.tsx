import { observer } from 'mobx-react-lite';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useHostApi } from 'shared-contracts/react';
import { PageHeader } from 'shared-ui';
import { submissionErrorsOf } from 'shared-ui/forms';
import { useInvoices } from '../../api/get-invoices';
import { useCreateInvoice } from '../../api/invoice';
import { useReminderSchedule } from '../../api/invoice-reminder-settings';
import { newInvoiceOf } from '../../rules/invoice-values';
import type { NewInvoiceValues } from '../../rules/reminders';
import { useGates } from '../../rules/use-gates';
import { Forbidden } from '../shared/Forbidden';
import { useDisplay } from '../shared/use-display';
import { EMPTY_ITEM } from './InvoiceItems';
import { INVOICE_FORM_FIELDS, InvoiceForm, type InvoiceSubmit } from './InvoiceForm';

const INITIAL: Omit<NewInvoiceValues, 'currency'> = { description: '', external_id: '', customer_name: '', payer_email: '', should_send_email: true, due_date: '', items: [EMPTY_ITEM], reminder_days_before: [] };

/** Create an invoice, or save it as a draft to issue later (decision 0069); then its page opens. */
export const NewInvoicePage = observer(function NewInvoicePage() {
  const hostApi = useHostApi();
  const { t } = useTranslation('getting-paid');
  const gates = useGates(hostApi);
  const { currency: ownCurrency } = useDisplay(hostApi);
  const create = useCreateInvoice(hostApi);
  // The business's default reminders (decision 0091): pre-filled once read; a failed read leaves them to the gateway.
  const schedule = useReminderSchedule(hostApi, gates.createInvoice).data?.reminder_days_before;
  // Other currencies than the business's own where the invoice list says it may bill in them (spec 01 §3's allowed_multicurrency).
  const multicurrency = useInvoices(hostApi, {}, gates.createInvoice).data?.pages[0]?.allowed_multicurrency ?? false;
  const initialValues = useMemo<NewInvoiceValues>(() => ({ ...INITIAL, currency: ownCurrency }), [ownCurrency]);
  if (gates.decided && !gates.createInvoice) return <Forbidden reason={gates.change ? 'mode' : 'permission'} />;

  const onSubmit = async (values: NewInvoiceValues, via: InvoiceSubmit) => {
    const draft = via === 'draft';
    try {
      const created = await create.mutateAsync(newInvoiceOf(values, schedule !== undefined, draft));
      hostApi.toasts.show(t(draft ? 'drafts.saved' : 'create.created'), 'success');
      const href = hostApi.routes.href('getting-paid.invoice', { params: { id: created.id } });
      if (href) hostApi.navigate(href);
      return undefined;
    } catch (error) {
      return submissionErrorsOf(error, INVOICE_FORM_FIELDS, t(draft ? 'drafts.failed' : 'create.failed'));
    }
  };

  return (
    <div className="mdp-gp-page">
      <PageHeader title={t('create.invoiceTitle')} description={t('create.invoiceDescription')} />
      <InvoiceForm
        label={t('create.invoiceTitle')}
        initialValues={initialValues}
        schedule={schedule}
        multicurrency={multicurrency}
        submitLabel={t('create.submitInvoice')}
        offersDraft
        onSubmit={onSubmit}
      />
    </div>
  );
});
