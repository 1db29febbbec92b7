import { CHARGEBACK_REASONS, CHARGEBACK_STATUSES, type ChargebackReason, type ChargebackStatus } from 'shared-contracts/areas/cards/card-chargebacks';
import { isoAt } from '../clock';
import type { SandboxDatabase } from '../db/connection';
import { TOKO_KU } from './businesses';

const DAY = 24 * 60 * 60 * 1000;
/** Toko Ku's live chargebacks: three of every label (the newest, cb_tokoku_01, is OPEN). */
export const TOKO_KU_CHARGEBACKS = 3 * CHARGEBACK_STATUSES.length;
/** Days an OPEN chargeback may be answered. */
const RESPONSE_DAYS = 14;

const REASON_CODES: Record<ChargebackReason, string> = {
  FRAUD: '10.4', PRODUCT_NOT_RECEIVED: '13.1', NOT_AS_DESCRIBED: '13.3', DUPLICATE_PROCESSING: '12.6.1', CREDIT_NOT_PROCESSED: '13.6', OTHER: '13.7',
};
const ANSWERED: readonly ChargebackStatus[] = ['REVIEWING', 'SUBMITTED', 'WON', 'LOST'];

const shortName = (businessId: string) => businessId.replace(/^biz_/, '');

/**
 * Chargebacks of settled or charged payments already seeded (so the linked payment exists): Toko
 * Ku has TOKO_KU_CHARGEBACKS live ones across every label, every other business with live payments
 * two (OPEN and WON), and each business's test mode one OPEN. Ids are stable (cb_<business>_NN, test
 * mode cbt_<business>_NN); dates are relative to `now`.
 */
export function insertCardChargebacks(db: SandboxDatabase, now: number): void {
  const scopes = db.prepare('SELECT DISTINCT business_id, environment FROM card_payments ORDER BY business_id, environment').all() as { business_id: string; environment: string }[];
  const insert = db.prepare(`INSERT INTO card_chargebacks (id, business_id, environment, payment_id, created, status, reason, reason_code, amount,
    currency, respond_by, response_text, responded_at, responded_by) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  for (const { business_id: businessId, environment } of scopes) {
    const live = environment === 'PRODUCTION';
    const statuses: readonly ChargebackStatus[] = !live ? ['OPEN'] : businessId === TOKO_KU ? Array.from({ length: TOKO_KU_CHARGEBACKS }, (_, i) => CHARGEBACK_STATUSES[i % CHARGEBACK_STATUSES.length]!) : ['OPEN', 'WON'];
    const payments = db
      .prepare(`SELECT id, amount, currency, created FROM card_payments WHERE business_id = ? AND environment = ? AND status IN ('SETTLED', 'CHARGED')
        AND created < ? ORDER BY created DESC, id LIMIT ?`)
      .all(businessId, environment, isoAt(now - 2 * DAY), statuses.length * 3) as { id: string; amount: number; currency: string; created: string }[];
    statuses.forEach((status, index) => {
      const payment = payments[index * 3] ?? payments[index];
      if (!payment) return;
      const created = Math.max(Date.parse(payment.created) + DAY, now - (index * 4 + 1) * DAY);
      const reason = CHARGEBACK_REASONS[index % CHARGEBACK_REASONS.length]!;
      const answered = ANSWERED.includes(status);
      // Every fifth is a partial dispute: a part of the payment.
      const amount = index % 5 === 4 && payment.currency === 'IDR' ? Math.round(payment.amount / 2) : payment.amount;
      insert.run(
        `${live ? 'cb' : 'cbt'}_${shortName(businessId)}_${String(index + 1).padStart(2, '0')}`, businessId, environment, payment.id, isoAt(created), status,
        reason, REASON_CODES[reason], amount, payment.currency, isoAt(created + RESPONSE_DAYS * DAY),
        answered ? 'The goods were delivered on time; the signed proof of delivery is attached.' : null,
        answered ? isoAt(created + 2 * DAY) : null, answered ? 'owner@tokoku.test' : null,
      );
    });
  }
}
