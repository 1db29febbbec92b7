import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CurrencyBalance } from 'shared-contracts/areas/balance/balance';
import { useHostApi } from 'shared-contracts/react';
import { EmptyState, ErrorState, Skeleton } from 'shared-ui';
import { useBalances } from '../../api/get-balances';
import { useLedgerDisplay } from '../shared/use-ledger-display';

/**
 * The business's ledgers in this environment, with their loading, failed and empty states; `own` is
 * the ledger of the business's own currency (the first one when it has none yet).
 */
export const BalancesQuery = observer(function BalancesQuery({ children }: { children: (balances: CurrencyBalance[], own: CurrencyBalance) => ReactNode }) {
  const { t } = useTranslation('balance');
  const hostApi = useHostApi();
  const { currency } = useLedgerDisplay(hostApi);
  const balances = useBalances(hostApi);
  if (balances.isPending) return <Skeleton label={t('figures.loading')} lines={4} />;
  if (balances.isError) return <ErrorState title={t('figures.failed')} onRetry={() => void balances.refetch()} headingLevel={2} />;
  if (balances.data.data.length === 0) return <EmptyState title={t('figures.empty')} description={t('figures.emptyDescription')} headingLevel={2} />;
  const all = balances.data.data;
  return <>{children(all, all.find((balance) => balance.currency === currency) ?? all[0]!)}</>;
});
