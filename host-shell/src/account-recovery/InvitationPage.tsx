import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { isGatewayError, PERMISSION_FLAGS } from 'shared-contracts';
import type { InvitationPreview } from 'shared-contracts/gateway';
import { Button, Skeleton } from 'shared-ui';
import { useShellServices } from '../platform/shell-context';
import { InvitationForm } from './InvitationForm';

type Reading = { status: 'loading' } | { status: 'ready'; invitation: InvitationPreview } | { status: 'invalid' } | { status: 'failed' };

/**
 * /invitation/{invitationToken} (spec 01 §2, full screen; decision 0062): whom the emailed team
 * invitation is for, in which business and with which permissions; accepting it makes an account (or
 * signs in to the one the email has) and lands in that business.
 */
export function InvitationPage() {
  const { t, i18n } = useTranslation();
  const { api } = useShellServices();
  const { invitationToken = '' } = useParams();
  const [reading, setReading] = useState<Reading>({ status: 'loading' });
  const read = useCallback(() => {
    let current = true;
    setReading({ status: 'loading' });
    api.invitation(invitationToken).then(
      (invitation) => current && setReading({ status: 'ready', invitation }),
      (error: unknown) => {
        // An unknown, expired, spent or malformed token is the same answer: the link is no good.
        const invalid = isGatewayError(error) && ['NOT_FOUND_ERROR', 'API_VALIDATION_ERROR'].includes(error.code);
        if (current) setReading({ status: invalid ? 'invalid' : 'failed' });
      },
    );
    return () => {
      current = false;
    };
  }, [api, invitationToken]);
  useEffect(read, [read]);

  if (reading.status === 'loading') return <Skeleton label={t('public.invitation.loading')} />;
  if (reading.status !== 'ready') {
    return (
      <>
        <h1 tabIndex={-1}>{t('public.invitation.title')}</h1>
        <p role="alert">{t(reading.status === 'invalid' ? 'public.invitation.invalid' : 'public.invitation.failed')}</p>
        <p className="logged-out-links">
          {reading.status === 'failed' ? (
            <Button variant="secondary" onClick={() => void read()}>
              {t('recovery.changePassword.retry')}
            </Button>
          ) : null}
          <Link to="/login">{t('public.backToLogin')}</Link>
        </p>
      </>
    );
  }
  const { invitation } = reading;
  const granted = PERMISSION_FLAGS.filter((flag) => invitation.permissions[flag]);
  return (
    <>
      <h1 tabIndex={-1}>{t('public.invitation.title')}</h1>
      <p>{t('public.invitation.invited', { name: invitation.full_name, business: invitation.business_name, email: invitation.email })}</p>
      <h2 className="logged-out-subheading">{t('recovery.invitation.role')}</h2>
      <ul className="logged-out-list">
        {granted.map((flag) => (
          <li key={flag}>{t(`recovery.invitation.permissions.${flag}`)}</li>
        ))}
      </ul>
      <p className="logged-out-muted">{t('public.invitation.validUntil', { date: new Date(invitation.expires_at).toLocaleDateString(i18n.language) })}</p>
      <InvitationForm token={invitationToken} invitation={invitation} onSpent={() => setReading({ status: 'invalid' })} />
    </>
  );
}
