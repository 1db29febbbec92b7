import type { LedgerEntryType, LedgerSourceKind } from 'shared-contracts/areas/balance/balance';
import type { Currency } from 'shared-contracts/rules';
import type { Environment } from 'shared-contracts';
import type { SandboxDatabase } from '../db/connection';
import { append, existing, figuresOf, inTransaction, settleDue } from './ledger';
import type { LedgerEntryRow } from './ledger-entry';

/**
 * Money sent to someone else in the ledger (decisions 0071, 0078), beside ledger.ts and through its
 * one `append`. A disbursement is a WITHDRAWAL out of available money to a third party's account,
 * and its failure or return a WITHDRAWAL_RETURN; the source id (`disb_…`) and the description
 * ("Disbursement to BCA ••••7890") say which. A payout link has types of its own (decision 0078): its
 * money is set aside as a PAYOUT when the link is made and comes back as a PAYOUT_RETURN when it is
 * voided or expires, source kind `payout`.
 */
export type MoneyOutKind = 'disbursement' | 'payout';

/** The entries each kind writes: its source kind, the debit's type and the return's. */
const ENTRIES = {
  disbursement: { source: 'withdrawal', out: 'WITHDRAWAL', back: 'WITHDRAWAL_RETURN' },
  payout: { source: 'payout', out: 'PAYOUT', back: 'PAYOUT_RETURN' },
} as const satisfies Record<MoneyOutKind, { source: LedgerSourceKind; out: LedgerEntryType; back: LedgerEntryType }>;

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
  /** A disbursement unless said. */
  kind?: MoneyOutKind;
}

export type DisbursementRefusal = { refused: 'insufficient-balance'; available: number };

/**
 * Takes the amount and its fee from available money at once, or writes nothing and refuses when
 * they are more than available. Check and entry are one BEGIN IMMEDIATE transaction (with the
 * settlement sweep first), so two disbursements at once can never take the same money.
 */
export function recordDisbursement(db: SandboxDatabase, debit: DisbursementDebit, at: number, { balanceChecked = false } = {}): LedgerEntryRow | DisbursementRefusal {
  return inTransaction(db, (): LedgerEntryRow | DisbursementRefusal => {
    const entries = ENTRIES[debit.kind ?? 'disbursement'];
    const written = existing(db, entries.source, debit.id, entries.out);
    if (written) return written;
    const ledger = { businessId: debit.businessId, environment: debit.environment, currency: debit.currency };
    // A batch's approval checks its whole total once, in the same transaction, before its rows' debits.
    if (!balanceChecked) {
      settleDue(db, at);
      const { available } = figuresOf(db, ledger);
      if (debit.amount + debit.fee > available) return { refused: 'insufficient-balance', available };
    }
    return append(db, ledger, {
      type: entries.out, status: 'AVAILABLE', channel: 'BANK_TRANSFER', amount: -(debit.amount + debit.fee), fee: debit.fee, reference: debit.id,
      description: debit.description ?? `Disbursement to ${debit.destination}`, source: { kind: entries.source, id: debit.id },
    }, at);
  });
}

/**
 * A disbursement that failed or came back, a payout link voided or expired: all it took (its fee
 * too) returns to available, once. Undefined when nothing is to return. `description` replaces the
 * default words ("Disbursement returned by …", "…: returned").
 */
export function returnDisbursement(db: SandboxDatabase, id: string, at: number, { kind = 'disbursement', description }: { kind?: MoneyOutKind; description?: string } = {}): LedgerEntryRow | undefined {
  const entries = ENTRIES[kind];
  return inTransaction(db, () => {
    const taken = existing(db, entries.source, id, entries.out);
    if (!taken || existing(db, entries.source, id, entries.back)) return undefined;
    return append(db, { businessId: taken.business_id, environment: taken.environment, currency: taken.currency }, {
      type: entries.back, status: 'AVAILABLE', channel: 'BANK_TRANSFER', amount: -taken.amount, fee: 0, reference: id,
      description: description ?? (taken.description.startsWith('Disbursement to ') ? taken.description.replace(/^Disbursement to /, 'Disbursement returned by ') : `${taken.description}: returned`),
      source: { kind: entries.source, id },
    }, at);
  });
}

/** The ledger entries a disbursement (or, with `kind`, a payout link) wrote, oldest first. */
export const disbursementEntryIds = (db: SandboxDatabase, id: string, kind: MoneyOutKind = 'disbursement'): string[] =>
  db.prepare('SELECT id FROM ledger_entries WHERE source_kind = ? AND source_id = ? ORDER BY created, id').pluck().all(ENTRIES[kind].source, id) as string[];
