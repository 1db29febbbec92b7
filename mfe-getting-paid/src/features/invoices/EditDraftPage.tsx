import { observer } from 'mobx-react-lite';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { isGatewayError } from 'shared-contracts';
import type { InvoiceDetail } from 'shared-contracts/areas/getting-paid/getting-paid';
import { useHostApi } from 'shared-contracts/react';
import { EmptyState, ErrorState, PageHeader, Skeleton } from 'shared-ui';
import { submissionErrorsOf } from 'shared-ui/forms';
import { useInvoices } from '../../api/get-invoices';
import { useEditDraft, useInvoice } from '../../api/invoice';
import { draftChangesOf, draftValuesOf } from '../../rules/invoice-values';
import type { NewInvoiceValues } from '../../rules/reminders';
import { useGates } from '../../rules/use-gates';
import { Forbidden } from '../shared/Forbidden';
import { useDisplay } from '../shared/use-display';
import { INVOICE_FORM_FIELDS, InvoiceForm } from './InvoiceForm';

/** The draft's form, filled; saving sends the whole form as its change (PATCH) and goes back to the draft. */
function DraftForm({ draft }: { draft: InvoiceDetail }) {
  const hostApi = useHostApi();
  const { t } = useTranslation('getting-paid');
  const gates = useGates(hostApi);
  const display = useDisplay(hostApi);
  const edit = useEditDraft(hostApi);
  const multicurrency = useInvoices(hostApi, {}, gates.createInvoice).data?.pages[0]?.allowed_multicurrency ?? false;
  const initialValues = useMemo(() => draftValuesOf(draft), [draft]);
  const back = hostApi.routes.href('getting-paid.invoice', { params: { id: draft.id } });

  const onSubmit = async (values: NewInvoiceValues) => {
    try {
      await edit.mutateAsync({ id: draft.id, changes: draftChangesOf(values) });
      hostApi.toasts.show(t('drafts.saved'), 'success');
      if (back) hostApi.navigate(back);
      return undefined;
    } catch (error) {
      return submissionErrorsOf(error, INVOICE_FORM_FIELDS, t('drafts.failed'));
    }
  };

  return (
    <InvoiceForm
      label={t('drafts.editTitle')}
      initialValues={initialValues}
      schedule={undefined}
      // A draft in another currency keeps its choice even where the list no longer offers others.
      multicurrency={multicurrency || draft.currency !== display.currency}
      submitLabel={t('drafts.save')}
      offersDraft={false}
      extraAction={
        <Link to=".." relative="path" className="mdp-button" data-variant="secondary">
          {t('drafts.cancel')}
        </Link>
      }
      onSubmit={onSubmit}
    />
  );
}

/** Editing a draft (decision 0069): the create form filled with it, for those who may create invoices; an issued invoice is not edited. */
export const EditDraftPage = observer(function EditDraftPage() {
  const hostApi = useHostApi();
  const { t } = useTranslation('getting-paid');
  const { id = '' } = useParams();
  const gates = useGates(hostApi);
  const invoice = useInvoice(hostApi, id);
  const back = (
    <Link to=".." relative="path">
      {t('drafts.editDescription')}
    </Link>
  );
  if (gates.decided && !gates.createInvoice) return <Forbidden reason={gates.change ? 'mode' : 'permission'} />;
  if (invoice.isPending) return <Skeleton label={t('detail.loading')} lines={8} />;
  if (invoice.isError) {
    if (isGatewayError(invoice.error) && invoice.error.status === 404) return <PageHeader title={t('detail.notFound')} description={back} />;
    return <ErrorState title={t('detail.failed')} headingLevel={2} onRetry={() => void invoice.refetch()} />;
  }
  return (
    <div className="mdp-gp-page">
      <PageHeader title={t('drafts.editTitle')} description={back} />
      {invoice.data.status === 'DRAFT' ? (
        <DraftForm draft={invoice.data} />
      ) : (
        <EmptyState title={t('drafts.notDraft')} description={t('drafts.notDraftDescription')} headingLevel={2} />
      )}
    </div>
  );
});
