import type { Environment } from 'shared-contracts';
import type { CardBrand, CardSource, ChargeStatus, RefundStatus } from 'shared-contracts/areas/cards/cards';
import type { CardPaymentSteps } from 'shared-contracts/areas/cards/card-payment';
import type { Currency } from 'shared-contracts/rules';
import type { SandboxDatabase } from '../db/connection';

/** A row of card_payments (migration 8): the payment, its card and each step it went through. */
export interface CardPaymentRow extends CardPaymentSteps {
  id: string;
  business_id: string;
  environment: Environment;
  external_id: string;
  created: string;
  status: ChargeStatus;
  amount: number;
  currency: Currency;
  capture_amount: number;
  description: string;
  bank_reference_number: string;
  card_brand: CardBrand;
  masked_card_number: string;
  last_four: string;
  card_bank: string;
  card_country: string;
  card_type: 'CREDIT' | 'DEBIT';
  card_expiry: string;
  card_list: 'BLOCK' | 'ALLOW' | null;
  source: CardSource;
}

export interface CardRefundRow {
  id: string;
  payment_id: string;
  amount: number;
  status: RefundStatus;
  reason: string | null;
  created: string;
  updated: string;
}

const PAYMENT_COLUMNS: ReadonlyArray<keyof CardPaymentRow> = [
  'id', 'business_id', 'environment', 'external_id', 'created', 'status', 'amount', 'currency', 'capture_amount', 'description',
  'bank_reference_number', 'card_brand', 'masked_card_number', 'last_four', 'card_bank', 'card_country', 'card_type', 'card_expiry',
  'card_list', 'source', 'token_id', 'token_type', 'authentication_id', 'authentication_status', 'authenticated_at', 'eci',
  'authorization_id', 'authorization_status', 'authorized_at', 'reversed_at', 'cvn_code', 'avs_code', 'failure_reason', 'captured_at',
  'settlement_id', 'settlement_status', 'settled_at', 'expected_settlement_at',
];

/** Writes rows with one prepared statement each (the caller holds the transaction: the seed's). */
export function insertCardPaymentRows(db: SandboxDatabase, payments: readonly CardPaymentRow[], refunds: readonly CardRefundRow[]): void {
  const payment = db.prepare(
    `INSERT INTO card_payments (${PAYMENT_COLUMNS.join(', ')}) VALUES (${PAYMENT_COLUMNS.map(() => '?').join(', ')})`,
  );
  // Positional parameters: binding 38 named ones per row costs twice as much (5,000 rows on every reset).
  for (const row of payments) payment.run(PAYMENT_COLUMNS.map((column) => row[column]));
  const refund = db.prepare('INSERT INTO card_refunds (id, payment_id, amount, status, reason, created, updated) VALUES (?, ?, ?, ?, ?, ?, ?)');
  for (const row of refunds) refund.run(row.id, row.payment_id, row.amount, row.status, row.reason, row.created, row.updated);
}
