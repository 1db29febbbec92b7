import type { Environment } from 'shared-contracts';
import type { LedgerChannel, LedgerEntry, LedgerEntryType, LedgerSourceKind, LedgerStatus } from 'shared-contracts/areas/balance/balance';
import type { Currency } from 'shared-contracts/rules';

/** What a ledger entry is (migration 19, docs/money-pages.md) and the fees the ledger charges; store/ledger.ts writes them. */

/** The currencies a ledger may be in (migration 19's CHECK). */
export const LEDGER_CURRENCIES: readonly Currency[] = ['IDR', 'PHP', 'USD'];

/** Whose ledger: one per business, environment and currency. */
export interface Ledger {
  businessId: string;
  environment: Environment;
  currency: Currency;
}

/** A row of ledger_entries (migration 19). */
export interface LedgerEntryRow {
  id: string;
  business_id: string;
  environment: Environment;
  currency: Currency;
  type: LedgerEntryType;
  status: LedgerStatus;
  channel: LedgerChannel;
  amount: number;
  fee: number;
  running_balance: number;
  reference: string | null;
  description: string;
  source_kind: LedgerSourceKind;
  source_id: string;
  available_on: string | null;
  created: string;
  updated: string;
  available_at: string | null;
  held_at: string | null;
  released_at: string | null;
}

/** The card fee (docs/money-pages.md "Fees"): a share of the gross amount plus a fixed part, in minor units. */
export const CARD_FEE_RATE = 0.029;
export const CARD_FEE_FIXED_MINOR: Readonly<Record<Currency, number>> = { IDR: 2_000, PHP: 15_00, USD: 30 };
/** The sandbox's withdrawals are free; the check and the entry still add it, so a fee is one change here. */
export const WITHDRAWAL_FEE_MINOR: Readonly<Record<Currency, number>> = { IDR: 0, PHP: 0, USD: 0 };

/** The fee of a card payment of `gross` minor units: 2.9% rounded to the minor unit, plus the fixed part, never more than the payment. */
export const cardFee = (gross: number, currency: Currency): number =>
  Math.min(gross, Math.round(gross * CARD_FEE_RATE) + CARD_FEE_FIXED_MINOR[currency]);

/** The wire form of an entry (shared-contracts/areas/balance/balance `LedgerEntry`). */
/** An entry as the contract has it; `seesBalance` false (a reader of transactions only) leaves out the balance after it. */
export const toLedgerEntry = (row: LedgerEntryRow, seesBalance = true): LedgerEntry => ({
  id: row.id, type: row.type, status: row.status, channel: row.channel, currency: row.currency, amount: row.amount, fee: row.fee,
  running_balance: seesBalance ? row.running_balance : null, reference: row.reference, description: row.description,
  source: { kind: row.source_kind, id: row.source_id }, available_on: row.available_on, created: row.created, updated: row.updated,
});
