import type { Environment } from 'shared-contracts';
import type { Withdrawal, WithdrawalLimit, WithdrawalRequest } from 'shared-contracts/areas/settings/settings';
import type { Currency } from 'shared-contracts/rules';
import { newId } from '../auth/secrets';
import { isoAt } from '../clock';
import type { SandboxDatabase } from '../db/connection';
import { recordWithdrawal as debitLedger, returnWithdrawal, type WithdrawalRefusal } from './ledger';

/** A withdrawal's life after it is requested (migration 19): the bank pays it, or it fails, or the bank sends it back. */
export const WITHDRAWAL_OUTCOMES = ['COMPLETED', 'FAILED', 'RETURNED'] as const;
export type WithdrawalOutcome = (typeof WITHDRAWAL_OUTCOMES)[number];

export interface WithdrawalOrder extends Omit<WithdrawalRequest, 'pin'> {
  businessId: string;
  userId: string;
  environment: Environment;
  currency: Currency;
  /** The seed's stable ids; a new one otherwise. */
  id?: string;
  /** WITHDRAWAL_LIMITS of the currency; the seed's history has none. */
  limits?: WithdrawalLimit;
}

/** "BCA ••••6789": how an entry names the business's bank account. */
export function bankAccountLabel(db: SandboxDatabase, businessId: string, bankAccountId: string): string {
  const account = db.prepare('SELECT bank_code, account_number FROM bank_accounts WHERE business_id = ? AND id = ?').get(businessId, bankAccountId) as
    | { bank_code: string; account_number: string }
    | undefined;
  return account ? `${account.bank_code} ••••${account.account_number.slice(-4)}` : bankAccountId;
}

/**
 * Requests a withdrawal: in one BEGIN IMMEDIATE transaction the ledger checks the amount against
 * the available balance and then its limits, and writes its WITHDRAWAL entry, and the withdrawal is
 * stored PENDING. Refused, nothing is written and the refusal is answered.
 */
export function requestWithdrawal(db: SandboxDatabase, order: WithdrawalOrder, now: number): Withdrawal | WithdrawalRefusal {
  return db
    .transaction((): Withdrawal | WithdrawalRefusal => {
      const id = order.id ?? newId('wd');
      const debit = debitLedger(db, {
        id, businessId: order.businessId, environment: order.environment, currency: order.currency, amount: order.amount,
        bankAccount: bankAccountLabel(db, order.businessId, order.bank_account_id), limits: order.limits,
      }, now);
      if ('refused' in debit) return debit;
      const created = isoAt(now);
      db.prepare(`INSERT INTO withdrawals (id, business_id, environment, user_id, bank_account_id, amount, currency, status, created, updated)
        VALUES (?, ?, ?, ?, ?, ?, ?, 'PENDING', ?, ?)`).run(
        id, order.businessId, order.environment, order.userId, order.bank_account_id, order.amount, order.currency, created, created,
      );
      return { id, bank_account_id: order.bank_account_id, amount: order.amount, currency: order.currency, status: 'PENDING', created };
    })
    .immediate();
}

/**
 * What became of a withdrawal: a PENDING one completes, fails or is returned; a completed one may
 * still be returned by the bank. A failed or returned one gives all it took back to available (a
 * WITHDRAWAL_RETURN entry). False when the withdrawal is unknown or cannot take that outcome.
 */
export function finishWithdrawal(db: SandboxDatabase, id: string, outcome: WithdrawalOutcome, now: number): boolean {
  return db.transaction((): boolean => {
    const status = db.prepare('SELECT status FROM withdrawals WHERE id = ?').pluck().get(id) as string | undefined;
    const allowed = status === 'PENDING' || (status === 'COMPLETED' && outcome === 'RETURNED');
    if (!allowed) return false;
    db.prepare('UPDATE withdrawals SET status = ?, updated = ? WHERE id = ?').run(outcome, isoAt(now), id);
    if (outcome !== 'COMPLETED') returnWithdrawal(db, id, now);
    return true;
  })();
}
