import type { CardPaymentDetail } from 'shared-contracts/areas/cards/card-payment';
import type { PaymentStepKind } from '../api/get-payment-step';

/** Spec 02 §4 "Transaction timeline events". */
export type TimelineEventKind =
  | 'tokenization' | 'authentication' | 'authorization' | 'authorizationReversal' | 'capture' | 'refund' | 'settlement' | 'expectedSettlement';

export interface PaymentTimelineEvent {
  key: string;
  kind: TimelineEventKind;
  time: string;
  /** The step's own status, where it has one (a translation key and the raw status for the badge). */
  status?: { key: string; value: string };
  amount?: number;
  /** The step's page, where it has one. */
  link?: { kind: PaymentStepKind; id: string };
}

/**
 * What happened to a payment, oldest first: tokenization, authentication, authorization (and its
 * reversal), capture, each refund, and the settlement, or the expected settlement while it is pending
 * (settlement times carry the T07:00:01.000Z suffix, spec 02 §9).
 */
export function paymentTimeline(payment: CardPaymentDetail): PaymentTimelineEvent[] {
  const events: PaymentTimelineEvent[] = [
    { key: 'tokenization', kind: 'tokenization', time: payment.tokenized_at, link: { kind: 'tokenizations', id: payment.token_id } },
  ];
  if (payment.authentication_id && payment.authenticated_at && payment.authentication_status) {
    events.push({
      key: 'authentication', kind: 'authentication', time: payment.authenticated_at,
      status: { key: `authenticationStatus.${payment.authentication_status}`, value: payment.authentication_status },
      link: { kind: 'authentications', id: payment.authentication_id },
    });
  }
  if (payment.authorization_id && payment.authorized_at && payment.authorization_status) {
    // A reversed authorization had succeeded first; the reversal is its own event.
    const shown = payment.authorization_status === 'REVERSED' ? 'SUCCEEDED' : payment.authorization_status;
    events.push({
      key: 'authorization', kind: 'authorization', time: payment.authorized_at, status: { key: `authorizationStatus.${shown}`, value: shown },
      link: { kind: 'authorizations', id: payment.authorization_id },
    });
    if (payment.reversed_at) {
      events.push({ key: 'authorizationReversal', kind: 'authorizationReversal', time: payment.reversed_at, link: { kind: 'authorizations', id: payment.authorization_id } });
    }
  }
  if (payment.captured_at) events.push({ key: 'capture', kind: 'capture', time: payment.captured_at, amount: payment.capture_amount });
  for (const refund of payment.refunds) {
    events.push({
      key: `refund-${refund.id}`, kind: 'refund', time: refund.created, amount: refund.amount,
      status: { key: `refundStatus.${refund.status}`, value: refund.status }, link: { kind: 'refunds', id: refund.id },
    });
  }
  if (payment.settlement_id && payment.settled_at) {
    events.push({ key: 'settlement', kind: 'settlement', time: payment.settled_at, link: { kind: 'settlements', id: payment.settlement_id } });
  } else if (payment.settlement_id && payment.expected_settlement_at) {
    events.push({ key: 'expectedSettlement', kind: 'expectedSettlement', time: payment.expected_settlement_at, link: { kind: 'settlements', id: payment.settlement_id } });
  }
  return events.sort((a, b) => a.time.localeCompare(b.time));
}
