import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { COUNTRY_CODES } from 'shared-contracts';
import type { Invitation } from 'shared-contracts/areas/settings/settings';
import { formatDate } from 'shared-contracts/rules';
import { useHostApi } from 'shared-contracts/react';
import { Banner, Button, ErrorState, Skeleton } from 'shared-ui';
import { ConfirmationModal } from 'shared-ui/overlays';
import { useChangeInvitation, type InvitationChange } from '../../api/change-invitation';
import { useInvitations } from '../../api/get-invitations';

/**
 * Invitations sent and not yet accepted, so an administrator does not invite the same person twice;
 * each may be sent again (a new link: the old one stops working) or revoked (issue 42).
 */
export const PendingInvitations = observer(function PendingInvitations() {
  const hostApi = useHostApi();
  const { t } = useTranslation('settings');
  const invitations = useInvitations(hostApi);
  const change = useChangeInvitation(hostApi);
  const [revoking, setRevoking] = useState<Invitation | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const country = COUNTRY_CODES[hostApi.session.business?.country_of_operation ?? 'Indonesia'];

  const apply = async (invitation: Invitation, kind: InvitationChange['change']) => {
    setRevoking(null);
    try {
      await change.mutateAsync({ id: invitation.id, change: kind });
      setProblem(null);
      hostApi.toasts.show(t(kind === 'resend' ? 'team.resent' : 'team.revoked', { email: invitation.email }), 'success');
    } catch {
      setProblem(t(kind === 'resend' ? 'team.resendFailed' : 'team.revokeFailed', { email: invitation.email }));
    }
  };

  let body;
  if (invitations.isPending) body = <Skeleton label={t('team.loading')} lines={2} />;
  else if (invitations.isError) {
    body = <ErrorState title={t('team.pendingFailed')} onRetry={() => void invitations.refetch()} retryLabel={t('retry')} headingLevel={3} />;
  } else if (invitations.data.data.length === 0) body = <p>{t('team.pendingEmpty')}</p>;
  else {
    body = (
      <ul className="mdp-settings-list" aria-label={t('team.pending')}>
        {invitations.data.data.map((invitation) => (
          <li key={invitation.id} className="mdp-settings-item mdp-settings-member">
            <strong>{invitation.full_name}</strong>
            <span>{invitation.email}</span>
            <span>{t('team.expires', { date: formatDate(new Date(invitation.expires_at), country) })}</span>
            <span className="mdp-settings-member-actions">
              <Button variant="secondary" aria-label={t('team.resendTo', { email: invitation.email })} onClick={() => void apply(invitation, 'resend')}>
                {t('team.resend')}
              </Button>
              <Button variant="secondary" aria-label={t('team.revokeFor', { email: invitation.email })} onClick={() => setRevoking(invitation)}>
                {t('team.revoke')}
              </Button>
            </span>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <section className="mdp-settings-section" aria-labelledby="invitations-title">
      <h2 id="invitations-title">{t('team.pending')}</h2>
      {problem ? (
        <Banner tone="danger" title={t('team.pending')} role="alert">
          {problem}
        </Banner>
      ) : null}
      {body}
      <ConfirmationModal
        isOpen={revoking !== null}
        tone="danger"
        title={t('team.revokeTitle', { email: revoking?.email ?? '' })}
        message={t('team.revokeMessage', { name: revoking?.full_name ?? '' })}
        confirmLabel={t('team.revoke')}
        onConfirm={() => (revoking ? void apply(revoking, 'revoke') : undefined)}
        onCancel={() => setRevoking(null)}
        busy={change.isPending}
      />
    </section>
  );
});
