import { refundAvailability, canCapture } from 'shared-contracts/areas/cards/card-payment';
import type { CountryOfOperation } from 'shared-contracts';
import { randomBytes } from 'node:crypto';
import { isoAt } from '../clock';
import type { SandboxDatabase } from '../db/connection';
import { amountDigitsProblem } from '../http/amounts';
import { cardSettlementAt } from './business-calendar';
import type { CardPaymentRow } from './card-payment-rows';
import { refundedAmount, refundRows } from './card-payment-detail';
import { recordCardPayment, recordRefund } from './ledger';

const cents = (value: number) => Math.round(value * 100);

/** Why a refund or a capture is refused: the field it is about and a sentence for people. */
export interface Refusal {
  field: 'id' | 'amount';
  message: string;
}

/**
 * Refunds part or all of a captured charge, in one transaction (so two refunds at once cannot both
 * pass the check): never more than what is left, never a failed, uncaptured, fully refunded or
 * six-month-old charge. The sandbox's refunds succeed at once; the payment becomes REFUNDED when
 * nothing is left, and the refund's ledger entry is written in the same transaction.
 */
export function refundCharge(db: SandboxDatabase, row: CardPaymentRow, amount: number, reason: string | null, now: number): Refusal | { refundId: string } {
  return db.transaction((): Refusal | { refundId: string } => {
    const current = db.prepare('SELECT * FROM card_payments WHERE id = ?').get(row.id) as CardPaymentRow;
    const refunded = refundedAmount(refundRows(db, row.id));
    const availability = refundAvailability({ ...current, refunded_amount: refunded }, now);
    if (!availability.available) return { field: 'id', message: `cannot be refunded: ${availability.reason}` };
    const decimals = amountDigitsProblem(amount, current.currency);
    if (decimals) return { field: 'amount', message: decimals };
    if (cents(amount) > cents(availability.remaining)) return { field: 'amount', message: `must not exceed the refundable ${availability.remaining}` };
    const refundId = `rfd_${randomBytes(10).toString('hex')}`;
    const time = isoAt(now);
    db.prepare('INSERT INTO card_refunds (id, payment_id, amount, status, reason, created, updated) VALUES (?, ?, ?, ?, ?, ?, ?)').run(
      refundId, row.id, amount, 'SUCCEEDED', reason, time, time,
    );
    if (cents(amount) === cents(availability.remaining)) db.prepare("UPDATE card_payments SET status = 'REFUNDED' WHERE id = ?").run(row.id);
    recordRefund(db, { id: refundId, amount }, current, now);
    return { refundId };
  })();
}

/**
 * Captures an authorised-only payment (all of it unless told less); its settlement is then expected
 * by the ledger's rule, and its ledger entry (PENDING until then) is written in the same transaction.
 */
export function captureToken(db: SandboxDatabase, row: CardPaymentRow, amount: number | undefined, now: number): Refusal | null {
  return db.transaction((): Refusal | null => {
    const current = db.prepare('SELECT * FROM card_payments WHERE id = ?').get(row.id) as CardPaymentRow;
    if (!canCapture(current)) return { field: 'id', message: `cannot be captured: the payment is ${current.status}` };
    const captured = amount ?? current.amount;
    const decimals = amountDigitsProblem(captured, current.currency);
    if (decimals) return { field: 'amount', message: decimals };
    if (cents(captured) > cents(current.amount)) return { field: 'amount', message: `must not exceed the authorised ${current.amount}` };
    const country = db.prepare('SELECT country_of_operation FROM businesses WHERE id = ?').pluck().get(current.business_id) as CountryOfOperation;
    db.prepare(
      `UPDATE card_payments SET status = 'CHARGED', capture_amount = ?, captured_at = ?, settlement_id = ?, settlement_status = 'PENDING',
       expected_settlement_at = ? WHERE id = ?`,
    ).run(captured, isoAt(now), `stl_${current.id.slice(4)}`, cardSettlementAt(now, country), current.id);
    recordCardPayment(db, db.prepare('SELECT * FROM card_payments WHERE id = ?').get(current.id) as CardPaymentRow, now);
    return null;
  })();
}
