/**
 * The credit-card area's gateway calls (spec 02 §3, §4, §7, §8, §9): paths, vocabulary and wire
 * types, shared by the cards remote (which bundles this module at the version it was built with) and
 * the sandbox gateway. Imported as `shared-contracts/areas/cards/cards`: not the federated singleton, so
 * the squad changes it with its remote, without a shell release (docs/decisions/0015).
 */
import type { Currency } from '../../rules/format';

const at = (base: string) => (id: string) => `${base}/${encodeURIComponent(id)}`;

export const CARDS_API = {
  /** GET: a page of card payments; the transport cancels an earlier request for the same path. */
  payments: '/api/credit_card_payments',
  payment: at('/api/credit_card_payment'),
  token: at('/api/credit_card_token'),
  authentication: at('/api/credit_card_authentication'),
  authorization: at('/api/credit_card_authorization'),
  settlement: at('/api/credit_card_settlements'),
  refund: at('/api/credit_card_refund'),
  /** POST: refund part or all of a charge. */
  chargeRefunds: (chargeId: string) => `/api/credit_card_charges/${encodeURIComponent(chargeId)}/refunds`,
  /** POST: capture an authorised-only token. */
  captureToken: at('/api/capture_credit_card_token'),
} as const;

// Spec 02 §3 "Credit-card vocabulary".
export const CARD_BRANDS = ['VISA', 'MASTERCARD', 'AMEX', 'DISCOVER', 'JCB', 'VISA-ELECTRON', 'DANKORT', 'MAESTRO', 'GPN', 'BCA', 'UNKNOWN'] as const;
export type CardBrand = (typeof CARD_BRANDS)[number];
/** Spec 02 §3: brand logos exist for these only; the others show the brand's name. */
export const BRANDS_WITH_LOGO = ['VISA', 'MASTERCARD'] as const satisfies readonly CardBrand[];
export type BrandWithLogo = (typeof BRANDS_WITH_LOGO)[number];
export const hasBrandLogo = (brand: CardBrand): brand is BrandWithLogo => (BRANDS_WITH_LOGO as readonly string[]).includes(brand);

export const CARD_SOURCES = ['API_GATEWAY', 'DASHBOARD', 'SDK', 'XENDIT_JS', 'INVOICE', 'SECURE_ACCEPTANCE', 'VIRTUAL_TERMINAL', 'OFF_RAILS'] as const;
export type CardSource = (typeof CARD_SOURCES)[number];

export const TOKEN_TYPES = ['singleUse', 'multiUse', 'externalToken', 'PAN'] as const;
export type TokenType = (typeof TOKEN_TYPES)[number];

// Spec 02 §4 "Credit-card states".
export const CHARGE_STATUSES = ['CHARGED', 'PENDING', 'SETTLING', 'SETTLED', 'FAILED', 'REFUNDED'] as const;
export type ChargeStatus = (typeof CHARGE_STATUSES)[number];
export const SETTLEMENT_STATUSES = ['SETTLED', 'PENDING'] as const;
export type SettlementStatus = (typeof SETTLEMENT_STATUSES)[number];
export const AUTHENTICATION_STATUSES = [
  'USED', 'VERIFIED', 'FAILED', 'PENDING', 'ENROLLED', 'CARD_ENROLLED', 'CARD_NOT_ENROLLED', 'ENROLLMENT_CHECK_FAILED', 'CYBERSOURCE_ERROR',
] as const;
export type AuthenticationStatus = (typeof AUTHENTICATION_STATUSES)[number];
export const AUTHORIZATION_STATUSES = ['SUCCEEDED', 'FAILED', 'REVERSED'] as const;
export type AuthorizationStatus = (typeof AUTHORIZATION_STATUSES)[number];
export const REFUND_STATUSES = ['SUCCEEDED', 'REQUESTED', 'FAILED', 'PENDING', 'CYBERSOURCE_ERROR', 'PROCESSOR_ERROR'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];
/** Refunds that hold part of the charge: a failed one gives its amount back to what may be refunded. */
export const REFUND_STATUSES_HOLDING: readonly RefundStatus[] = ['SUCCEEDED', 'REQUESTED', 'PENDING'];

// Spec 02 §8 "Card declines and refunds".
export const DECLINE_REASONS = [
  'EXPIRED_CARD', 'STOLEN_CARD', 'INACTIVE_CARD', 'INVALID_CVN', 'CARD_DECLINED', 'BIN_BLOCK', '3DS_REQUIRED', 'CVN_REQUIRED',
  'INSUFFICIENT_BALANCE', 'FRAUD_GUARD_BLOCKED',
] as const;
export type DeclineReason = (typeof DECLINE_REASONS)[number];
export const ECI_CODES = ['00', '01', '02', '05', '06', '07'] as const;
export type EciCode = (typeof ECI_CODES)[number];
export const CVN_CODES = ['D', 'I', 'M', 'N', 'P', 'S', 'U', 'X', '1', '2', '3'] as const;
export type CvnCode = (typeof CVN_CODES)[number];
export const AVS_CODES = ['Y', 'X', 'W', 'Z', 'A', 'G', 'N', 'R', 'U'] as const;
export type AvsCode = (typeof AVS_CODES)[number];

/** Spec 02 §9: settlements happen at this time of their day (UTC). */
export const SETTLEMENT_TIME_SUFFIX = 'T07:00:01.000Z';

export const CARD_PAYMENT_SORTS = ['created_desc', 'created_asc'] as const;
export type CardPaymentSort = (typeof CARD_PAYMENT_SORTS)[number];
/** Largest page the gateway answers (the dashboard asks for CARD_LIST_PAGE_SIZE). */
export const CARD_LIST_MAX_LIMIT = 100;
/** Longest search text: an id, an external id or four digits. */
export const CARD_SEARCH_MAX = 64;

/** GET /api/credit_card_payments. Dates are calendar days (YYYY-MM-DD, UTC), both included. */
export interface CardPaymentsQuery {
  page?: number;
  limit?: number;
  status?: ChargeStatus;
  card_brand?: CardBrand;
  source?: CardSource;
  created_from?: string;
  created_to?: string;
  /** A payment id, an external id, or the card's last four digits (exact). */
  search?: string;
  sort?: CardPaymentSort;
}

export interface CardPaymentSummary {
  id: string;
  external_id: string;
  created: string;
  status: ChargeStatus;
  amount: number;
  currency: Currency;
  card_brand: CardBrand;
  masked_card_number: string;
  source: CardSource;
}

export interface CardPaymentsAnswer {
  data: CardPaymentSummary[];
  total_count: number;
  page: number;
  limit: number;
}

/** POST /api/credit_card_charges/{id}/refunds: the amount in the charge's currency (no decimals for IDR). */
export interface RefundChargeRequest {
  amount: number;
  reason?: string;
}
/** Longest refund reason. */
export const REFUND_REASON_MAX = 255;

/** POST /api/capture_credit_card_token/{id}: all of the authorised amount unless told less. */
export interface CaptureTokenRequest {
  amount?: number;
}
