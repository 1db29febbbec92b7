import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Route, Routes } from 'react-router';
import type { PageProps } from 'shared-contracts';
import { HostApiProvider } from 'shared-contracts/react';
import { PageHeader, Skeleton } from 'shared-ui';
import PaymentsPage from '../../payments/pages/PaymentsPage';

const PaymentPage = lazy(() => import('../../payment/pages/PaymentPage'));
const PaymentStepPage = lazy(() => import('../../payment-step/pages/PaymentStepPage'));
const ChargebacksPage = lazy(() => import('../../chargebacks/pages/ChargebacksPage'));
const ChargebackPage = lazy(() => import('../../chargebacks/pages/ChargebackPage'));
const PromotionsPage = lazy(() => import('../../promotions/pages/PromotionsPage'));
const FraudPreventionRoutes = lazy(() => import('../../fraud/pages/FraudPreventionRoutes'));
const CardSettingsPage = lazy(() => import('../../card-settings/pages/CardSettingsPage'));

function NotFound() {
  const { t } = useTranslation('cards');
  return <PageHeader title={t('notFound.title')} description={t('notFound.description')} />;
}

function Loading() {
  const { t } = useTranslation('cards');
  return <Skeleton label={t('loading')} lines={8} />;
}

/** Everything under /credit_cards/* (spec 02 §2, credit-card routes). */
export default function CardsRoutes({ hostApi }: PageProps) {
  return (
    <HostApiProvider hostApi={hostApi}>
      <Suspense fallback={<Loading />}>
        <Routes>
          <Route index element={<Navigate to="payments" replace />} />
          <Route path="payments" element={<PaymentsPage />} />
          <Route path="payment/:kind/:id" element={<PaymentStepPage />} />
          <Route path="payment/:id" element={<PaymentPage />} />
          <Route path="chargebacks" element={<ChargebacksPage />} />
          <Route path="chargebacks/:id" element={<ChargebackPage />} />
          <Route path="promotions" element={<PromotionsPage />} />
          <Route path="fraud_prevention/*" element={<FraudPreventionRoutes />} />
          <Route path="settings" element={<CardSettingsPage />} />
          <Route path="*" element={<NotFound />} />
        </Routes>
      </Suspense>
    </HostApiProvider>
  );
}
