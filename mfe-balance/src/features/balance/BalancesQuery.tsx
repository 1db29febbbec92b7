import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CurrencyBalance } from 'shared-contracts/areas/balance/balance';
import { useHostApi } from 'shared-contracts/react';
import { EmptyState, ErrorState, Skeleton } from 'shared-ui';
import { useBalances } from '../../api/get-balances';

/** The business's ledgers in this environment, with their loading, failed and empty states. */
export function BalancesQuery({ children }: { children: (balances: CurrencyBalance[]) => ReactNode }) {
  const { t } = useTranslation('balance');
  const balances = useBalances(useHostApi());
  if (balances.isPending) return <Skeleton label={t('figures.loading')} lines={4} />;
  if (balances.isError) return <ErrorState title={t('figures.failed')} onRetry={() => void balances.refetch()} headingLevel={2} />;
  if (balances.data.data.length === 0) return <EmptyState title={t('figures.empty')} description={t('figures.emptyDescription')} headingLevel={2} />;
  return <>{children(balances.data.data)}</>;
}
