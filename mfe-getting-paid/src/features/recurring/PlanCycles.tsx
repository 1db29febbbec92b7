import { useTranslation } from 'react-i18next';
import { RouteLink } from 'shared-contracts/react';
import { DataTable, type Column } from 'shared-ui/data';
import type { RecurringCycle, RecurringPlanDetail } from 'shared-contracts/areas/getting-paid/recurring';
import { Status } from '../shared/Status';
import type { Display } from '../shared/use-display';

/** The invoices a plan issued, newest first, each linking to the invoice's own page. */
export function PlanCycles({ plan, display }: { plan: RecurringPlanDetail; display: Display }) {
  const { t } = useTranslation('getting-paid');
  const columns: Column<RecurringCycle>[] = [
    {
      key: 'cycle',
      header: t('recurring.detail.cycle'),
      card: 'title',
      cell: (row) => (
        <RouteLink route="getting-paid.invoice" params={{ id: row.invoice.id }} aria-label={t('recurring.detail.openInvoice', { cycle: row.cycle })}>
          {`#${row.cycle}`}
        </RouteLink>
      ),
    },
    { key: 'scheduled', header: t('recurring.detail.scheduled'), card: 'date', cell: (row) => display.day(row.scheduled_date) },
    { key: 'status', header: t('recurring.detail.invoiceStatus'), card: 'status', cell: (row) => <Status status={row.invoice.status} /> },
    { key: 'amount', header: t('recurring.columns.amount'), align: 'end', card: 'amount', cell: (row) => display.money(row.invoice.amount, plan.currency) },
  ];
  return (
    <DataTable
      caption={t('recurring.detail.cyclesCaption')}
      columns={columns}
      rows={plan.cycles}
      rowKey={(row) => String(row.cycle)}
      state={{ status: 'ready' }}
      empty={{ title: t('recurring.detail.noCycles', { date: plan.next_charge_date ? display.day(plan.next_charge_date) : '—' }) }}
    />
  );
}
