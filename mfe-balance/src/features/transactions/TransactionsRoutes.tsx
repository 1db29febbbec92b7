import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Route, Routes } from 'react-router';
import { PageHeader, Skeleton } from 'shared-ui';
import { routePage } from 'shared-contracts/react';
import { TransactionsList } from './TransactionsList';
import '../shared/balance.css';

const TransactionPage = lazy(() => import('./TransactionPage'));

function TransactionsPage() {
  const { t } = useTranslation('balance');
  return (
    <div className="mdp-balance-page">
      <PageHeader title={t('transactions.title')} description={t('transactions.description')} />
      <TransactionsList caption={t('transactions.caption')} />
    </div>
  );
}

function NotFound() {
  const { t } = useTranslation('balance');
  return <PageHeader title={t('notFound.title')} description={t('notFound.description')} />;
}

function Routed() {
  const { t } = useTranslation('balance');
  return (
    <Suspense fallback={<Skeleton label={t('detail.loading')} lines={8} />}>
      <Routes>
        <Route index element={<TransactionsPage />} />
        <Route path=":id" element={<div className="mdp-balance-page"><TransactionPage /></div>} />
        <Route path="*" element={<NotFound />} />
      </Routes>
    </Suspense>
  );
}

/** Everything under /transactions-new: the list, and one entry at /transactions-new/:id. */
export default routePage(Routed);
