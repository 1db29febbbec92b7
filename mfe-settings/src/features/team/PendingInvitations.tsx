import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { COUNTRY_CODES } from 'shared-contracts';
import { formatDate } from 'shared-contracts/rules';
import { useHostApi } from 'shared-contracts/react';
import { ErrorState, Skeleton } from 'shared-ui';
import { useInvitations } from '../../api/get-invitations';

/** Invitations sent and not yet accepted, so an administrator does not invite the same person twice. */
export const PendingInvitations = observer(function PendingInvitations() {
  const hostApi = useHostApi();
  const { t } = useTranslation('settings');
  const invitations = useInvitations(hostApi);
  const country = COUNTRY_CODES[hostApi.session.business?.country_of_operation ?? 'Indonesia'];
  let body;
  if (invitations.isPending) body = <Skeleton label={t('team.loading')} lines={2} />;
  else if (invitations.isError) {
    body = <ErrorState title={t('team.pendingFailed')} onRetry={() => void invitations.refetch()} retryLabel={t('retry')} headingLevel={3} />;
  } else if (invitations.data.data.length === 0) body = <p>{t('team.pendingEmpty')}</p>;
  else {
    body = (
      <ul className="mdp-settings-list" aria-label={t('team.pending')}>
        {invitations.data.data.map((invitation) => (
          <li key={invitation.id} className="mdp-settings-item">
            <strong>{invitation.full_name}</strong>
            <span>{invitation.email}</span>
            <span>{t('team.expires', { date: formatDate(new Date(invitation.expires_at), country) })}</span>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <section className="mdp-settings-section" aria-labelledby="invitations-title">
      <h2 id="invitations-title">{t('team.pending')}</h2>
      {body}
    </section>
  );
});
