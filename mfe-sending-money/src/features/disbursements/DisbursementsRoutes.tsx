import { useTranslation } from 'react-i18next';
import { Route, Routes } from 'react-router';
import { PageHeader } from 'shared-ui';
import { routePage } from 'shared-contracts/react';
import { DisbursementPage } from './DisbursementPage';
import { DisbursementsPage } from './DisbursementsPage';
import { SendPage } from './SendPage';
import '../shared/sending-money.css';

function NotFound() {
  const { t } = useTranslation('sending-money');
  return <PageHeader title={t('detail.notFound')} />;
}

/** /disbursements (the list, home's "Send money"), /disbursements/new and /disbursements/:id. */
export default routePage(function DisbursementsRouted() {
  return (
    <Routes>
      <Route index element={<DisbursementsPage />} />
      <Route path="new" element={<SendPage />} />
      <Route path=":id" element={<DisbursementPage />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
});
