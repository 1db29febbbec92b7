import { useState, type FormEvent } from 'react';
import { Field, Form } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { isGatewayError } from 'shared-contracts';
import { EXPORT_ERROR_CLEAR_MS, exportSchema, recipientsOf, validateWith, type Currency, type ExportValues, countryOf } from 'shared-contracts/rules';
import { saveFile, useFlashedProblems, useHostApi } from 'shared-contracts/react';
import { ExportActions, ExportRecipientsField } from 'shared-ui/forms';
import { Modal } from 'shared-ui/overlays';
import { ExportRangeField } from 'shared-ui/pickers';
import { useExportTransactions } from '../../api/export-transactions';
import { filtersOfList, type ListFilters } from '../../rules/transaction-filters';

const validate = validateWith(exportSchema);

export interface ExportModalProps {
  /** The list's filters go into the export too. */
  filters: ListFilters;
  currency: Currency;
  onClose: () => void;
}

/**
 * Export transactions (spec 02 §5's rules, the card export's form): a date range of at most 92 days
 * and up to 5 recipients. The file downloads at once; an export of more than 10,000 rows is prepared
 * in the background and emailed to the recipients instead (docs/money-pages.md).
 */
export default function ExportModal({ filters, currency, onClose }: ExportModalProps) {
  const hostApi = useHostApi();
  const { t } = useTranslation('balance');
  const request = useExportTransactions(hostApi);
  const [initialValues] = useState<ExportValues>(() => ({
    range: filters.from && filters.to ? { start: filters.from, end: filters.to } : null,
    emails: hostApi.session.user?.email ?? '',
  }));
  // Each refused submit counts once: the problems show until EXPORT_ERROR_CLEAR_MS after the last one.
  const problems = useFlashedProblems(EXPORT_ERROR_CLEAR_MS);

  const onSubmit = async ({ range, emails }: ExportValues) => {
    if (!range) return;
    try {
      const answer = await request.mutateAsync({
        ...filtersOfList({ ...filters, currency }, currency),
        created_from: range.start,
        created_to: range.end,
        emails: recipientsOf(emails),
      });
      if (answer.delivery === 'DOWNLOAD') {
        saveFile(answer.file_name, answer.content_type, answer.content);
        hostApi.toasts.show(t('export.downloaded', { count: answer.row_count }), 'success');
      } else {
        hostApi.toasts.show(t('export.emailed', { count: answer.row_count, emails: answer.emails.join(', ') }), 'success');
      }
      onClose();
    } catch {
      // The mutation's error shows in the form.
    }
  };

  const failure = request.error
    ? isGatewayError(request.error, 'API_VALIDATION_ERROR')
      ? t('export.refused')
      : t('export.failed')
    : undefined;

  return (
    <Modal isOpen onOpenChange={(open) => (open ? undefined : onClose())} isDismissable={!request.isPending} title={t('export.title')}>
      <Form<ExportValues> onSubmit={onSubmit} validate={validate} initialValues={initialValues}>
        {({ handleSubmit, submitting, form }) => {
          const submit = (event: FormEvent) => {
            void handleSubmit(event);
            if (form.getState().hasValidationErrors) problems.refused();
          };
          return (
            <form className="mdp-balance-form" onSubmit={submit} noValidate>
              <p>{t('export.description')}</p>
              <Field<ExportValues['range']> name="range">
                {(field) => <ExportRangeField {...field} country={countryOf(hostApi.session.business)} showProblems={problems.showing} />}
              </Field>
              <Field<string> name="emails">{(field) => <ExportRecipientsField {...field} showProblems={problems.showing} />}</Field>
              <ExportActions onCancel={onClose} submitting={submitting} failure={failure} />
            </form>
          );
        }}
      </Form>
    </Modal>
  );
}
