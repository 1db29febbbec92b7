import { useTranslation } from 'react-i18next';
import { Route, Routes } from 'react-router';
import { routePage } from 'shared-contracts/react';
import { PageHeader } from 'shared-ui';
import { EditRecurringPlanPage } from './EditRecurringPlanPage';
import { NewRecurringPlanPage } from './NewRecurringPlanPage';
import type { RecurringPlace } from './place';
import { RecurringPlanPage } from './RecurringPlanPage';
import { RecurringPlansPage } from './RecurringPlansPage';
import '../shared/getting-paid.css';

function NotFound() {
  const { t } = useTranslation('getting-paid');
  return <PageHeader title={t('detail.notFound')} />;
}

function PlanRoutes({ place }: { place: RecurringPlace }) {
  return (
    <Routes>
      <Route index element={<RecurringPlansPage place={place} />} />
      <Route path="new" element={<NewRecurringPlanPage />} />
      <Route path=":id" element={<RecurringPlanPage />} />
      <Route path=":id/edit" element={<EditRecurringPlanPage />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}

/** /recurring and /recurring-new (invoice mode; the shell shows one of them, by new_recurring_view): the list, /new, /:id and /:id/edit. */
export const RecurringRoutes = routePage(function RecurringRouted() {
  return <PlanRoutes place="invoices" />;
});

/** /payment-recurring (payment-link mode): the same plans, in the payment links' words. */
export const PaymentRecurringRoutes = routePage(function PaymentRecurringRouted() {
  return <PlanRoutes place="payment-links" />;
});
