import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { User } from 'shared-contracts';
import { FULL_NAME_MAX_LENGTH } from 'shared-contracts/gateway';
import { Button, Card } from 'shared-ui';
import { FormActions, TextField } from 'shared-ui/forms';
import { useShellServices } from '../platform/shell-context';
import { errorText } from '../toasts/error-text';

/** Spec 02 §5 "full name": required, up to 255 characters; the message keys of the team form. */
export function fullNameProblem(name: string): string | undefined {
  if (name.trim() === '') return 'requiredField';
  return name.trim().length > FULL_NAME_MAX_LENGTH ? 'exceedMaxCharacters' : undefined;
}

/** Name (editable) and email (the sign-in's, read only). */
export function DetailsSection({ user }: { user: User }) {
  const { t } = useTranslation();
  const { api, session, toasts } = useShellServices();
  const [name, setName] = useState(user.full_name);
  const [problem, setProblem] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = fullNameProblem(name);
    if (invalid) return setProblem(t(`validation.${invalid}`));
    setProblem(undefined);
    setBusy(true);
    try {
      await api.updateProfile({ full_name: name.trim() });
      const updated = await session.rereadUser();
      setName(updated.full_name);
      toasts.show(t('profile.details.saved'), 'success');
    } catch (error) {
      setProblem(errorText(t, error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card aria-labelledby="profile-details" className="profile-card">
      <h2 id="profile-details">{t('profile.details.title')}</h2>
      <form className="profile-form" noValidate onSubmit={(event) => void save(event)}>
        <TextField label={t('profile.details.name')} required value={name} onChange={setName} error={problem} autoComplete="name" maxLength={FULL_NAME_MAX_LENGTH + 1} />
        <dl className="profile-email-field">
          <dt className="profile-field-label">{t('profile.details.email')}</dt>
          <dd className="profile-field-value">{user.email}</dd>
          <dd className="profile-hint">{t('profile.details.emailHint')}</dd>
        </dl>
        <FormActions>
          <Button type="submit" busy={busy} disabled={name.trim() === user.full_name}>
            {busy ? t('profile.details.saving') : t('profile.details.save')}
          </Button>
        </FormActions>
      </form>
    </Card>
  );
}
