import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { Money, StatusBadge, type KeyValueItem } from 'shared-ui/data';
import type { PaymentStepKind, PaymentSteps } from '../../api/get-payment-step';
import { CardBrandMark } from '../shared/CardBrandMark';
import { CodeValue } from '../shared/CodeValue';
import { DeclineValue } from '../shared/DeclineValue';
import { PaymentTime } from '../shared/PaymentTime';
import type { Display } from '../shared/use-display';

type Facts<K extends PaymentStepKind> = (step: PaymentSteps[K], t: TFunction, display: Display) => KeyValueItem[];

const item = (key: string, term: string, value: ReactNode): KeyValueItem => ({ key, term, value });
const time = (iso: string | null, display: Display, t: TFunction) => (iso ? <PaymentTime iso={iso} display={display} /> : t('notGiven'));
const badge = (status: string, label: string) => <StatusBadge status={status} label={label} />;

/** What each step's page shows (spec 02 §2: settlements, tokenizations, authentications, authorizations, refunds). */
export const STEP_FACTS: { [K in PaymentStepKind]: Facts<K> } = {
  tokenizations: (step, t, display) => [
    item('created', t('step.fields.created'), time(step.created, display, t)),
    item('tokenType', t('step.fields.tokenType'), t(`tokenType.${step.token_type}`)),
    item('card', t('step.fields.card'), (
      <span className="mdp-cards-decline">
        <CardBrandMark brand={step.card.brand} />
        <span className="mdp-cards-number">{step.card.masked_number}</span>
      </span>
    )),
  ],
  authentications: (step, t, display) => [
    item('status', t('step.fields.status'), badge(step.status, t(`authenticationStatus.${step.status}`))),
    item('created', t('step.fields.created'), time(step.created, display, t)),
    item('amount', t('step.fields.amount'), <Money amount={step.amount} currency={step.currency} />),
    item('eci', t('step.fields.eci'), <CodeValue kind="eci" code={step.eci} />),
  ],
  authorizations: (step, t, display) => [
    item('status', t('step.fields.status'), badge(step.status, t(`authorizationStatus.${step.status}`))),
    item('created', t('step.fields.created'), time(step.created, display, t)),
    item('amount', t('step.fields.amount'), <Money amount={step.amount} currency={step.currency} />),
    item('cvn', t('step.fields.cvn'), <CodeValue kind="cvn" code={step.cvn_code} />),
    item('avs', t('step.fields.avs'), <CodeValue kind="avs" code={step.avs_code} />),
    ...(step.failure_reason ? [item('decline', t('step.fields.declineReason'), <DeclineValue reason={step.failure_reason} />)] : []),
    ...(step.reversed_at ? [item('reversed', t('step.fields.reversed'), time(step.reversed_at, display, t))] : []),
  ],
  settlements: (step, t, display) => [
    item('status', t('step.fields.status'), badge(step.status, t(`settlementStatus.${step.status}`))),
    item('amount', t('step.fields.amount'), <Money amount={step.amount} currency={step.currency} />),
    item('expected', t('step.fields.expected'), time(step.expected_settlement_at, display, t)),
    item('settled', t('step.fields.settled'), time(step.settled_at, display, t)),
  ],
  refunds: (step, t, display) => [
    item('status', t('step.fields.status'), badge(step.status, t(`refundStatus.${step.status}`))),
    item('amount', t('step.fields.amount'), <Money amount={step.amount} currency={step.currency} />),
    item('created', t('step.fields.created'), time(step.created, display, t)),
    item('updated', t('step.fields.updated'), time(step.updated, display, t)),
    item('reason', t('step.fields.reason'), step.reason ?? t('notGiven')),
  ],
};

export const STEP_TITLE_KEYS: Record<PaymentStepKind, string> = {
  tokenizations: 'step.tokenization',
  authentications: 'step.authentication',
  authorizations: 'step.authorization',
  settlements: 'step.settlement',
  refunds: 'step.refund',
};

/** The facts of one step; the kind picks which of STEP_FACTS reads it. */
export function stepFacts<K extends PaymentStepKind>(kind: K, step: PaymentSteps[K], t: TFunction, display: Display): KeyValueItem[] {
  return (STEP_FACTS[kind] as Facts<K>)(step, t, display);
}
