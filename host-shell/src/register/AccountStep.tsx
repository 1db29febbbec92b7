import type { ReactNode } from 'react';
import { Form } from 'react-final-form';
import { Trans, useTranslation } from 'react-i18next';
import { validateWith } from 'shared-contracts/rules';
import { Button } from 'shared-ui';
import { NewPasswordFields } from '../account-recovery/NewPasswordFields';
import { FormField } from '../logged-out/FormField';
import { useShellServices } from '../platform/shell-context';
import { CheckboxField } from './ChoiceFields';
import { accountSchema, type AccountValues } from './register-schema';

const validate = validateWith(accountSchema);

/** One of the brand's documents (decision 0065), in a new tab so nothing typed here is lost; Trans gives its text. */
function NewTabLink({ href, children }: { href: string; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="visually-hidden"> {t('opensInNewTab')}</span>
    </a>
  );
}

/** Step 1: the person (full name, email), a new password with the strength rule, and the agreement. */
export function AccountStep({ initial, onNext }: { initial: Partial<AccountValues>; onNext: (values: AccountValues) => void }) {
  const { t } = useTranslation();
  const { links } = useShellServices().deployment;
  const agreement = (
    <Trans i18nKey="register.account.terms" components={{ terms: <NewTabLink href={links.terms} />, privacy: <NewTabLink href={links.privacy} /> }} />
  );
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
          <CheckboxField name="terms_accepted" label={agreement} />
          <Button type="submit">{t('register.account.next')}</Button>
        </form>
      )}
    </Form>
  );
}
