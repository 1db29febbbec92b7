import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Chargeback } from 'shared-contracts/areas/cards/card-chargebacks';
import { KeyValueList, Money, type KeyValueItem } from 'shared-ui/data';
import { daysToRespond } from '../../rules/chargebacks';
import { CardBrandMark } from '../shared/CardBrandMark';
import { PaymentTime } from '../shared/PaymentTime';
import { Section } from '../shared/Section';
import { paymentPath } from '../shared/step-path';
import type { Display } from '../shared/use-display';
import { ChargebackStatusBadge } from './ChargebackStatusBadge';

/** The chargeback: its label, amount, reason, dates and the disputed payment (a link to it). */
export function ChargebackFacts({ chargeback, display }: { chargeback: Chargeback; display: Display }) {
  const { t } = useTranslation('cards');
  const items: KeyValueItem[] = [
    { key: 'status', term: t('chargeback.fields.status'), value: <ChargebackStatusBadge status={chargeback.status} /> },
    { key: 'amount', term: t('chargeback.fields.amount'), value: <Money amount={chargeback.amount} currency={chargeback.currency} /> },
    { key: 'reason', term: t('chargeback.fields.reason'), value: `${t(`chargebackReason.${chargeback.reason}`)} (${chargeback.reason_code})` },
    { key: 'created', term: t('chargeback.fields.created'), value: <PaymentTime iso={chargeback.created} display={display} /> },
  ];
  if (chargeback.status === 'OPEN') {
    const days = daysToRespond(chargeback.respond_by, Date.now());
    items.push({
      key: 'respondBy',
      term: t('chargeback.fields.respondBy'),
      value: (
        <span>
          <PaymentTime iso={chargeback.respond_by} display={display} /> ({days < 0 ? t('chargeback.overdue') : t('chargeback.daysLeft', { count: days })})
        </span>
      ),
    });
  }
  items.push(
    {
      key: 'payment',
      term: t('chargeback.fields.payment'),
      value: (
        <Link to={paymentPath(chargeback.payment_id)} aria-label={t('chargeback.openPayment', { externalId: chargeback.external_id })}>
          {chargeback.external_id}
        </Link>
      ),
    },
    {
      key: 'card',
      term: t('chargeback.fields.card'),
      value: (
        <span className="mdp-cards-card">
          <CardBrandMark brand={chargeback.card_brand} />
          <span>{chargeback.masked_card_number}</span>
        </span>
      ),
    },
  );
  return (
    <Section title={t('chargeback.sections.chargeback')}>
      <KeyValueList items={items} />
    </Section>
  );
}
