import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';

import { useShellServices } from '../platform/shell-context';

/** The dashboard needs a session: without one, the login page, which comes back here after. */
export const RequireSession = observer(function RequireSession({ children }: { children: ReactNode }) {
  const { session } = useShellServices();
  const location = useLocation();
  if (session.status !== 'signedIn') {
    return <Navigate to="/login" replace state={{ from: `${location.pathname}${location.search}${location.hash}` }} />;
  }
  return children;
});
