import { useMemo } from 'react';
import { Field, Form } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { HOME_NOTE_MAX } from 'shared-contracts/areas/home/home';
import { CURRENCY_OF, validateWith } from 'shared-contracts/rules';
import { COUNTRY_CODES, type CountryOfOperation } from 'shared-contracts';
import { useHostApi } from 'shared-contracts/react';
import { Button } from 'shared-ui';
import { AmountInput, FormActions, FormError, TextArea, fromFinalForm, submissionErrorsOf } from 'shared-ui/forms';
import { useRequestEarlySettlement } from '../../api/request-early-settlement';
import { earlySettlementSchema, toAmount, type EarlySettlementValues } from '../../rules/request-forms';
import type { RequestFormProps } from './IncorporationForm';

const FIELDS = ['amount', 'reason'] as const;
const EMPTY: EarlySettlementValues = { amount: '', reason: '' };

/** The early-settlement request (POST /api/early-settlement-request), in the business's currency. */
export function EarlySettlementForm({ onSent, onCancel, country }: RequestFormProps & { country: CountryOfOperation }) {
  const hostApi = useHostApi();
  const { t } = useTranslation('home');
  const request = useRequestEarlySettlement(hostApi);
  const currency = CURRENCY_OF[COUNTRY_CODES[country]];
  const validate = useMemo(() => validateWith(earlySettlementSchema(currency)), [currency]);
  const message = (key: string) => t(`validation.${key}`);
  const onSubmit = async (values: EarlySettlementValues) => {
    try {
      onSent(await request.mutateAsync({ amount: toAmount(values.amount), reason: values.reason.trim() }));
      return undefined;
    } catch (error) {
      return submissionErrorsOf(error, FIELDS, t('requests.failed'));
    }
  };
  return (
    <Form<EarlySettlementValues> onSubmit={onSubmit} validate={validate} initialValues={EMPTY}>
      {({ handleSubmit, submitting, submitError }) => (
        <form className="mdp-home-form" onSubmit={handleSubmit} noValidate>
          <p>{t('requests.earlySettlement.intro')}</p>
          <Field<string> name="amount">
            {(props) => <AmountInput {...fromFinalForm(props, message)} currency={currency} label={t('requests.fields.amount')} required />}
          </Field>
          <Field<string> name="reason">
            {(props) => <TextArea {...fromFinalForm(props, message)} label={t('requests.fields.reason')} required maxLength={HOME_NOTE_MAX} />}
          </Field>
          <FormError>{submitError}</FormError>
          <FormActions>
            <Button variant="secondary" onClick={onCancel}>
              {t('requests.cancel')}
            </Button>
            <Button type="submit" busy={submitting}>
              {t('requests.earlySettlement.submit')}
            </Button>
          </FormActions>
        </form>
      )}
    </Form>
  );
}
