import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { isGatewayError } from 'shared-contracts';
import type { InvoiceDetail } from 'shared-contracts/areas/getting-paid/getting-paid';
import { RouteLink, useHostApi } from 'shared-contracts/react';
import { Button, Card, ErrorState, PageHeader, Skeleton } from 'shared-ui';
import { KeyValueList, Timeline } from 'shared-ui/data';
import { useInvoice, useInvoiceAction } from '../../api/invoice';
import { useGates } from '../../rules/use-gates';
import { ConfirmedAction } from '../shared/ConfirmedAction';
import { ProducedPayments } from '../shared/ProducedPayments';
import { ShareLink } from '../shared/ShareLink';
import { Status } from '../shared/Status';
import { useDisplay, type Display } from '../shared/use-display';
import { DraftActions, DraftNote } from './DraftActions';
import { ScheduledReminders, invoiceEvents } from './invoice-events';

function Facts({ invoice, display }: { invoice: InvoiceDetail; display: Display }) {
  const { t } = useTranslation('getting-paid');
  const scheduled = (invoice.reminders ?? []).filter((reminder) => reminder.sent_at === null);
  const reminders =
    scheduled.length > 0 && invoice.due_date ? [{ key: 'reminders', term: t('reminders.scheduled'), value: <ScheduledReminders reminders={scheduled} dueDate={invoice.due_date} t={t} display={display} /> }] : [];
  return (
    <KeyValueList
      columns={2}
      items={[
        { key: 'status', term: t('columns.status'), value: <Status status={invoice.status} /> },
        { key: 'amount', term: t('columns.amount'), value: display.money(invoice.amount, invoice.currency) },
        { key: 'customer', term: t('columns.customer'), value: [invoice.customer.name, invoice.customer.email].filter(Boolean).join(' · ') || '—' },
        { key: 'external', term: t('create.externalId'), value: invoice.external_id },
        { key: 'expiry', term: t('columns.expiry'), value: invoice.expiry_date ? display.time(invoice.expiry_date) : t('drafts.noExpiry') },
        { key: 'due', term: t('create.dueDate'), value: invoice.due_date ? display.day(invoice.due_date) : '—' },
        ...reminders,
      ]}
    />
  );
}

/** Resend, and void once confirmed, for a PENDING invoice and a user who may change invoices; a refusal is said in a toast. */
const Actions = observer(function Actions({ invoice }: { invoice: InvoiceDetail }) {
  const hostApi = useHostApi();
  const { t } = useTranslation('getting-paid');
  const gates = useGates(hostApi);
  const resend = useInvoiceAction(hostApi, 'resend');
  const cancel = useInvoiceAction(hostApi, 'void');
  if (!gates.change || invoice.status !== 'PENDING') return null;
  const run = (mutation: typeof resend, done: string, settled?: (done: boolean) => void) =>
    mutation.mutate(invoice.id, {
      onSuccess: () => hostApi.toasts.show(t(done), 'success'),
      onError: (error) => hostApi.toasts.show(isGatewayError(error) ? error.message : t('detail.actionFailed'), 'error'),
      onSettled: (_, error) => settled?.(!error),
    });
  return (
    <div className="mdp-gp-actions">
      {invoice.payer_email ? (
        <Button variant="secondary" busy={resend.isPending} onClick={() => run(resend, 'detail.resent')}>
          {t('detail.resend')}
        </Button>
      ) : null}
      <ConfirmedAction
        label={t('detail.void')}
        title={t('detail.voidTitle')}
        message={t('detail.voidMessage', { name: invoice.description })}
        busy={cancel.isPending}
        run={(settled) => run(cancel, 'detail.voided', settled)}
      />
    </div>
  );
});

/**
 * One invoice: its facts (with its reminders to go), the customer's link, the timeline, the payment it
 * produced, resend and void; a draft (decision 0069) says what issuing it does, with issue, edit and
 * delete, and has no link or payment yet.
 */
export const InvoicePage = observer(function InvoicePage() {
  const hostApi = useHostApi();
  const { t } = useTranslation('getting-paid');
  const { id = '' } = useParams();
  const display = useDisplay(hostApi);
  const invoice = useInvoice(hostApi, id);
  if (invoice.isPending) return <Skeleton label={t('detail.loading')} lines={8} />;
  if (invoice.isError) {
    if (isGatewayError(invoice.error) && invoice.error.status === 404) return <PageHeader title={t('detail.notFound')} />;
    return <ErrorState title={t('detail.failed')} headingLevel={2} onRetry={() => void invoice.refetch()} />;
  }
  const data = invoice.data;
  return (
    <div className="mdp-gp-page">
      <PageHeader
        title={data.description}
        description={<RouteLink route="invoices">{t('detail.backToInvoices')}</RouteLink>}
        actions={data.status === 'DRAFT' ? <DraftActions invoice={data} /> : <Actions invoice={data} />}
      />
      {data.status === 'DRAFT' ? (
        <Card aria-labelledby="gp-draft">
          <h2 id="gp-draft">{t('drafts.title')}</h2>
          <DraftNote invoice={data} />
        </Card>
      ) : null}
      <Card aria-labelledby="gp-facts">
        <h2 id="gp-facts">{t('detail.facts')}</h2>
        <Facts invoice={data} display={display} />
      </Card>
      {data.status === 'PENDING' ? (
        <Card aria-labelledby="gp-share">
          <h2 id="gp-share">{t('detail.share')}</h2>
          <ShareLink url={data.short_invoice_url} name={data.external_id} />
        </Card>
      ) : null}
      {data.status === 'DRAFT' ? null : (
        <Card aria-labelledby="gp-payment">
          <h2 id="gp-payment">{t('detail.payment')}</h2>
          <ProducedPayments payments={data.payment ? [data.payment] : []} currency={data.currency} />
        </Card>
      )}
      <Card aria-labelledby="gp-timeline">
        <h2 id="gp-timeline">{t('detail.timeline')}</h2>
        <Timeline label={t('detail.timeline')} events={invoiceEvents(data, t, display)} />
      </Card>
    </div>
  );
});
