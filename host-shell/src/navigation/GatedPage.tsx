import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Skeleton } from 'shared-ui';
import { ForbiddenPage } from '../layout/ForbiddenPage';
import { NotFoundPage } from '../layout/NotFoundPage';
import { useShellServices } from '../platform/shell-context';
import { pageAccess } from './page-access';

/**
 * Hiding a menu entry is not security: a deep link the user may not see renders "needs another
 * permission" when only their permissions keep them out, else the same page-not-found as an unknown
 * path (page-access.ts), and nothing while the rules are not decided yet.
 */
export const GatedPage = observer(function GatedPage({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { session } = useShellServices();
  const { pathname } = useLocation();
  const decision = pageAccess(session.site.navigation, pathname);
  if (decision.status === 'pending') return <Skeleton label={t('loading')} />;
  if (decision.access === 'needsPermission') return <ForbiddenPage />;
  return decision.access === 'allowed' ? children : <NotFoundPage />;
});
