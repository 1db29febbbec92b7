import { useMemo } from 'react';
import { Field, Form } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { isGatewayError } from 'shared-contracts';
import { INSTALLMENT_TERMS, PROMOTION_NAME_MAX, type Promotion } from 'shared-contracts/areas/cards/card-promotions';
import { validateWith, countryOf } from 'shared-contracts/rules';
import { useHostApi } from 'shared-contracts/react';
import { Button } from 'shared-ui';
import { FormActions, FormError, RadioGroup, TextArea, TextField, fromFinalForm } from 'shared-ui/forms';
import { Modal } from 'shared-ui/overlays';
import { DateRangePicker, Select } from 'shared-ui/pickers';
import { useSavePromotion } from '../../api/promotions';
import { NEW_PROMOTION, promotionSchema, toPromotionInput, valuesOfPromotion, type PromotionValues } from '../../rules/promotion-form';
import { FailureModal } from '../shared/FailureModal';

/** A promotion runs for whole days; the 92-day rule of the picker is the export's, not this form's. */
const NO_PICKER_LIMIT = 100_000;
const today = () => new Date().toISOString().slice(0, 10);

export interface PromotionModalProps {
  /** null: a new promotion. */
  promotion: Promotion | null;
  onClose: () => void;
}

/** Create or edit a promotion (issue 18): a react-final-form form validated by promotionSchema (yup). */
export default function PromotionModal({ promotion, onClose }: PromotionModalProps) {
  const hostApi = useHostApi();
  const { t } = useTranslation('cards');
  const save = useSavePromotion(hostApi, promotion?.id ?? null);
  const validate = useMemo(() => validateWith(promotionSchema(today(), promotion === null)), [promotion]);
  const initialValues = useMemo(() => (promotion ? valuesOfPromotion(promotion) : NEW_PROMOTION), [promotion]);
  const message = (key: string) => t(`promotions.problems.${key}`);
  const refusal = isGatewayError(save.error, 'API_VALIDATION_ERROR') ? save.error : null;

  const onSubmit = async (values: PromotionValues) => {
    try {
      const saved = await save.mutateAsync(toPromotionInput(values));
      hostApi.toasts.show(t(promotion ? 'promotions.saved' : 'promotions.created', { name: saved.name }), 'success');
      onClose();
    } catch {
      // The mutation's error shows: a refusal in the form, anything else in the danger modal.
    }
  };

  return (
    <>
      <Modal isOpen={!save.isError || refusal !== null} onOpenChange={(open) => (open ? undefined : onClose())} isDismissable={!save.isPending} title={t(promotion ? 'promotions.editTitle' : 'promotions.createTitle')} size="medium">
        <Form<PromotionValues> onSubmit={onSubmit} validate={validate} initialValues={initialValues}>
          {({ handleSubmit, submitting, values }) => (
            <form className="mdp-cards-form" onSubmit={handleSubmit} noValidate>
              <Field<string> name="name">
                {(props) => <TextField {...fromFinalForm(props, message)} label={t('promotions.fields.name')} required maxLength={PROMOTION_NAME_MAX} />}
              </Field>
              <Field<PromotionValues['type']> name="type">
                {({ input }) => (
                  <RadioGroup
                    label={t('promotions.fields.type')}
                    value={input.value}
                    onChange={(value) => input.onChange(value === 'INSTALLMENT' ? 'INSTALLMENT' : 'DISCOUNT')}
                    options={[
                      { value: 'DISCOUNT', label: t('promotions.types.DISCOUNT') },
                      { value: 'INSTALLMENT', label: t('promotions.types.INSTALLMENT') },
                    ]}
                  />
                )}
              </Field>
              {values.type === 'DISCOUNT' ? (
                <Field<string> name="discount_percent">
                  {(props) => <TextField {...fromFinalForm(props, message)} label={t('promotions.fields.discount')} required inputMode="decimal" maxLength={6} />}
                </Field>
              ) : (
                <Field<string> name="installment_months">
                  {(props) => {
                    const field = fromFinalForm(props, message);
                    return (
                      <Select
                        label={t('promotions.fields.term')}
                        required
                        placeholder={t('promotions.chooseTerm')}
                        value={field.value}
                        onChange={field.onChange}
                        error={field.error}
                        options={INSTALLMENT_TERMS.map((months) => ({ value: String(months), label: t('promotions.months', { count: months }) }))}
                      />
                    );
                  }}
                </Field>
              )}
              <Field<string> name="bin_ranges">
                {(props) => <TextArea {...fromFinalForm(props, message)} label={t('promotions.fields.bins')} description={t('promotions.binsHelp')} required rows={3} maxLength={400} />}
              </Field>
              <Field<PromotionValues['period']> name="period">
                {({ input, meta }) => (
                  <DateRangePicker
                    country={countryOf(hostApi.session.business)}
                    label={t('promotions.fields.period')}
                    required
                    value={input.value || null}
                    maxDays={NO_PICKER_LIMIT}
                    onChange={input.onChange}
                    onBlur={input.onBlur}
                    error={meta.touched && typeof meta.error === 'string' ? message(meta.error) : undefined}
                  />
                )}
              </Field>
              {refusal ? <FormError>{t('promotions.refused', { message: refusal.fieldErrors.map((error) => `${error.field} ${error.message}`).join('; ') || refusal.message })}</FormError> : null}
              <FormActions>
                <Button variant="secondary" onClick={onClose} disabled={submitting}>
                  {t('cancel')}
                </Button>
                <Button type="submit" busy={submitting}>
                  {t(promotion ? 'promotions.save' : 'promotions.create')}
                </Button>
              </FormActions>
            </form>
          )}
        </Form>
      </Modal>
      <FailureModal isOpen={save.isError && refusal === null} onClose={onClose} />
    </>
  );
}
