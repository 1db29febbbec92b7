import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useShellServices } from '../platform/shell-context';

/** Logged-out and full-screen pages whose contents the spec does not show. */
export type PublicTopic =
  | 'deviceVerification'
  | 'platformTestRegistered'
  | 'platformRegister'
  | 'platformBusiness'
  | 'docs'
  | 'oauthAuthorize'
  | 'twoFactorSetup'
  | 'error';

/**
 * Says honestly what the page is for and that this deployment does not offer it yet: the sandbox
 * has no endpoint behind it, and no success is pretended.
 */
export const PublicPage = observer(function PublicPage({ topic }: { topic: PublicTopic }) {
  const { t } = useTranslation();
  const { session, deployment } = useShellServices();
  const { step } = useParams();
  const signedIn = session.status === 'signedIn';
  return (
    <>
      <h1 tabIndex={-1}>{t(`public.${topic}.title`, { step: step ?? '1' })}</h1>
      <p>{t(`public.${topic}.body`)}</p>
      {topic === 'error' ? null : <p className="logged-out-muted">{t('public.notAvailable')}</p>}
      <p className="logged-out-links">
        {topic === 'docs' ? (
          <a href={deployment.links.docs} rel="noreferrer" target="_blank">
            {t('public.docs.open')}
          </a>
        ) : null}
        {signedIn ? <Link to="/home">{t('public.backHome')}</Link> : <Link to="/login">{t('public.backToLogin')}</Link>}
      </p>
    </>
  );
});
