import { useTranslation } from 'react-i18next';
import type { CardPaymentDetail } from 'shared-contracts/areas/cards/card-payment';
import { hasBrandLogo } from 'shared-contracts/areas/cards/cards';
import { KeyValueList, Money, StatusBadge, type KeyValueItem } from 'shared-ui/data';
import { CardBrandMark } from '../shared/CardBrandMark';
import { CodeValue } from '../shared/CodeValue';
import { DeclineValue } from '../shared/DeclineValue';
import { PaymentTime } from '../shared/PaymentTime';
import { Section } from '../shared/Section';
import type { Display } from '../shared/use-display';

/** The payment's amounts, source, token type and, for a declined payment, why (spec 02 §3, §8). */
export function PaymentFacts({ payment, display }: { payment: CardPaymentDetail; display: Display }) {
  const { t } = useTranslation('cards');
  const money = (amount: number) => <Money amount={amount} currency={payment.currency} />;
  const items: KeyValueItem[] = [
    { key: 'status', term: t('payment.fields.status'), value: <StatusBadge status={payment.status} label={t(`chargeStatus.${payment.status}`)} /> },
    { key: 'amount', term: t('payment.fields.amount'), value: money(payment.amount) },
    { key: 'captured', term: t('payment.fields.captured'), value: money(payment.capture_amount) },
    { key: 'refunded', term: t('payment.fields.refunded'), value: money(payment.refunded_amount) },
    { key: 'id', term: t('payment.fields.id'), value: <span className="mdp-cards-number">{payment.id}</span> },
    { key: 'externalId', term: t('payment.fields.externalId'), value: <span className="mdp-cards-number">{payment.external_id}</span> },
    { key: 'created', term: t('payment.fields.created'), value: <PaymentTime iso={payment.created} display={display} /> },
    { key: 'source', term: t('payment.fields.source'), value: t(`source.${payment.source}`) },
    { key: 'tokenType', term: t('payment.fields.tokenType'), value: t(`tokenType.${payment.token_type}`) },
    { key: 'description', term: t('payment.fields.description'), value: payment.description },
    { key: 'bankReference', term: t('payment.fields.bankReference'), value: <span className="mdp-cards-number">{payment.bank_reference_number}</span> },
  ];
  if (payment.failure_reason) {
    items.push({ key: 'decline', term: t('payment.fields.declineReason'), value: <DeclineValue reason={payment.failure_reason} /> });
  }
  return (
    <Section title={t('payment.sections.payment')}>
      <KeyValueList items={items} />
    </Section>
  );
}

/** The card: masked number, bank, country, type, expiry, brand (a logo for VISA and MASTERCARD), lists. */
export function CardFacts({ payment }: { payment: CardPaymentDetail }) {
  const { t } = useTranslation('cards');
  const { card } = payment;
  const items: KeyValueItem[] = [
    {
      key: 'brand',
      term: t('payment.card.brand'),
      value: (
        <span className="mdp-cards-decline">
          <CardBrandMark brand={card.brand} />
          {hasBrandLogo(card.brand) ? <span aria-hidden="true">{card.brand}</span> : null}
        </span>
      ),
    },
    { key: 'number', term: t('payment.card.number'), value: <span className="mdp-cards-number">{card.masked_number}</span> },
    { key: 'bank', term: t('payment.card.bank'), value: card.bank },
    { key: 'country', term: t('payment.card.country'), value: card.country },
    { key: 'type', term: t('payment.card.type'), value: t(`payment.card.${card.type}`) },
    { key: 'expiry', term: t('payment.card.expiry'), value: card.expiry },
    {
      key: 'list',
      term: t('payment.card.list'),
      value: card.list ? <StatusBadge status={card.list} tone={card.list === 'BLOCK' ? 'danger' : 'success'} label={t(`payment.card.${card.list}`)} /> : t('payment.card.none'),
    },
  ];
  return (
    <Section title={t('payment.sections.card')}>
      <KeyValueList items={items} />
    </Section>
  );
}

/** ECI, CVN and AVS results as their messages (spec 02 §8). */
export function ResultCodes({ payment }: { payment: CardPaymentDetail }) {
  const { t } = useTranslation('cards');
  return (
    <Section title={t('payment.sections.codes')}>
      <KeyValueList
        items={[
          { key: 'eci', term: t('payment.codes.eci'), value: <CodeValue kind="eci" code={payment.eci} /> },
          { key: 'cvn', term: t('payment.codes.cvn'), value: <CodeValue kind="cvn" code={payment.cvn_code} /> },
          { key: 'avs', term: t('payment.codes.avs'), value: <CodeValue kind="avs" code={payment.avs_code} /> },
        ]}
      />
    </Section>
  );
}
