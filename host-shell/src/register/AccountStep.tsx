import { Form } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { validateWith } from 'shared-contracts/rules';
import { Button } from 'shared-ui';
import { NewPasswordFields } from '../account-recovery/NewPasswordFields';
import { FormField } from '../logged-out/FormField';
import { CheckboxField } from './ChoiceFields';
import { accountSchema, type AccountValues } from './register-schema';

const validate = validateWith(accountSchema);

/** Step 1: the person (full name, email), a new password with the strength rule, and the agreement. */
export function AccountStep({ initial, onNext }: { initial: Partial<AccountValues>; onNext: (values: AccountValues) => void }) {
  const { t } = useTranslation();
  return (
    <Form<AccountValues> onSubmit={onNext} validate={validate} initialValues={initial}>
      {({ handleSubmit }) => (
        <form onSubmit={(event) => void handleSubmit(event)} noValidate className="logged-out-form" aria-labelledby="register-section">
          <h2 id="register-section" className="register-section">
            {t('register.account.title')}
          </h2>
          <FormField name="full_name" label={t('register.account.fullName')} autoComplete="name" />
          <FormField name="email" type="email" label={t('register.account.email')} autoComplete="username" hint={t('register.account.emailHint')} />
          <NewPasswordFields />
          <CheckboxField name="terms_accepted" label={t('register.account.terms')} />
          <Button type="submit">{t('register.account.next')}</Button>
        </form>
      )}
    </Form>
  );
}
