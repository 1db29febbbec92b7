import { useTranslation } from 'react-i18next';
import { Route, Routes } from 'react-router';
import { PageHeader } from 'shared-ui';
import { routePage } from '../shared/page';
import { NewPayoutPage } from './NewPayoutPage';
import { PayoutPage } from './PayoutPage';
import { PayoutsPage } from './PayoutsPage';

function NotFound() {
  const { t } = useTranslation('sending-money');
  return <PageHeader title={t('payout.notFound')} />;
}

/** /payouts, /payouts/new and /payouts/:id. */
export default routePage(function PayoutsRouted() {
  return (
    <Routes>
      <Route index element={<PayoutsPage />} />
      <Route path="new" element={<NewPayoutPage />} />
      <Route path=":id" element={<PayoutPage />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
});
