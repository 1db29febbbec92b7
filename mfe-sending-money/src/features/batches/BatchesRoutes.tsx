import { useTranslation } from 'react-i18next';
import { Route, Routes } from 'react-router';
import { PageHeader } from 'shared-ui';
import { routePage } from 'shared-contracts/react';
import { BATCH_PLACE, REMITTANCE_BATCH_PLACE, PlaceProvider, type Place } from '../shared/place';
import { BatchPage } from './BatchPage';
import { BatchesPage } from './BatchesPage';
import '../shared/sending-money.css';

function NotFound() {
  const { t } = useTranslation('sending-money');
  return <PageHeader title={t('batch.notFound')} />;
}

/** /batch_disbursements (the list and the upload, home's "Send a batch") and /batch_disbursements/:id; the second brand's /batch-remittances. */
function Routed({ place }: { place: Place }) {
  return (
    <PlaceProvider value={place}>
      <Routes>
        <Route index element={<BatchesPage />} />
        <Route path=":id" element={<BatchPage />} />
        <Route path="*" element={<NotFound />} />
      </Routes>
    </PlaceProvider>
  );
}

export default routePage(function BatchesRouted() {
  return <Routed place={BATCH_PLACE} />;
});

/** The second brand's place for the same pages (spec 02 §2). */
export const RemittanceBatchesRoutes = routePage(function RemittanceBatchesRouted() {
  return <Routed place={REMITTANCE_BATCH_PLACE} />;
});
