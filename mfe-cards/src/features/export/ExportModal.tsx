import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isGatewayError, type HostApi } from 'shared-contracts';
import { EXPORT_ERROR_CLEAR_MS } from 'shared-contracts/areas/card-reports';
import { Button } from 'shared-ui';
import { TextField } from 'shared-ui/forms';
import { Modal } from 'shared-ui/overlays';
import { DateRangePicker } from 'shared-ui/pickers';
import { useRequestCardReport } from '../../api/card-reports';
import { exportProblems, hasProblems, recipientsOf, type ExportProblems, type ExportValues } from '../../rules/export-form';
import type { PaymentFilters } from '../../rules/payment-filters';
import { FailureModal } from '../shared/FailureModal';

/** The export rules are this form's (spec 02 §5's message keys), not the picker's own. */
const NO_PICKER_LIMIT = 100_000;

export interface ExportModalProps {
  hostApi: HostApi;
  /** The list's filters go into the report too. */
  filters: PaymentFilters;
  onClose: () => void;
}

/**
 * Export transactions (spec 02 §2, §5, §9): a date range of at most 92 days and up to 5 recipients;
 * a problem shows for 1.5 s. The gateway accepts the request and prepares it in the background.
 */
export default function ExportModal({ hostApi, filters, onClose }: ExportModalProps) {
  const { t } = useTranslation('cards');
  const request = useRequestCardReport(hostApi);
  const [values, setValues] = useState<ExportValues>({ range: filters.from && filters.to ? { start: filters.from, end: filters.to } : null, emails: hostApi.session.user?.email ?? '' });
  const [problems, setProblems] = useState<ExportProblems>({});
  const refused = isGatewayError(request.error, 'API_VALIDATION_ERROR');

  useEffect(() => {
    if (!hasProblems(problems)) return undefined;
    const timer = setTimeout(() => setProblems({}), EXPORT_ERROR_CLEAR_MS);
    return () => clearTimeout(timer);
  }, [problems]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = exportProblems(values);
    setProblems(found);
    if (hasProblems(found) || !values.range) return;
    request.mutate(
      {
        created_from: values.range.start,
        created_to: values.range.end,
        emails: recipientsOf(values.emails),
        ...(filters.status ? { status: filters.status } : {}),
        ...(filters.brand ? { card_brand: filters.brand } : {}),
        ...(filters.source ? { source: filters.source } : {}),
      },
      {
        onSuccess: () => {
          hostApi.toasts.show(t('export.accepted'), 'success');
          onClose();
        },
      },
    );
  };

  return (
    <>
      <Modal isOpen={!request.isError || refused} onOpenChange={(open) => (open ? undefined : onClose())} isDismissable={!request.isPending} title={t('export.title')}>
        <form className="mdp-cards-form" onSubmit={submit} noValidate>
          <p>{t('export.description')}</p>
          <DateRangePicker
            label={t('export.range')}
            required
            value={values.range}
            maxDays={NO_PICKER_LIMIT}
            onChange={(range) => setValues((current) => ({ ...current, range }))}
            error={problems.range ? t(`exportErrors.${problems.range}`) : undefined}
          />
          <TextField
            label={t('export.emails')}
            description={t('export.emailsHelp')}
            required
            value={values.emails}
            onChange={(emails) => setValues((current) => ({ ...current, emails }))}
            error={problems.emails ? t(`exportErrors.${problems.emails}`) : undefined}
          />
          {refused ? (
            <p role="alert" className="mdp-cards-error">
              {t('export.refused')}
            </p>
          ) : null}
          <div className="mdp-cards-form-actions">
            <Button variant="secondary" onClick={onClose} disabled={request.isPending}>
              {t('cancel')}
            </Button>
            <Button type="submit" busy={request.isPending}>
              {t('export.submit')}
            </Button>
          </div>
        </form>
      </Modal>
      <FailureModal isOpen={request.isError && !refused} onClose={onClose} />
    </>
  );
}
