import { Field, Form } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { COMPANY_TYPES, HOME_NOTE_MAX, type CompanyType, type HomeRequestAnswer } from 'shared-contracts/areas/home/home';
import { PHONE_MIN_DIGITS, validateWith } from 'shared-contracts/rules';
import { useHostApi } from 'shared-contracts/react';
import { Button } from 'shared-ui';
import { FormActions, FormError, PhoneInput, RadioGroup, TextArea, TextField, fromFinalForm, submissionErrorsOf } from 'shared-ui/forms';
import { useRequestIncorporationService } from '../../api/request-incorporation-service';
import { incorporationSchema, type IncorporationValues } from '../../rules/request-forms';

const validate = validateWith(incorporationSchema);
const FIELDS = ['full_name', 'email', 'phone_number', 'company_type', 'notes'] as const;

export interface RequestFormProps {
  onSent: (answer: HomeRequestAnswer) => void;
  onCancel: () => void;
}

/** The company-establishment request (POST /api/incorporation-service-request), prefilled from the user. */
export function IncorporationForm({ onSent, onCancel }: RequestFormProps) {
  const hostApi = useHostApi();
  const { t } = useTranslation('home');
  const request = useRequestIncorporationService(hostApi);
  const user = hostApi.session.user;
  // The phone's minimum is named in its message.
  const message = (key: string) => t(`validation.${key}`, { min: PHONE_MIN_DIGITS });
  const initialValues: IncorporationValues = {
    full_name: user?.full_name ?? '',
    email: user?.email ?? '',
    phone_number: user?.phone_number ?? '',
    company_type: '',
    notes: '',
  };
  const onSubmit = async (values: IncorporationValues) => {
    try {
      const notes = values.notes.trim();
      const answer = await request.mutateAsync({
        full_name: values.full_name.trim(),
        email: values.email.trim(),
        phone_number: values.phone_number.trim(),
        company_type: values.company_type as CompanyType,
        ...(notes ? { notes } : {}),
      });
      onSent(answer);
      return undefined;
    } catch (error) {
      return submissionErrorsOf(error, FIELDS, t('requests.failed'));
    }
  };
  return (
    <Form<IncorporationValues> onSubmit={onSubmit} validate={validate} initialValues={initialValues}>
      {({ handleSubmit, submitting, submitError }) => (
        <form className="mdp-home-form" onSubmit={handleSubmit} noValidate>
          <p>{t('requests.companyEstablishment.intro')}</p>
          <Field<string> name="full_name">
            {(props) => <TextField {...fromFinalForm(props, message)} label={t('requests.fields.fullName')} required autoComplete="name" />}
          </Field>
          <Field<string> name="email">
            {(props) => <TextField {...fromFinalForm(props, message)} label={t('requests.fields.email')} required type="email" autoComplete="email" />}
          </Field>
          <Field<string> name="phone_number">
            {(props) => <PhoneInput {...fromFinalForm(props, message)} label={t('requests.fields.phone')} required description={t('requests.fields.phoneHint')} />}
          </Field>
          <Field<string> name="company_type">
            {(props) => (
              <RadioGroup
                {...fromFinalForm(props, message)}
                label={t('requests.fields.companyType')}
                required
                orientation="horizontal"
                options={COMPANY_TYPES.map((type) => ({ value: type, label: t(`requests.companyTypes.${type}`) }))}
              />
            )}
          </Field>
          <Field<string> name="notes">
            {(props) => <TextArea {...fromFinalForm(props, message)} label={t('requests.fields.notes')} maxLength={HOME_NOTE_MAX} />}
          </Field>
          <FormError>{submitError}</FormError>
          <FormActions>
            <Button variant="secondary" onClick={onCancel}>
              {t('requests.cancel')}
            </Button>
            <Button type="submit" busy={submitting}>
              {t('requests.companyEstablishment.submit')}
            </Button>
          </FormActions>
        </form>
      )}
    </Form>
  );
}
