/**
 * The money pages' gateway calls (issue 40, docs/money-pages.md): the ledger every money movement
 * writes, the balance figures made from it, the transactions list, its detail and its export. Shared
 * by the balance remote (which bundles this module at the version it was built with) and the sandbox
 * gateway. Imported as `shared-contracts/areas/balance/balance`: not the federated singleton, so the
 * squad changes it with its remote, without a shell release (docs/decisions/0015).
 *
 * Amounts on this wire are integers in the currency's **minor units** (IDR has none: 1 = Rp 1; PHP and
 * USD: cents), never floats; `toMajor`/`toMinor` convert for display and entry.
 */
import type { CountryCode } from '../../contract/entities';
import type { Currency } from '../../rules/format';
import { amountDecimals } from '../../rules/limits';

export const BALANCE_API = {
  /** GET: the three figures of each of the environment's ledgers (one per currency), with the next settlements. */
  balances: '/api/balances',
  /** GET (BalanceHistoryQuery): the end-of-day figures of one currency over the last 7, 30 or 90 days. */
  history: '/api/balances/history',
  /** GET (TransactionsQuery): a page of ledger entries, newest first; a newer request cancels the previous one. */
  transactions: '/api/transactions',
  /** GET: one entry with its source and timeline. */
  transaction: (id: string) => `/api/transactions/${encodeURIComponent(id)}`,
  /** POST (TransactionExportRequest): the filtered entries as CSV, or emailed when there are many. */
  exports: '/api/transactions/exports',
} as const;

/** What happened (docs/money-pages.md "Types and their sign"). */
export const LEDGER_ENTRY_TYPES = [
  'PAYMENT',
  'REFUND',
  'CHARGEBACK',
  'CHARGEBACK_REVERSAL',
  'WITHDRAWAL',
  'WITHDRAWAL_RETURN',
  /** A payout link's amount and fee, set aside when the link is made (decision 0078). */
  'PAYOUT',
  /** A voided or expired payout link's money, back in available. */
  'PAYOUT_RETURN',
  'FEE',
  'ADJUSTMENT',
] as const;
export type LedgerEntryType = (typeof LEDGER_ENTRY_TYPES)[number];

/**
 * An entry's state: PENDING counts in pending (on its way), AVAILABLE in available, ON_HOLD (a
 * dispute's debit) in on hold — and in available too, which is net of what is on hold.
 */
export const LEDGER_STATUSES = ['PENDING', 'AVAILABLE', 'ON_HOLD'] as const;
export type LedgerStatus = (typeof LEDGER_STATUSES)[number];

/** How the money moved. */
export const LEDGER_CHANNELS = ['CARDS', 'BANK_TRANSFER', 'EWALLET', 'RETAIL_OUTLET', 'QR_CODE', 'OTHER'] as const;
export type LedgerChannel = (typeof LEDGER_CHANNELS)[number];

/** The record that caused an entry (a FEE's is the billing statement it charges; a PAYOUT's its payout link). */
export const LEDGER_SOURCE_KINDS = ['card_payment', 'refund', 'chargeback', 'withdrawal', 'payout', 'billing_statement', 'adjustment'] as const;
export type LedgerSourceKind = (typeof LEDGER_SOURCE_KINDS)[number];

export interface LedgerSource {
  kind: LedgerSourceKind;
  id: string;
}

/** One ledger entry. `amount` is signed and net of `fee` (both minor units). */
export interface LedgerEntry {
  /** `ldg_…` */
  id: string;
  type: LedgerEntryType;
  status: LedgerStatus;
  channel: LedgerChannel;
  currency: Currency;
  amount: number;
  fee: number;
  /**
   * The ledger's sum (every entry's amount, in created-then-id order) after this entry; null for a
   * reader of transactions who may not see the balance (the `operation` permission alone).
   */
  running_balance: number | null;
  /** The merchant's or the provider's reference (an external id, a bank reference), if any. */
  reference: string | null;
  /** A short text of what it was ("Card payment 4242", "Withdrawal to BCA ••••1234"). */
  description: string;
  source: LedgerSource;
  /** When a PENDING entry becomes available (its expected settlement), ISO 8601 UTC; null otherwise. */
  available_on: string | null;
  created: string;
  updated: string;
}

export interface LedgerTimelineEvent {
  /** created; available (settled); held (a dispute opened); released (a dispute ended). */
  event: 'created' | 'available' | 'held' | 'released';
  at: string;
}

/**
 * Spec 02 §3's payment proof of a bank transfer (issue 41; decision 0081): the parties an entry and
 * the session's business do not hold. Account numbers are masked as the rest of the dashboard masks
 * them (only the last 4 digits leave the gateway). `amount` is what reached the beneficiary, in minor
 * units of the entry's currency, positive.
 */
export interface BankTransferProof {
  formal_processor_holder_name: string;
  business_address: string | null;
  /** The withdrawal's or disbursement's id: the proof's external id. */
  external_id: string;
  amount: number;
  description: string;
  source_bank_name: string;
  source_account_number: string;
  /** Digits only; with the external id it names the file (spec 02 §9). */
  bank_reference_number: string;
  beneficiary_account_name: string;
  beneficiary_bank_name: string;
  beneficiary_bank_account_number: string;
  entity_campaign_link: string | null;
}

/** GET /api/transactions/{id}. */
export interface LedgerEntryDetail extends LedgerEntry {
  timeline: LedgerTimelineEvent[];
  /**
   * A money-out bank transfer's (a withdrawal's, a bank disbursement's) payment proof; null for any
   * other entry. Optional: a gateway before issue 41 does not send it.
   */
  payment_proof?: BankTransferProof | null;
}

/** A day and the amount that becomes available on it. */
export interface Settlement {
  /** YYYY-MM-DD. */
  date: string;
  amount: number;
}

/** The three figures of one ledger; there is deliberately no total (docs/money-pages.md "The three figures"). */
export interface CurrencyBalance {
  currency: Currency;
  available: number;
  pending: number;
  /** Disputed money, as a positive amount. */
  on_hold: number;
  /** The next NEXT_SETTLEMENTS days with money becoming available, soonest first. */
  next_settlements: Settlement[];
}
export const NEXT_SETTLEMENTS = 5;

/** GET /api/balances: one row per currency the business has a ledger in, its own currency first. */
export interface BalancesAnswer {
  data: CurrencyBalance[];
}

/**
 * The business's time zone, by its country: the calendar days of the list's date filters, of the next
 * settlements and of the history's points are this zone's days (Indonesia's business zone is WIB).
 */
export const BUSINESS_TIME_ZONES: Readonly<Record<CountryCode, string>> = { ID: 'Asia/Jakarta', PH: 'Asia/Manila', SG: 'Asia/Singapore' };

export const BALANCE_HISTORY_DAYS = [7, 30, 90] as const;
export type BalanceHistoryDays = (typeof BALANCE_HISTORY_DAYS)[number];

export interface BalanceHistoryQuery {
  currency: Currency;
  days: BalanceHistoryDays;
}

/** A day's end figures (in the business's time zone). */
export interface BalancePoint {
  date: string;
  available: number;
  pending: number;
  on_hold: number;
}

export interface BalanceHistoryAnswer {
  currency: Currency;
  data: BalancePoint[];
}

/** Bounds of the list's query. */
export const TRANSACTIONS_LIMIT_MIN = 10;
export const TRANSACTIONS_LIMIT_MAX = 100;
export const TRANSACTIONS_LIMIT_DEFAULT = 25;
export const TRANSACTION_SEARCH_MIN = 3;
export const TRANSACTION_SEARCH_MAX = 64;
/** Rows an export downloads at once; more are prepared in the background and emailed. */
export const TRANSACTION_EXPORT_DIRECT_MAX = 10_000;

/**
 * The list's filters, as the address bar and the query string carry them. Lists are comma-separated
 * (`type=PAYMENT,REFUND`); dates are calendar days (YYYY-MM-DD) of the business's time zone, both
 * included; amounts are absolute, in minor units.
 */
export interface TransactionFilters {
  /** Default: the business's own currency. */
  currency?: Currency;
  type?: string;
  status?: string;
  channel?: string;
  created_from?: string;
  created_to?: string;
  amount_min?: number;
  amount_max?: number;
  /** An entry id, a source id or a reference (exact), TRANSACTION_SEARCH_MIN to _MAX characters. */
  search?: string;
}

export interface TransactionsQuery extends TransactionFilters {
  /** The `next_cursor` of the page before; opaque. */
  after?: string;
  limit?: number;
}

export interface TransactionsAnswer {
  data: LedgerEntry[];
  /** Pass as `after` for the next page; null on the last page. */
  next_cursor: string | null;
  limit: number;
}

/** POST /api/transactions/exports: the list's filters (a date range of at most 92 days is required). */
export interface TransactionExportRequest extends TransactionFilters {
  created_from: string;
  created_to: string;
  /** Required when the export holds more than TRANSACTION_EXPORT_DIRECT_MAX rows (at most 5). */
  emails?: string[];
}

export type TransactionExportAnswer =
  | { delivery: 'DOWNLOAD'; row_count: number; file_name: string; content_type: 'text/csv'; content: string }
  | { delivery: 'EMAIL'; row_count: number; emails: string[] };

/** Minor units → the currency's major units (for display). */
export const toMajor = (minor: number, currency: Currency): number => minor / 10 ** amountDecimals(currency);
/** Major units (as entered) → minor units, rounded to the currency's digits. */
export const toMinor = (major: number, currency: Currency): number => Math.round(major * 10 ** amountDecimals(currency));
