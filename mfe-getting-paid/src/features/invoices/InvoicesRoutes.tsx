import { useTranslation } from 'react-i18next';
import { Route, Routes } from 'react-router';
import { routePage } from 'shared-contracts/react';
import { PageHeader } from 'shared-ui';
import { EditDraftPage } from './EditDraftPage';
import { InvoicePage } from './InvoicePage';
import { InvoicesPage } from './InvoicesPage';
import { NewInvoicePage } from './NewInvoicePage';
import { ReminderSettingsPage } from './ReminderSettingsPage';
import '../shared/getting-paid.css';

function NotFound() {
  const { t } = useTranslation('getting-paid');
  return <PageHeader title={t('detail.notFound')} />;
}

/** /invoices (the list), /invoices/new and /invoices/settings (the default reminders, decision 0091). */
export const InvoicesRoutes = routePage(function InvoicesRouted() {
  return (
    <Routes>
      <Route index element={<InvoicesPage />} />
      <Route path="new" element={<NewInvoicePage />} />
      <Route path="settings" element={<ReminderSettingsPage />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
});

/** /invoice/:id (spec 02 §2's path of one invoice), and /invoice/:id/edit for a draft (decision 0069). */
export const InvoiceRoutes = routePage(function InvoiceRouted() {
  return (
    <Routes>
      <Route path=":id" element={<InvoicePage />} />
      <Route path=":id/edit" element={<EditDraftPage />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
});
