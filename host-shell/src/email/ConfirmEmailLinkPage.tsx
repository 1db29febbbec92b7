import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Skeleton } from 'shared-ui';
import { useShellServices } from '../platform/shell-context';
import { errorText } from '../toasts/error-text';

type Confirming = { status: 'confirming' } | { status: 'confirmed' } | { status: 'failed'; message: string };

/**
 * /confirm_email/{confirmEmailToken} (spec 01 §2, a full-screen email-link route): spends the
 * link's token once; a signed-in user's record is re-read so the dashboard opens at once.
 */
export const ConfirmEmailLinkPage = observer(function ConfirmEmailLinkPage() {
  const { t } = useTranslation();
  const { api, session } = useShellServices();
  const { confirmEmailToken = '' } = useParams();
  const [state, setState] = useState<Confirming>({ status: 'confirming' });
  const spent = useRef(false);

  useEffect(() => {
    if (spent.current) return;
    spent.current = true; // a token is single-use: React's development double effect must not spend it twice
    api
      .confirmEmail(confirmEmailToken)
      .then(async () => {
        if (session.status === 'signedIn') await session.rereadUser();
        setState({ status: 'confirmed' });
      })
      .catch((error: unknown) => setState({ status: 'failed', message: errorText(t, error) }));
  }, [api, session, confirmEmailToken, t]);

  if (state.status === 'confirming') return <Skeleton label={t('confirmEmail.confirming')} />;
  const signedIn = session.status === 'signedIn';
  return (
    <>
      <h1 tabIndex={-1}>{t(state.status === 'confirmed' ? 'confirmEmail.confirmedTitle' : 'confirmEmail.failedTitle')}</h1>
      {state.status === 'failed' ? <p role="alert">{state.message}</p> : <p>{t('confirmEmail.confirmedBody')}</p>}
      <p className="logged-out-links">
        {state.status === 'confirmed' ? (
          <Link to={signedIn ? '/' : '/login'}>{t(signedIn ? 'confirmEmail.toDashboard' : 'confirmEmail.toLogin')}</Link>
        ) : (
          <Link to={signedIn ? '/confirm_email' : '/login'}>{t(signedIn ? 'confirmEmail.sendNew' : 'confirmEmail.toLogin')}</Link>
        )}
      </p>
    </>
  );
});
