import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CardPaymentDetail } from 'shared-contracts/areas/cards/card-payment';
import { DataTable, Money, StatusBadge, type Column } from 'shared-ui/data';
import { PaymentTime } from '../shared/PaymentTime';
import { Section } from '../shared/Section';
import { stepPath } from '../shared/step-path';
import type { Display } from '../shared/use-display';

type Refund = CardPaymentDetail['refunds'][number];

/** The payment's refunds with their states (spec 02 §4), each linked to its page; cards on a phone (shared-ui DataTable). */
export function RefundList({ payment, display, actions }: { payment: CardPaymentDetail; display: Display; actions?: ReactNode }) {
  const { t } = useTranslation('cards');
  const columns: Column<Refund>[] = [
    { key: 'created', header: t('step.fields.created'), card: 'date', cell: (refund) => <PaymentTime iso={refund.created} display={display} /> },
    { key: 'id', header: t('step.fields.id'), card: 'title', cell: (refund) => <Link to={stepPath('refunds', refund.id)}>{refund.id}</Link> },
    { key: 'status', header: t('step.fields.status'), card: 'status', cell: (refund) => <StatusBadge status={refund.status} label={t(`refundStatus.${refund.status}`)} /> },
    { key: 'amount', header: t('step.fields.amount'), align: 'end', card: 'amount', cell: (refund) => <Money amount={refund.amount} currency={refund.currency} /> },
    { key: 'reason', header: t('step.fields.reason'), cell: (refund) => refund.reason ?? t('notGiven') },
  ];
  return (
    <Section title={t('payment.sections.refunds')} actions={actions}>
      {payment.refunds.length === 0 ? (
        <p>{t('payment.noRefunds')}</p>
      ) : (
        <DataTable
          caption={t('payment.refundsTable')}
          columns={columns}
          rows={payment.refunds}
          rowKey={(refund) => refund.id}
          state={{ status: 'ready' }}
          empty={{ title: t('payment.noRefunds') }}
        />
      )}
    </Section>
  );
}
