import { useState, type FormEvent } from 'react';
import { Field, Form } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { isGatewayError } from 'shared-contracts';
import { EXPORT_ERROR_CLEAR_MS } from 'shared-contracts/areas/cards/card-reports';
import { exportSchema, recipientsOf, validateWith, type ExportValues, countryOf } from 'shared-contracts/rules';
import { useFlashedProblems, useHostApi } from 'shared-contracts/react';
import { ExportActions, ExportRecipientsField } from 'shared-ui/forms';
import { Modal } from 'shared-ui/overlays';
import { ExportRangeField } from 'shared-ui/pickers';
import { useRequestCardReport } from '../../api/card-reports';
import { exportedFilters, initialRangeOf, reportRequestOf, type ExportedFilter } from '../../rules/export-request';
import type { PaymentFilters } from '../../rules/payment-filters';
import { FailureModal } from '../shared/FailureModal';

const FILTER_VALUE_KEY = { status: 'chargeStatus', source: 'source' } as const;

/** Which of the list's filters, its search included, the report has ("export what I see"). */
function ListFilters({ filters }: { filters: PaymentFilters }) {
  const { t } = useTranslation('cards');
  const exported = exportedFilters(filters);
  if (exported.length === 0) return null;
  const valueOf = ({ kind, value }: ExportedFilter) => (kind === 'brand' || kind === 'search' ? value : t(`${FILTER_VALUE_KEY[kind]}.${value}`));
  return (
    <div className="mdp-cards-export-filters">
      <p>{t('export.withFilters')}</p>
      <ul>
        {exported.map((filter) => (
          <li key={filter.kind}>{t('export.filter', { name: t(`payments.${filter.kind}`), value: valueOf(filter) })}</li>
        ))}
      </ul>
    </div>
  );
}

const validate = validateWith(exportSchema);

export interface ExportModalProps {
  /** The list's filters go into the report too. */
  filters: PaymentFilters;
  onClose: () => void;
}

/**
 * Export transactions (spec 02 §2, §5, §9), a react-final-form form validated by exportSchema (yup):
 * a date range of at most 92 days and up to 5 recipients. A refused submit shows its problems for
 * 1.5 s, then they clear. The gateway accepts the request, prepares it in the background and mails
 * it to the recipients.
 */
export default function ExportModal({ filters, onClose }: ExportModalProps) {
  const hostApi = useHostApi();
  const { t } = useTranslation('cards');
  const request = useRequestCardReport(hostApi);
  const [initialValues] = useState<ExportValues>(() => ({
    range: initialRangeOf(filters),
    emails: hostApi.session.user?.email ?? '',
  }));
  // Each refused submit counts once: the problems show until EXPORT_ERROR_CLEAR_MS after the last one.
  const problems = useFlashedProblems(EXPORT_ERROR_CLEAR_MS);
  const refused = isGatewayError(request.error, 'API_VALIDATION_ERROR');

  const onSubmit = async ({ range, emails }: ExportValues) => {
    if (!range) return;
    try {
      await request.mutateAsync(reportRequestOf(filters, range, recipientsOf(emails)));
      hostApi.toasts.show(t('export.accepted'), 'success');
      onClose();
    } catch {
      // The mutation's error decides what shows: the refusal in the form, or the danger modal.
    }
  };

  return (
    <>
      <Modal isOpen={!request.isError || refused} onOpenChange={(open) => (open ? undefined : onClose())} isDismissable={!request.isPending} title={t('export.title')}>
        <Form<ExportValues> onSubmit={onSubmit} validate={validate} initialValues={initialValues}>
          {({ handleSubmit, submitting, form }) => {
            const submit = (event: FormEvent) => {
              void handleSubmit(event);
              if (form.getState().hasValidationErrors) problems.refused();
            };
            return (
              <form className="mdp-cards-form" onSubmit={submit} noValidate>
                <p>{t('export.description')}</p>
                <ListFilters filters={filters} />
                <Field<ExportValues['range']> name="range">
                  {(field) => <ExportRangeField {...field} country={countryOf(hostApi.session.business)} showProblems={problems.showing} />}
                </Field>
                <Field<string> name="emails">{(field) => <ExportRecipientsField {...field} showProblems={problems.showing} />}</Field>
                <ExportActions onCancel={onClose} submitting={submitting} failure={refused ? t('export.refused') : undefined} />
              </form>
            );
          }}
        </Form>
      </Modal>
      <FailureModal isOpen={request.isError && !refused} onClose={onClose} />
    </>
  );
}
