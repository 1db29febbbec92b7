import { useTranslation } from 'react-i18next';
import { Navigate, Route, Routes } from 'react-router';
import { PageHeader } from 'shared-ui';

function AreaPage({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation('cards');
  return <PageHeader title={t(titleKey)} description={t('notBuilt')} />;
}

function NotFound() {
  const { t } = useTranslation('cards');
  return <PageHeader title={t('notFound.title')} description={t('notFound.description')} />;
}

/** Everything under /credit_cards/* (spec 02 §2, credit-card routes). */
export default function CardsArea() {
  return (
    <Routes>
      <Route index element={<Navigate to="payments" replace />} />
      <Route path="payments" element={<AreaPage titleKey="payments.title" />} />
      <Route path="payment/*" element={<AreaPage titleKey="payment.title" />} />
      <Route path="chargebacks" element={<AreaPage titleKey="chargebacks.title" />} />
      <Route path="chargebacks/:id" element={<AreaPage titleKey="chargeback.title" />} />
      <Route path="promotions" element={<AreaPage titleKey="promotions.title" />} />
      <Route path="fraud_prevention/*" element={<AreaPage titleKey="fraudPrevention.title" />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
