import { useTranslation } from 'react-i18next';
import { Route, Routes } from 'react-router';
import { PageHeader } from 'shared-ui';
import { routePage } from '../shared/page';
import { BatchPage } from './BatchPage';
import { BatchesPage } from './BatchesPage';

function NotFound() {
  const { t } = useTranslation('sending-money');
  return <PageHeader title={t('batch.notFound')} />;
}

/** /batch_disbursements (the list and the upload, home's "Send a batch") and /batch_disbursements/:id. */
export default routePage(function BatchesRouted() {
  return (
    <Routes>
      <Route index element={<BatchesPage />} />
      <Route path=":id" element={<BatchPage />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
});
