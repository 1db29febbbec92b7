import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isGatewayError } from 'shared-contracts';
import type { InvoiceDetail } from 'shared-contracts/areas/getting-paid/getting-paid';
import { useHostApi } from 'shared-contracts/react';
import { Button } from 'shared-ui';
import { useDeleteDraft, useInvoiceAction } from '../../api/invoice';
import { useGates } from '../../rules/use-gates';
import { ConfirmedAction, focusHeading, headingOf } from '../shared/ConfirmedAction';

/** The id of the draft's note, which says what issuing it does: the Issue button's description. */
export const ISSUE_NOTE_ID = 'gp-issue-note';

/** What issuing the draft does, said before it is done: its page opens, the email goes (or not), it is no longer editable. */
export function DraftNote({ invoice }: { invoice: InvoiceDetail }) {
  const { t } = useTranslation('getting-paid');
  const emailed = invoice.should_send_email && invoice.payer_email;
  return (
    <>
      <p>{t('drafts.notice')}</p>
      <p id={ISSUE_NOTE_ID}>{emailed ? t('drafts.issueNoteEmail', { email: invoice.payer_email }) : t('drafts.issueNote')}</p>
    </>
  );
}

/**
 * A draft's header actions (decision 0069): issue and edit for who may create invoices, delete (once
 * confirmed: it cannot be undone) for who may change them. A refusal is said in a toast. Issued, the
 * page shows the invoice as PENDING and the focus goes to its heading; deleted, the list opens.
 */
export const DraftActions = observer(function DraftActions({ invoice }: { invoice: InvoiceDetail }) {
  const hostApi = useHostApi();
  const { t } = useTranslation('getting-paid');
  const gates = useGates(hostApi);
  const issue = useInvoiceAction(hostApi, 'issue');
  const remove = useDeleteDraft(hostApi);
  const refused = (error: unknown) => hostApi.toasts.show(isGatewayError(error) ? error.message : t('detail.actionFailed'), 'error');
  if (!gates.change) return null;
  return (
    <div className="mdp-gp-actions">
      {gates.createInvoice ? (
        <>
          <Button
            busy={issue.isPending}
            aria-describedby={ISSUE_NOTE_ID}
            onClick={(event) => {
              const heading = headingOf(event.currentTarget);
              issue.mutate(invoice.id, {
                onSuccess: () => {
                  hostApi.toasts.show(t('drafts.issued'), 'success');
                  focusHeading(heading);
                },
                // Checked again as of today (a due date may have passed since it was saved): the draft needs a change.
                onError: (error) => (isGatewayError(error) && error.fieldErrors.length > 0 ? hostApi.toasts.show(t('drafts.issueInvalid'), 'error') : refused(error)),
              });
            }}
          >
            {t('drafts.issue')}
          </Button>
          <Link to="edit" className="mdp-button" data-variant="secondary">
            {t('drafts.edit')}
          </Link>
        </>
      ) : null}
      <ConfirmedAction
        label={t('drafts.delete')}
        title={t('drafts.deleteTitle')}
        message={t('drafts.deleteMessage', { name: invoice.description })}
        busy={remove.isPending}
        run={(settled) =>
          remove.mutate(invoice.id, {
            onSuccess: () => {
              hostApi.toasts.show(t('drafts.deleted'), 'success');
              const list = hostApi.routes.href('invoices');
              if (list) hostApi.navigate(list);
            },
            onError: refused,
            onSettled: (_, error) => settled(!error),
          })
        }
      />
    </div>
  );
});
