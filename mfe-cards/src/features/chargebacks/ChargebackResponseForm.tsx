import { useMemo } from 'react';
import { Field, Form } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { isGatewayError } from 'shared-contracts';
import { CHARGEBACK_EVIDENCE_MAX, CHARGEBACK_RESPONSE_MAX, type Chargeback } from 'shared-contracts/areas/cards/card-chargebacks';
import { DOCUMENT_MAX_BYTES, DOCUMENT_TYPES, validateWith } from 'shared-contracts/rules';
import { useHostApi } from 'shared-contracts/react';
import { Button, LoadingBar } from 'shared-ui';
import { FileDrop, FormActions, FormError, TextArea, fromFinalForm } from 'shared-ui/forms';
import { useRemoveEvidence, useRespondToChargeback, useUploadEvidence } from '../../api/chargebacks';
import { chargebackResponseSchema, type ChargebackResponseValues } from '../../rules/chargebacks';
import { FailureModal } from '../shared/FailureModal';
import { Section } from '../shared/Section';
import { EvidenceList } from './EvidenceList';

type TextValues = Pick<ChargebackResponseValues, 'text'>;
const START: TextValues = { text: '' };

/**
 * The response to an OPEN chargeback (issue 18): what the merchant says, and evidence documents
 * (jpeg, png or pdf up to 8 MB, checked here and by the gateway), each uploaded when chosen. A
 * react-final-form form validated by chargebackResponseSchema (yup) over the text and the uploaded
 * documents; once sent, the chargeback is SUBMITTED.
 */
export function ChargebackResponseForm({ chargeback }: { chargeback: Chargeback }) {
  const hostApi = useHostApi();
  const { t } = useTranslation('cards');
  const upload = useUploadEvidence(hostApi, chargeback.id);
  const remove = useRemoveEvidence(hostApi, chargeback.id);
  const respond = useRespondToChargeback(hostApi, chargeback.id);
  const documentIds = chargeback.documents.map((document) => document.id);
  // The uploaded documents are the gateway's, not form values: the check sees them by their ids.
  const idsKey = documentIds.join(' ');
  const validate = useMemo(() => {
    const check = validateWith(chargebackResponseSchema);
    const ids = idsKey ? idsKey.split(' ') : [];
    return (values: Partial<TextValues>) => check({ ...values, document_ids: ids });
  }, [idsKey]);
  const message = (key: string) => t(`chargeback.problems.${key}`, { max: CHARGEBACK_EVIDENCE_MAX });
  const uploadProblem = upload.isError
    ? isGatewayError(upload.error, 'IMAGE_FILE_SIZE_LIMIT_ERROR')
      ? t('chargeback.problems.fileMustNotExceed8Mb')
      : t('errorMessages.unexpectedError')
    : undefined;
  const full = chargeback.documents.length >= CHARGEBACK_EVIDENCE_MAX;

  const onSubmit = async ({ text }: TextValues) => {
    try {
      await respond.mutateAsync({ text: text.trim(), document_ids: documentIds });
      hostApi.toasts.show(t('chargeback.sent'), 'success');
    } catch {
      // The mutation's error shows: a refusal in the form, anything else in the danger modal.
    }
  };
  const refused = isGatewayError(respond.error, 'API_VALIDATION_ERROR');

  return (
    <Section title={t('chargeback.sections.respond')}>
      <Form<TextValues> onSubmit={onSubmit} validate={validate} initialValues={START}>
        {({ handleSubmit, submitting, errors, submitFailed }) => (
          <form className="mdp-cards-form" onSubmit={handleSubmit} noValidate aria-label={t('chargeback.sections.respond')}>
            <p>{t('chargeback.respondHelp')}</p>
            <Field<string> name="text">
              {(props) => <TextArea {...fromFinalForm(props, message)} label={t('chargeback.fields.response')} required maxLength={CHARGEBACK_RESPONSE_MAX} />}
            </Field>
            <FileDrop
              label={t('chargeback.evidenceLabel')}
              required
              description={t('chargeback.evidenceRules', { max: CHARGEBACK_EVIDENCE_MAX })}
              accept={DOCUMENT_TYPES}
              maxBytes={DOCUMENT_MAX_BYTES}
              disabled={upload.isPending || full}
              error={uploadProblem ?? (submitFailed && typeof errors?.document_ids === 'string' ? message(errors.document_ids) : undefined)}
              onFile={(file) => {
                upload.reset();
                upload.mutate(file);
              }}
            />
            {upload.isPending ? <LoadingBar label={t('chargeback.uploading')} /> : null}
            {chargeback.documents.length > 0 ? <EvidenceList documents={chargeback.documents} busy={remove.isPending} onRemove={(id) => remove.mutate(id)} /> : null}
            {refused ? <FormError>{t('chargeback.refused')}</FormError> : null}
            <FormActions>
              <Button type="submit" busy={submitting} disabled={upload.isPending}>
                {t('chargeback.submit')}
              </Button>
            </FormActions>
          </form>
        )}
      </Form>
      <FailureModal isOpen={(respond.isError && !refused) || remove.isError} onClose={() => { respond.reset(); remove.reset(); }} />
    </Section>
  );
}
