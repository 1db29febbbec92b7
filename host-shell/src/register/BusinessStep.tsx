import { Form } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { REGISTER_BUSINESS_TYPES, REGISTER_COUNTRIES } from 'shared-contracts/areas/shell/register';
import { validateWith } from 'shared-contracts/rules';
import { Button } from 'shared-ui';
import { FormFailure } from '../account-recovery/NewPasswordFields';
import { FormField } from '../logged-out/FormField';
import { RadioGroupField } from './ChoiceFields';
import { businessSchema, type BusinessValues } from './register-schema';

const validate = validateWith(businessSchema);

interface BusinessStepProps {
  initial: Partial<BusinessValues>;
  failure: string | null;
  onBack: (values: Partial<BusinessValues>) => void;
  onSubmit: (values: BusinessValues) => Promise<void>;
}

/** Step 2: the business (name, country, type) and the owner's mobile number; then the account is made. */
export function BusinessStep({ initial, failure, onBack, onSubmit }: BusinessStepProps) {
  const { t } = useTranslation();
  return (
    <Form<BusinessValues> onSubmit={onSubmit} validate={validate} initialValues={initial}>
      {({ handleSubmit, submitting, values }) => (
        <form onSubmit={(event) => void handleSubmit(event)} noValidate className="logged-out-form" aria-labelledby="register-section">
          <h2 id="register-section" className="register-section">
            {t('register.business.title')}
          </h2>
          <FormField name="business_name" label={t('register.business.name')} autoComplete="organization" />
          <RadioGroupField
            name="country_of_operation"
            legend={t('register.business.country')}
            options={REGISTER_COUNTRIES.map((country) => ({ value: country, label: t(`register.business.countries.${country}`) }))}
          />
          <RadioGroupField
            name="business_type"
            legend={t('register.business.type')}
            options={REGISTER_BUSINESS_TYPES.map((type) => ({ value: type, label: t(`register.business.types.${type}`) }))}
          />
          <FormField name="phone_number" type="tel" label={t('register.business.phone')} autoComplete="tel" hint={t('register.business.phoneHint')} />
          <FormFailure message={failure} />
          <div className="register-actions">
            <Button type="button" variant="secondary" onClick={() => onBack(values)} disabled={submitting}>
              {t('register.business.back')}
            </Button>
            <Button type="submit" busy={submitting}>
              {submitting ? t('register.business.submitting') : t('register.business.submit')}
            </Button>
          </div>
        </form>
      )}
    </Form>
  );
}
