import { useMemo, useState } from 'react';
import { Field, Form } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { INVITATION_DAYS } from 'shared-contracts/areas/settings/settings';
import { validateWith } from 'shared-contracts/rules';
import { useHostApi } from 'shared-contracts/react';
import { Button } from 'shared-ui';
import { FormActions, FormError, TextField, fromFinalForm, submissionErrorsOf } from 'shared-ui/forms';
import { useInviteMember } from '../../api/invite-member';
import { NO_PERMISSIONS, grantsSomething, inviteSchema, toInviteRequest, type InviteValues } from '../../rules/team-form';
import { PermissionCheckboxes } from './PermissionCheckboxes';

const FIELDS = ['email', 'full_name'] as const;
const EMPTY: InviteValues = { email: '', full_name: '' };

/** Invites someone by email (POST /api/businesses/invitations) with the permissions they will have. */
export function InviteMemberForm({ onDone }: { onDone: () => void }) {
  const hostApi = useHostApi();
  const { t } = useTranslation('settings');
  const invite = useInviteMember(hostApi);
  const [permissions, setPermissions] = useState({ ...NO_PERMISSIONS, can_view: true });
  const [permissionProblem, setPermissionProblem] = useState(false);
  const validate = useMemo(() => validateWith(inviteSchema), []);
  const message = (key: string) => t(`validation.${key}`);
  const onSubmit = async (values: InviteValues) => {
    if (!grantsSomething(permissions)) {
      setPermissionProblem(true);
      return undefined;
    }
    try {
      const sent = await invite.mutateAsync(toInviteRequest(values, permissions));
      hostApi.toasts.show(t('team.invited', { email: sent.email }), 'success');
      onDone();
      return undefined;
    } catch (error) {
      // An email already on the team is the one field the gateway refuses on its own.
      return submissionErrorsOf(error, FIELDS, t('form.failed'));
    }
  };
  return (
    <Form<InviteValues> onSubmit={onSubmit} validate={validate} initialValues={EMPTY}>
      {({ handleSubmit, submitting, submitError }) => (
        <form className="mdp-settings-form" onSubmit={handleSubmit} noValidate aria-label={t('team.inviteTitle')}>
          <p>{t('team.inviteHint', { business: hostApi.session.business?.name ?? '', days: INVITATION_DAYS })}</p>
          <Field<string> name="email">
            {(props) => <TextField {...fromFinalForm(props, message)} type="email" label={t('team.fields.email')} required autoComplete="off" />}
          </Field>
          <Field<string> name="full_name">
            {(props) => <TextField {...fromFinalForm(props, message)} label={t('team.fields.fullName')} required autoComplete="off" />}
          </Field>
          <PermissionCheckboxes
            value={permissions}
            onChange={(next) => {
              setPermissions(next);
              setPermissionProblem(false);
            }}
            error={permissionProblem ? t('team.needPermission') : undefined}
          />
          <FormError>{submitError}</FormError>
          <FormActions align="start">
            <Button variant="secondary" onClick={onDone}>
              {t('form.cancel')}
            </Button>
            <Button type="submit" busy={submitting}>
              {t('team.sendInvite')}
            </Button>
          </FormActions>
        </form>
      )}
    </Form>
  );
}
