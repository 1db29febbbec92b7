/**
 * Card transaction exports (spec 02 §2 "export transactions" modal, §5, §7, §9): the report request
 * the gateway accepts and then prepares in the background, shared by the cards remote and the sandbox.
 */
import type { CardBrand, CardSource, ChargeStatus } from './cards';

export const CARD_REPORTS_API = {
  /** POST: request a report; GET: the business's report requests, newest first. */
  chargeReportRequests: '/api/credit_card_charge_report_requests',
  download: (id: string) => `/api/credit_card_charge_report_requests/${encodeURIComponent(id)}/download`,
} as const;

export { EXPORT_ERROR_CLEAR_MS, EXPORT_MAX_EMAILS } from '../../rules/limits';

/** Calendar days (YYYY-MM-DD, UTC), both included: at most EXPORT_MAX_RANGE_DAYS of them. */
export interface CardReportRequest {
  created_from: string;
  created_to: string;
  emails: string[];
  status?: ChargeStatus;
  card_brand?: CardBrand;
  source?: CardSource;
  /**
   * The list's search ("export what I see", issue 42): a payment ID, an external ID, or the card's
   * last four digits, as the card payments list matches it (at most CARD_SEARCH_MAX characters).
   */
  search?: string;
}

export type CardReportStatus = 'PENDING' | 'COMPLETED';

export interface CardReport {
  id: string;
  created: string;
  created_from: string;
  created_to: string;
  emails: string[];
  status: CardReportStatus;
  /** 0 to 100. */
  progress: number;
  /** Payments in the report (known once it is prepared). */
  row_count: number | null;
  file_name: string;
}

export interface CardReportsAnswer {
  data: CardReport[];
}

/** The prepared report: CSV text the dashboard saves under `file_name`. */
export interface CardReportFile {
  file_name: string;
  content_type: 'text/csv';
  content: string;
}
