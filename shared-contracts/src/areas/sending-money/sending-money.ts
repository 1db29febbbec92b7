/**
 * Sending money's gateway calls (issue 45, docs/decisions/0071-sending-money.md): the disbursement
 * channels, the account-holder name check, and single disbursements with their list and detail.
 * Shared by the sending-money remote and the sandbox gateway; imported as
 * `shared-contracts/areas/sending-money/sending-money`.
 *
 * Amounts on this wire are integers in the currency's **minor units** (IDR has none), as the ledger's.
 */
import type { Currency } from '../../rules/format';

/** The money units of the ledger (minor on the wire) and its page, where a disbursement's debit is shown. */
export { toMajor, toMinor, BALANCE_API } from '../balance/balance';

export const SENDING_MONEY_API = {
  /** GET: the channels (banks and e-wallets) money may be sent to, with their limits and fee (spec 02 §7). */
  channels: '/api/disbursement_channels',
  /** POST (AccountNameCheck): does the account exist, and does its holder's name match? */
  nameCheck: '/api/disbursements/account-name-checks',
  /** GET (DisbursementsQuery): a page of disbursements, newest first. POST (NewDisbursement): send one. */
  disbursements: '/api/disbursements',
  /** POST (DisbursementExportRequest): the list's filters over a date range as a CSV file (DisbursementExportAnswer). */
  exports: '/api/disbursements/exports',
  /** GET: one disbursement with its timeline. */
  disbursement: (id: string) => `/api/disbursements/${encodeURIComponent(id)}`,
  /** GET (BatchesQuery): a page of batches, newest first. POST (multipart, file_content: the CSV): a batch waiting for approval, or every bad row. */
  batches: '/api/batch-disbursements',
  /** GET: one batch with its first rows. */
  batch: (id: string) => `/api/batch-disbursements/${encodeURIComponent(id)}`,
  /** POST (BatchApproval): a checker (can_approve, not the maker) approves with their PIN: every row is paid. */
  approveBatch: (id: string) => `/api/batch-disbursements/${encodeURIComponent(id)}/approve`,
  /** POST: a checker rejects: nothing is paid. */
  rejectBatch: (id: string) => `/api/batch-disbursements/${encodeURIComponent(id)}/reject`,
} as const;

export const CHANNEL_CATEGORIES = ['BANK', 'EWALLET'] as const;
export type ChannelCategory = (typeof CHANNEL_CATEGORIES)[number];

export interface DisbursementChannel {
  /** The bank's or e-wallet's code (BCA, OVO…). */
  code: string;
  name: string;
  category: ChannelCategory;
  currency: Currency;
  /** Minor units: the smallest and largest amount of one disbursement, and its flat fee. */
  min_amount: number;
  max_amount: number;
  fee: number;
}

export interface DisbursementChannelsAnswer {
  data: DisbursementChannel[];
}

/** The sandbox's answer for a seeded account: found (the names match), mismatch (another name), not found. */
export const NAME_CHECK_RESULTS = ['FOUND', 'MISMATCH', 'NOT_FOUND'] as const;
export type NameCheckResult = (typeof NAME_CHECK_RESULTS)[number];

export interface AccountNameCheck {
  channel_code: string;
  account_number: string;
  account_holder_name: string;
}

export interface AccountNameCheckAnswer {
  result: NameCheckResult;
  /** The name the bank holds, when the account exists. */
  account_holder_name: string | null;
}

/** A disbursement's life (decision 0071): PENDING, then COMPLETED or FAILED (with a reason); a completed one may be RETURNED by the bank. */
export const DISBURSEMENT_STATUSES = ['PENDING', 'COMPLETED', 'FAILED', 'RETURNED'] as const;
export type DisbursementStatus = (typeof DISBURSEMENT_STATUSES)[number];

/** Why a disbursement failed or came back. */
export const DISBURSEMENT_FAILURE_CODES = ['INVALID_DESTINATION', 'RECIPIENT_ACCOUNT_CLOSED', 'REJECTED_BY_BANK', 'RETURNED_BY_BANK'] as const;
export type DisbursementFailureCode = (typeof DISBURSEMENT_FAILURE_CODES)[number];

/** Limits of the form and the wire (decision 0071). */
export const DISBURSEMENT_DESCRIPTION_MAX = 100;
export const ACCOUNT_HOLDER_NAME_MAX = 100;
export const IDEMPOTENCY_KEY_MAX = 100;
/** Spec 01 §3: the lists show ten at a time. */
export const DISBURSEMENTS_PAGE_SIZE = 10;
export const DISBURSEMENTS_LIMIT_MAX = 100;
/** The list's search: at most this many characters. */
export const DISBURSEMENT_SEARCH_MAX = 64;

export interface NewDisbursement {
  channel_code: string;
  account_number: string;
  account_holder_name: string;
  /** Minor units. */
  amount: number;
  description: string;
  /** The same key sends once: a repeated request answers the first one's disbursement. */
  idempotency_key: string;
  /** The user's withdrawal PIN, six digits: it authorises the money leaving (decision 0075). */
  pin: string;
}

export interface Disbursement {
  id: string;
  channel_code: string;
  channel_category: ChannelCategory;
  account_number: string;
  account_holder_name: string;
  amount: number;
  fee: number;
  currency: Currency;
  description: string;
  status: DisbursementStatus;
  failure_code: DisbursementFailureCode | null;
  created: string;
  updated: string;
}

export type DisbursementEvent = 'created' | 'completed' | 'failed' | 'returned';

export interface DisbursementDetail extends Disbursement {
  /** Who sent it. */
  created_by: string;
  timeline: { event: DisbursementEvent; at: string }[];
  /** The ledger entries it wrote (the debit, and the money given back when it failed or came back). */
  ledger_entry_ids: string[];
}

export interface DisbursementsQuery {
  status?: DisbursementStatus;
  channel_code?: string;
  /** Calendar days of the business's time zone, both included (YYYY-MM-DD); either alone, or both. */
  created_from?: string;
  created_to?: string;
  /** A disbursement's id, or the start of the recipient's name in any case (at most DISBURSEMENT_SEARCH_MAX characters). */
  search?: string;
  after?: string;
  limit?: number;
}

export interface DisbursementsAnswer {
  docs: Disbursement[];
  has_next: boolean;
  next_cursor: string | null;
}

/** The most disbursements one export holds: a range with more is refused (choose fewer days). */
export const DISBURSEMENT_EXPORT_MAX = 10_000;

/** POST /api/disbursements/exports: the list's filters and a date range of at most 92 days (EXPORT_MAX_RANGE_DAYS), the business's days. */
export interface DisbursementExportRequest {
  created_from: string;
  created_to: string;
  status?: DisbursementStatus;
  channel_code?: string;
  search?: string;
}

export interface DisbursementExportAnswer {
  row_count: number;
  file_name: string;
  content_type: 'text/csv';
  content: string;
}

/** A batch's life (decision 0071): made by a maker, NEEDS_APPROVAL; a checker rejects it (REJECTED) or approves it, and its rows are paid (COMPLETED). */
export const BATCH_STATUSES = ['NEEDS_APPROVAL', 'REJECTED', 'COMPLETED'] as const;
export type BatchStatus = (typeof BATCH_STATUSES)[number];
/** The rows a batch's detail shows; the rest are counted. */
export const BATCH_ROWS_SHOWN = 100;

/** A checker's approval: their withdrawal PIN authorises the batch's money leaving (decision 0075). */
export interface BatchApproval {
  pin: string;
}

/** The batch list's paging: the other lists' cursor, ten a page (spec 01 §3, decision 0075). */
export interface BatchesQuery {
  status?: BatchStatus;
  after?: string;
  limit?: number;
}

export interface DisbursementBatch {
  id: string;
  file_name: string;
  status: BatchStatus;
  currency: Currency;
  row_count: number;
  /** Minor units: the rows' amounts, and their fees. */
  total: number;
  fees: number;
  created: string;
  /** The maker: their id (a maker may not decide their own batch) and name. */
  created_by_id: string;
  created_by: string;
  decided_by: string | null;
  decided_at: string | null;
  /** Of its rows once paid: how many completed and how many failed. */
  completed_count: number;
  failed_count: number;
}

export interface BatchRowView {
  line: number;
  reference: string;
  channel_code: string;
  account_number: string;
  account_holder_name: string;
  amount: number;
  fee: number;
  description: string;
  /** Once approved: the row's disbursement and its status. */
  disbursement_id: string | null;
  status: DisbursementStatus | null;
}

export interface DisbursementBatchDetail extends DisbursementBatch {
  rows: BatchRowView[];
}

export interface DisbursementBatchesAnswer {
  docs: DisbursementBatch[];
  has_next: boolean;
  next_cursor: string | null;
}
