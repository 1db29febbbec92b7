import type { Currency } from 'shared-contracts/rules';
import type { Environment } from 'shared-contracts';
import type { SandboxDatabase } from '../db/connection';
import { append, existing, figuresOf, inTransaction, settleDue } from './ledger';
import type { LedgerEntryRow } from './ledger-entry';

/**
 * Disbursements in the ledger (decision 0071), beside ledger.ts and through its one `append`.
 * Until the balance area's contract has a type of its own for them (a change to mfe-balance's
 * labels, the balance squad's), a disbursement is a WITHDRAWAL out of available money to a third
 * party's account, and its failure or return a WITHDRAWAL_RETURN; the source id (`disb_…`) and the
 * description ("Disbursement to BCA ••••7890") say which.
 */
export interface DisbursementDebit {
  id: string;
  businessId: string;
  environment: Environment;
  currency: Currency;
  /** Minor units. */
  amount: number;
  fee: number;
  /** "BCA ••••7890". */
  destination: string;
  /** The entry's words when they are not "Disbursement to …" (a payout link). */
  description?: string;
}

export type DisbursementRefusal = { refused: 'insufficient-balance'; available: number };

/**
 * Takes the amount and its fee from available money at once, or writes nothing and refuses when
 * they are more than available. Check and entry are one BEGIN IMMEDIATE transaction (with the
 * settlement sweep first), so two disbursements at once can never take the same money.
 */
export function recordDisbursement(db: SandboxDatabase, debit: DisbursementDebit, at: number, { balanceChecked = false } = {}): LedgerEntryRow | DisbursementRefusal {
  return inTransaction(db, (): LedgerEntryRow | DisbursementRefusal => {
    const written = existing(db, 'withdrawal', debit.id, 'WITHDRAWAL');
    if (written) return written;
    const ledger = { businessId: debit.businessId, environment: debit.environment, currency: debit.currency };
    // A batch's approval checks its whole total once, in the same transaction, before its rows' debits.
    if (!balanceChecked) {
      settleDue(db, at);
      const { available } = figuresOf(db, ledger);
      if (debit.amount + debit.fee > available) return { refused: 'insufficient-balance', available };
    }
    return append(db, ledger, {
      type: 'WITHDRAWAL', status: 'AVAILABLE', channel: 'BANK_TRANSFER', amount: -(debit.amount + debit.fee), fee: debit.fee, reference: debit.id,
      description: debit.description ?? `Disbursement to ${debit.destination}`, source: { kind: 'withdrawal', id: debit.id },
    }, at);
  });
}

/** A disbursement that failed or came back: all it took (its fee too) returns to available. Undefined when nothing is to return. */
export function returnDisbursement(db: SandboxDatabase, id: string, at: number): LedgerEntryRow | undefined {
  return inTransaction(db, () => {
    const taken = existing(db, 'withdrawal', id, 'WITHDRAWAL');
    if (!taken || existing(db, 'withdrawal', id, 'WITHDRAWAL_RETURN')) return undefined;
    return append(db, { businessId: taken.business_id, environment: taken.environment, currency: taken.currency }, {
      type: 'WITHDRAWAL_RETURN', status: 'AVAILABLE', channel: 'BANK_TRANSFER', amount: -taken.amount, fee: 0, reference: id,
      description: taken.description.startsWith('Disbursement to ') ? taken.description.replace(/^Disbursement to /, 'Disbursement returned by ') : `${taken.description}: returned`,
      source: { kind: 'withdrawal', id },
    }, at);
  });
}

/** The ledger entries a disbursement wrote, oldest first. */
export const disbursementEntryIds = (db: SandboxDatabase, id: string): string[] =>
  db.prepare("SELECT id FROM ledger_entries WHERE source_kind = 'withdrawal' AND source_id = ? ORDER BY created, id").pluck().all(id) as string[];
