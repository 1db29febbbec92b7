import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { isGatewayError } from 'shared-contracts';
import type { InvitationPreview } from 'shared-contracts/gateway';
import { useShellServices } from '../platform/shell-context';

type Reading = { status: 'loading' } | { status: 'ready'; invitation: InvitationPreview } | { status: 'invalid' } | { status: 'failed' };

/**
 * /invitation/{invitationToken} (spec 01 §2, full screen): whom the emailed team invitation is for,
 * read from the gateway with the token. Accepting it (creating the account) is not offered yet, and
 * the page says so rather than pretending.
 */
export function InvitationPage() {
  const { t, i18n } = useTranslation();
  const { api } = useShellServices();
  const { invitationToken = '' } = useParams();
  const [reading, setReading] = useState<Reading>({ status: 'loading' });
  useEffect(() => {
    let current = true;
    setReading({ status: 'loading' });
    api.invitation(invitationToken).then(
      (invitation) => current && setReading({ status: 'ready', invitation }),
      (error: unknown) => {
        // An unknown, expired or malformed token is the same answer: the link is no good.
        const invalid = isGatewayError(error) && (error.code === 'NOT_FOUND_ERROR' || error.code === 'API_VALIDATION_ERROR');
        if (current) setReading({ status: invalid ? 'invalid' : 'failed' });
      },
    );
    return () => {
      current = false;
    };
  }, [api, invitationToken]);

  let body;
  if (reading.status === 'loading') body = <p role="status">{t('public.invitation.loading')}</p>;
  else if (reading.status === 'invalid') body = <p role="alert">{t('public.invitation.invalid')}</p>;
  else if (reading.status === 'failed') body = <p role="alert">{t('public.invitation.failed')}</p>;
  else {
    const { invitation } = reading;
    body = (
      <>
        <p>{t('public.invitation.invited', { name: invitation.full_name, business: invitation.business_name, email: invitation.email })}</p>
        <p>{t('public.invitation.validUntil', { date: new Date(invitation.expires_at).toLocaleDateString(i18n.language) })}</p>
        <p className="logged-out-muted">{t('public.notAvailable')}</p>
      </>
    );
  }
  return (
    <>
      <h1 tabIndex={-1}>{t('public.invitation.title')}</h1>
      {body}
      <p className="logged-out-links">
        <Link to="/login">{t('public.backToLogin')}</Link>
      </p>
    </>
  );
}
