import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { CONFIRM_EMAIL_PATH, needsEmailConfirmation } from 'shared-contracts/rules';
import { useShellServices } from '../platform/shell-context';

/**
 * The dashboard needs a session: without one, the login page, which comes back here after and says
 * why the last session ended (state `relogin` for the gateway's "Please log in", spec 01 §8).
 */
export const RequireSession = observer(function RequireSession({ children }: { children: ReactNode }) {
  const { session } = useShellServices();
  const location = useLocation();
  if (session.status !== 'signedIn') {
    const from = `${location.pathname}${location.search}${location.hash}`;
    const reason = session.endedBecause;
    const state = reason === 'relogin' ? { from, relogin: true } : reason ? { from, reason } : { from };
    return <Navigate to="/login" replace state={state} />;
  }
  // Spec 01 §2: a PENDING email goes to /confirm_email while the flag is on; nothing shows until known.
  const confirm = session.user ? needsEmailConfirmation(session.user, session.featureFlags) : false;
  if (confirm === undefined) return null;
  if (confirm) return <Navigate to={CONFIRM_EMAIL_PATH} replace />;
  return children;
});
