import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { Route, Routes } from 'react-router';
import { PageHeader } from 'shared-ui';
import '../../shared/shared.css';
import '../../promotions/promotions.css';
import '../fraud.css';

const FraudOverviewPage = lazy(() => import('./FraudOverviewPage'));
const FraudListsPage = lazy(() => import('./FraudListsPage'));
const FraudEntryPage = lazy(() => import('./FraudEntryPage'));
const FraudRulesPage = lazy(() => import('./FraudRulesPage'));
const FraudReportsPage = lazy(() => import('./FraudReportsPage'));

function NotFound() {
  const { t } = useTranslation('cards');
  return <PageHeader title={t('notFound.title')} description={t('notFound.description')} />;
}

/** Everything under /credit_cards/fraud_prevention/* (spec 02 §2); CardsRoutes' Suspense shows while a page loads. */
export default function FraudPreventionRoutes() {
  return (
    <Routes>
      <Route index element={<FraudOverviewPage />} />
      <Route path="list" element={<FraudListsPage />} />
      <Route path="list/:id" element={<FraudEntryPage />} />
      <Route path="rules" element={<FraudRulesPage />} />
      <Route path="reports" element={<FraudReportsPage />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
