import {
  REFUND_STATUSES_HOLDING,
} from 'shared-contracts/areas/cards/cards';
import {
  canCapture,
  refundAvailability,
  type CardAuthentication,
  type CardAuthorization,
  type CardDisplay,
  type CardPaymentDetail,
  type CardRefund,
  type CardSettlement,
  type CardToken,
} from 'shared-contracts/areas/cards/card-payment';
import type { SandboxDatabase } from '../db/connection';
import type { CardPaymentRow, CardRefundRow } from './card-payment-rows';
import { paymentProofOf } from './card-payment-proof';
import type { CardScope } from './card-payments';

const cardOf = (row: CardPaymentRow): CardDisplay => ({
  masked_number: row.masked_card_number,
  brand: row.card_brand,
  bank: row.card_bank,
  country: row.card_country,
  type: row.card_type,
  expiry: row.card_expiry,
  list: row.card_list,
});

const refundOf = (row: CardRefundRow, payment: CardPaymentRow): CardRefund => ({ ...row, currency: payment.currency });

/** A payment row of the scope, by one of its ids (the payment's, its token's, …). */
export function findPaymentRow(db: SandboxDatabase, scope: CardScope, column: 'id' | 'token_id' | 'authentication_id' | 'authorization_id' | 'settlement_id', id: string) {
  return db
    .prepare(`SELECT * FROM card_payments WHERE ${column} = ? AND business_id = ? AND environment = ?`)
    .get(id, scope.businessId, scope.environment) as CardPaymentRow | undefined;
}

export function refundRows(db: SandboxDatabase, paymentId: string): CardRefundRow[] {
  return db.prepare('SELECT * FROM card_refunds WHERE payment_id = ? ORDER BY created, id').all(paymentId) as CardRefundRow[];
}

/** What the refunds that hold money add up to, in the currency's cents. */
export function refundedAmount(refunds: readonly CardRefundRow[]): number {
  const cents = refunds.filter((refund) => REFUND_STATUSES_HOLDING.includes(refund.status)).reduce((sum, refund) => sum + Math.round(refund.amount * 100), 0);
  return cents / 100;
}

export function paymentDetail(db: SandboxDatabase, row: CardPaymentRow, now: number): CardPaymentDetail {
  const refunds = refundRows(db, row.id);
  const refunded = refundedAmount(refunds);
  const base = {
    id: row.id, external_id: row.external_id, created: row.created, status: row.status, amount: row.amount, currency: row.currency,
    card_brand: row.card_brand, masked_card_number: row.masked_card_number, source: row.source,
    description: row.description, bank_reference_number: row.bank_reference_number, card: cardOf(row),
    capture_amount: row.capture_amount, refunded_amount: refunded,
    token_id: row.token_id, token_type: row.token_type, tokenized_at: row.created,
    authentication_id: row.authentication_id, authentication_status: row.authentication_status, authenticated_at: row.authenticated_at, eci: row.eci,
    authorization_id: row.authorization_id, authorization_status: row.authorization_status, authorized_at: row.authorized_at,
    reversed_at: row.reversed_at, cvn_code: row.cvn_code, avs_code: row.avs_code, failure_reason: row.failure_reason,
    captured_at: row.captured_at, settlement_id: row.settlement_id, settlement_status: row.settlement_status,
    settled_at: row.settled_at, expected_settlement_at: row.expected_settlement_at,
    refunds: refunds.map((refund) => refundOf(refund, row)),
  };
  return { ...base, refund: refundAvailability(base, now), can_capture: canCapture(base), payment_proof: paymentProofOf(db, row.business_id) };
}

export const tokenOf = (row: CardPaymentRow): CardToken => ({
  id: row.token_id, payment_id: row.id, created: row.created, token_type: row.token_type, card: cardOf(row),
});

export const authenticationOf = (row: CardPaymentRow): CardAuthentication | undefined =>
  row.authentication_id && row.authentication_status && row.authenticated_at
    ? { id: row.authentication_id, payment_id: row.id, created: row.authenticated_at, status: row.authentication_status, eci: row.eci, amount: row.amount, currency: row.currency }
    : undefined;

export const authorizationOf = (row: CardPaymentRow): CardAuthorization | undefined =>
  row.authorization_id && row.authorization_status && row.authorized_at
    ? {
        id: row.authorization_id, payment_id: row.id, created: row.authorized_at, status: row.authorization_status, amount: row.amount,
        currency: row.currency, cvn_code: row.cvn_code, avs_code: row.avs_code, failure_reason: row.failure_reason, reversed_at: row.reversed_at,
      }
    : undefined;

export const settlementOf = (row: CardPaymentRow): CardSettlement | undefined =>
  row.settlement_id && row.settlement_status && row.expected_settlement_at
    ? {
        id: row.settlement_id, payment_id: row.id, status: row.settlement_status, amount: row.capture_amount, currency: row.currency,
        settled_at: row.settled_at, expected_settlement_at: row.expected_settlement_at,
      }
    : undefined;

/** A refund of the scope's payments. */
export function findRefund(db: SandboxDatabase, scope: CardScope, id: string): CardRefund | undefined {
  const refund = db.prepare('SELECT * FROM card_refunds WHERE id = ?').get(id) as CardRefundRow | undefined;
  const payment = refund && findPaymentRow(db, scope, 'id', refund.payment_id);
  return refund && payment ? refundOf(refund, payment) : undefined;
}
