/**
 * Card chargebacks (spec 02 §2 /credit_cards/chargebacks, §4 chargeback labels, §7): paths, states
 * and wire types shared by the cards remote and the sandbox gateway (issue 18).
 */
import type { Currency } from '../../rules/format';
import type { CardBrand } from './cards';

const at = (id: string) => `/api/credit_card_chargebacks/${encodeURIComponent(id)}`;

export const CHARGEBACKS_API = {
  /** GET: a page of the business's chargebacks, newest first (filter by status). */
  chargebacks: '/api/credit_card_chargebacks',
  chargeback: at,
  /** POST multipart (file_content): one evidence document for an OPEN chargeback. */
  evidence: (id: string) => `${at(id)}/evidence`,
  /** DELETE: an evidence document not submitted yet. */
  evidenceDocument: (id: string, documentId: string) => `${at(id)}/evidence/${encodeURIComponent(documentId)}`,
  /** POST: the merchant's response with its evidence; the chargeback becomes SUBMITTED. */
  response: (id: string) => `${at(id)}/response`,
} as const;

/** Spec 02 §4 "Chargeback labels", in the spec's order; OPEN needs the merchant's response. */
export const CHARGEBACK_STATUSES = ['OPEN', 'REVIEWING', 'SUBMITTED', 'WON', 'LOST', 'REFUNDED', 'CANCELLED', 'UNKNOWN'] as const;
export type ChargebackStatus = (typeof CHARGEBACK_STATUSES)[number];

/** Why the cardholder's bank disputes the payment (the networks' reason families). */
export const CHARGEBACK_REASONS = ['FRAUD', 'PRODUCT_NOT_RECEIVED', 'NOT_AS_DESCRIBED', 'DUPLICATE_PROCESSING', 'CREDIT_NOT_PROCESSED', 'OTHER'] as const;
export type ChargebackReason = (typeof CHARGEBACK_REASONS)[number];

/** The response's text: required, at most this long. */
export const CHARGEBACK_RESPONSE_MAX = 2000;
/** Evidence documents per response: at least one, at most five (each jpeg, png or pdf up to 8 MB, spec 02 §9). */
export const CHARGEBACK_EVIDENCE_MIN = 1;
export const CHARGEBACK_EVIDENCE_MAX = 5;

export interface ChargebacksQuery {
  page?: number;
  limit?: number;
  status?: ChargebackStatus;
}

export interface ChargebackSummary {
  id: string;
  created: string;
  status: ChargebackStatus;
  reason: ChargebackReason;
  amount: number;
  currency: Currency;
  /** The disputed payment. */
  payment_id: string;
  external_id: string;
  card_brand: CardBrand;
  masked_card_number: string;
  /** The last day (ISO) the merchant may answer an OPEN chargeback. */
  respond_by: string;
}

export interface ChargebacksAnswer {
  data: ChargebackSummary[];
  total_count: number;
  page: number;
  limit: number;
}

export interface ChargebackDocument {
  id: string;
  file_name: string;
  content_type: 'image/jpeg' | 'image/png' | 'application/pdf';
  size: number;
}

export interface Chargeback extends ChargebackSummary {
  /** The network's reason code, as the bank sent it. */
  reason_code: string;
  /** Evidence uploaded for the response (while OPEN: not submitted yet). */
  documents: ChargebackDocument[];
  /** The merchant's response, once submitted. */
  response: { text: string; submitted: string; submitted_by: string } | null;
}

export interface ChargebackResponseRequest {
  text: string;
  document_ids: string[];
}
