import { useState, type FormEvent } from 'react';
import { Field, Form } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { isGatewayError } from 'shared-contracts';
import { EXPORT_ERROR_CLEAR_MS, countryOf, exportRangeSchema, validateWith, type ExportRangeValues } from 'shared-contracts/rules';
import { saveFile, useFlashedProblems, useHostApi } from 'shared-contracts/react';
import { ExportActions } from 'shared-ui/forms';
import { Modal } from 'shared-ui/overlays';
import { ExportRangeField } from 'shared-ui/pickers';
import { useExportDisbursements } from '../../api/export-disbursements';
import { queryOf, type AddressFilters } from '../../rules/list-filters';

const validate = validateWith(exportRangeSchema);

/** The list's filters the file keeps ("export what I see"), in words; nothing when the list is whole. */
function ListFilters({ filters, channelName }: { filters: AddressFilters; channelName: (code: string) => string }) {
  const { t } = useTranslation('sending-money');
  const named = [
    ...(filters.status ? [t('export.filter', { name: t('filters.status'), value: t(`status.${filters.status}`) })] : []),
    ...(filters.channel ? [t('export.filter', { name: t('filters.channel'), value: channelName(filters.channel) })] : []),
    ...(filters.search ? [t('export.filter', { name: t('filters.search'), value: filters.search })] : []),
  ];
  if (named.length === 0) return null;
  return (
    <div>
      <p>{t('export.withFilters')}</p>
      <ul>
        {named.map((text) => (
          <li key={text}>{text}</li>
        ))}
      </ul>
    </div>
  );
}

export interface ExportModalProps {
  /** The list's filters (status, channel) go into the export too. */
  filters: AddressFilters;
  /** A channel's name by its code (the list's channel filter shows names). */
  channelName: (code: string) => string;
  onClose: () => void;
}

/**
 * Export disbursements (decision 0093): the list's filters over a date range of at most 92 days
 * (the list's dates to begin with), downloaded at once as CSV; a range holding more than 10,000 is
 * refused with the advice to choose fewer days.
 */
export default function ExportModal({ filters, channelName, onClose }: ExportModalProps) {
  const hostApi = useHostApi();
  const { t } = useTranslation('sending-money');
  const request = useExportDisbursements(hostApi);
  // The list's dates are the file's, to begin with.
  const [initialValues] = useState<ExportRangeValues>(() => ({ range: filters.from && filters.to ? { start: filters.from, end: filters.to } : null }));
  // Each refused submit counts once: the problems show until EXPORT_ERROR_CLEAR_MS after the last one.
  const problems = useFlashedProblems(EXPORT_ERROR_CLEAR_MS);

  const onSubmit = async ({ range }: ExportRangeValues) => {
    if (!range) return;
    try {
      const answer = await request.mutateAsync({ ...queryOf(filters), created_from: range.start, created_to: range.end });
      saveFile(answer.file_name, answer.content_type, answer.content);
      hostApi.toasts.show(t('export.downloaded', { count: answer.row_count }), 'success');
      onClose();
    } catch {
      // The mutation's error shows in the form.
    }
  };

  const failure = request.error ? (isGatewayError(request.error, 'API_VALIDATION_ERROR') ? t('export.refused') : t('export.failed')) : undefined;

  return (
    <Modal isOpen onOpenChange={(open) => (open ? undefined : onClose())} isDismissable={!request.isPending} title={t('export.title')}>
      <Form<ExportRangeValues> onSubmit={onSubmit} validate={validate} initialValues={initialValues}>
        {({ handleSubmit, submitting, form }) => {
          const submit = (event: FormEvent) => {
            void handleSubmit(event);
            if (form.getState().hasValidationErrors) problems.refused();
          };
          return (
            <form className="mdp-sm-export-form" onSubmit={submit} noValidate>
              <p>{t('export.description')}</p>
              <ListFilters filters={filters} channelName={channelName} />
              <Field<ExportRangeValues['range']> name="range">
                {(field) => <ExportRangeField {...field} country={countryOf(hostApi.session.business)} showProblems={problems.showing} />}
              </Field>
              <ExportActions onCancel={onClose} submitting={submitting} failure={failure} />
            </form>
          );
        }}
      </Form>
    </Modal>
  );
}
