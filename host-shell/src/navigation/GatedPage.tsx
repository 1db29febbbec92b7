import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { isPathAllowed } from 'shared-contracts/rules';
import { Skeleton } from 'shared-ui';
import { NotFoundPage } from '../layout/NotFoundPage';
import { useShellServices } from '../platform/shell-context';

/**
 * Hiding a menu entry is not security: a deep link the user may not see renders the same
 * page-not-found as an unknown path, and nothing while the rules are not decided yet.
 */
export const GatedPage = observer(function GatedPage({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { session } = useShellServices();
  const { pathname } = useLocation();
  const decision = isPathAllowed(session.site.navigation, pathname);
  if (decision.status === 'pending') return <Skeleton label={t('loading')} />;
  return decision.allowed ? children : <NotFoundPage />;
});
