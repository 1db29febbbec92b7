import { useTranslation } from 'react-i18next';
import { Route, Routes } from 'react-router';
import { PageHeader } from 'shared-ui';
import { routePage } from 'shared-contracts/react';
import { PAYOUT_PLACE, REMITTANCE_PAYOUT_PLACE, PlaceProvider, type Place } from '../shared/place';
import { NewPayoutPage } from './NewPayoutPage';
import { PayoutPage } from './PayoutPage';
import { PayoutsPage } from './PayoutsPage';
import '../shared/sending-money.css';

function NotFound() {
  const { t } = useTranslation('sending-money');
  return <PageHeader title={t('payout.notFound')} />;
}

/** /payouts, /payouts/new and /payouts/:id; the second brand's /remittance-payouts. */
function Routed({ place }: { place: Place }) {
  return (
    <PlaceProvider value={place}>
      <Routes>
        <Route index element={<PayoutsPage />} />
        <Route path="new" element={<NewPayoutPage />} />
        <Route path=":id" element={<PayoutPage />} />
        <Route path="*" element={<NotFound />} />
      </Routes>
    </PlaceProvider>
  );
}

export default routePage(function PayoutsRouted() {
  return <Routed place={PAYOUT_PLACE} />;
});

/** The second brand's place for the same pages (spec 02 §2). */
export const RemittancePayoutsRoutes = routePage(function RemittancePayoutsRouted() {
  return <Routed place={REMITTANCE_PAYOUT_PLACE} />;
});
