import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CardPaymentDetail } from 'shared-contracts/areas/cards/card-payment';
import { Money, StatusBadge } from 'shared-ui/data';
import { PaymentTime } from '../shared/PaymentTime';
import { Section } from '../shared/Section';
import { stepPath } from '../shared/step-path';
import type { Display } from '../shared/use-display';

/** The payment's refunds with their states (spec 02 §4), each linked to its page. */
export function RefundList({ payment, display, actions }: { payment: CardPaymentDetail; display: Display; actions?: ReactNode }) {
  const { t } = useTranslation('cards');
  return (
    <Section title={t('payment.sections.refunds')} actions={actions}>
      {payment.refunds.length === 0 ? (
        <p>{t('payment.noRefunds')}</p>
      ) : (
        <div className="mdp-table-scroll" role="region" aria-label={t('payment.refundsTable')} tabIndex={0}>
          <table>
            <caption className="mdp-visually-hidden">{t('payment.refundsTable')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('step.fields.created')}</th>
                <th scope="col">{t('step.fields.id')}</th>
                <th scope="col">{t('step.fields.status')}</th>
                <th scope="col" data-align="end">{t('step.fields.amount')}</th>
                <th scope="col">{t('step.fields.reason')}</th>
              </tr>
            </thead>
            <tbody>
              {payment.refunds.map((refund) => (
                <tr key={refund.id}>
                  <td><PaymentTime iso={refund.created} display={display} /></td>
                  <td><Link to={stepPath('refunds', refund.id)}>{refund.id}</Link></td>
                  <td><StatusBadge status={refund.status} label={t(`refundStatus.${refund.status}`)} /></td>
                  <td data-align="end"><Money amount={refund.amount} currency={refund.currency} /></td>
                  <td>{refund.reason ?? t('notGiven')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Section>
  );
}
