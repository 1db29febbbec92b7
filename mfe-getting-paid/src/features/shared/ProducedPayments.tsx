import { useTranslation } from 'react-i18next';
import type { ProducedPayment } from 'shared-contracts/areas/getting-paid/getting-paid';
import { RouteLink, useHostApi } from 'shared-contracts/react';
import type { Currency } from 'shared-contracts/rules';
import { useDisplay } from './use-display';

/**
 * The payments an invoice or link produced, each linked by route key to its ledger entry (the
 * balance remote's transaction) and its card payment (the cards remote's): a link shows only where
 * the user may open it and a remote serves it.
 */
export function ProducedPayments({ payments, currency }: { payments: readonly ProducedPayment[]; currency: Currency }) {
  const { t } = useTranslation('getting-paid');
  const display = useDisplay(useHostApi());
  if (payments.length === 0) return <p>{t('detail.noPayment')}</p>;
  return (
    <ul className="mdp-gp-payments">
      {payments.map((payment) => (
        <li key={payment.ledger_entry_id}>
          <span>
            {t('detail.paidLine', { amount: display.money(payment.amount, currency), time: display.time(payment.paid_at) })}
            {payment.payer_email ? ` · ${payment.payer_email}` : ''}
          </span>
          <span className="mdp-gp-actions">
            <RouteLink route="balance.transaction" params={{ id: payment.ledger_entry_id }}>
              {t('detail.ledgerEntry')}
            </RouteLink>
            <RouteLink route="cards.payment" params={{ id: payment.card_payment_id }}>
              {t('detail.cardPayment')}
            </RouteLink>
          </span>
        </li>
      ))}
    </ul>
  );
}
