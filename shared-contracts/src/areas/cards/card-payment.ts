/**
 * One card payment and the steps it went through (spec 02 §3, §4, §8), and the refund and capture
 * rules both the cards remote and the sandbox gateway apply: one source, imported by both.
 */
import type {
  AuthenticationStatus,
  AuthorizationStatus,
  AvsCode,
  CardBrand,
  CardPaymentSummary,
  CvnCode,
  DeclineReason,
  EciCode,
  RefundStatus,
  SettlementStatus,
  TokenType,
} from './cards';
import type { Currency } from '../../rules/format';

/** Spec 02 §3 "Card display". */
export interface CardDisplay {
  masked_number: string;
  brand: CardBrand;
  bank: string;
  /** ISO 3166 alpha-2. */
  country: string;
  type: 'CREDIT' | 'DEBIT';
  /** MM/YY. */
  expiry: string;
  /** Whether the card is in the business's block list or allow list. */
  list: 'BLOCK' | 'ALLOW' | null;
}

export interface CardRefund {
  id: string;
  payment_id: string;
  amount: number;
  currency: Currency;
  status: RefundStatus;
  reason: string | null;
  created: string;
  updated: string;
}

export type RefundUnavailableReason = 'fullyRefunded' | 'failedCharge' | 'sixMonthsExceeded' | 'notCaptured';

export type RefundAvailability = { available: true; remaining: number } | { available: false; reason: RefundUnavailableReason };

/**
 * The steps a card payment went through, as the gateway keeps and sends them: its token, the 3-D
 * Secure authentication, the authorization and its card checks, the capture and the settlement.
 */
export interface CardPaymentSteps {
  token_id: string;
  token_type: TokenType;
  authentication_id: string | null;
  authentication_status: AuthenticationStatus | null;
  authenticated_at: string | null;
  eci: EciCode | null;
  authorization_id: string | null;
  authorization_status: AuthorizationStatus | null;
  authorized_at: string | null;
  reversed_at: string | null;
  cvn_code: CvnCode | null;
  avs_code: AvsCode | null;
  failure_reason: DeclineReason | null;
  captured_at: string | null;
  settlement_id: string | null;
  settlement_status: SettlementStatus | null;
  settled_at: string | null;
  expected_settlement_at: string | null;
}

export interface CardPaymentDetail extends CardPaymentSummary, CardPaymentSteps {
  description: string;
  bank_reference_number: string;
  card: CardDisplay;
  capture_amount: number;
  /** What the refunds that hold money (succeeded, requested, pending) add up to. */
  refunded_amount: number;
  tokenized_at: string;
  refunds: CardRefund[];
  refund: RefundAvailability;
  /** An authorised-only payment whose token may still be captured. */
  can_capture: boolean;
  /** The receipt's parties (issue 17, slice 5); optional because a gateway before it does not send them. */
  payment_proof?: PaymentProofParties;
}

/**
 * What the payment proof (spec 02 §3) needs beyond the payment and the session's business: who
 * processed the payment and where the business is paid. The beneficiary's account number is masked.
 */
export interface PaymentProofParties {
  formal_processor_holder_name: string;
  business_address: string | null;
  beneficiary_account_name: string | null;
  beneficiary_bank_name: string | null;
  beneficiary_bank_account_number: string | null;
  entity_campaign_link: string | null;
}

export interface CardToken {
  id: string;
  payment_id: string;
  created: string;
  token_type: TokenType;
  card: CardDisplay;
}

export interface CardAuthentication {
  id: string;
  payment_id: string;
  created: string;
  status: AuthenticationStatus;
  eci: EciCode | null;
  amount: number;
  currency: Currency;
}

export interface CardAuthorization {
  id: string;
  payment_id: string;
  created: string;
  status: AuthorizationStatus;
  amount: number;
  currency: Currency;
  cvn_code: CvnCode | null;
  avs_code: AvsCode | null;
  failure_reason: DeclineReason | null;
  reversed_at: string | null;
}

export interface CardSettlement {
  id: string;
  payment_id: string;
  status: SettlementStatus;
  amount: number;
  currency: Currency;
  settled_at: string | null;
  expected_settlement_at: string;
}

/** Refunds are possible for six months after the payment (spec 02 §8). */
export const REFUND_PERIOD_MONTHS = 6;

/** The moment a payment's refund period ends: the same day and time six calendar months later. */
export function refundPeriodEnd(created: string): number {
  const end = new Date(created);
  const day = end.getUTCDate();
  end.setUTCMonth(end.getUTCMonth() + REFUND_PERIOD_MONTHS, 1);
  // A day the later month does not have (31 August + 6 months) ends on that month's last day.
  const lastDay = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() + 1, 0)).getUTCDate();
  end.setUTCDate(Math.min(day, lastDay));
  return end.getTime();
}

const cents = (value: number) => Math.round(value * 100);

/**
 * Whether a payment can be refunded now and how much is left (spec 02 §8's notes: fully refunded,
 * failed charge, six-month period exceeded; and a payment not captured yet is captured, not refunded).
 */
export function refundAvailability(
  payment: Pick<CardPaymentDetail, 'status' | 'created' | 'capture_amount' | 'refunded_amount'>,
  now: number,
): RefundAvailability {
  if (payment.status === 'FAILED') return { available: false, reason: 'failedCharge' };
  if (payment.status === 'REFUNDED' || (payment.capture_amount > 0 && cents(payment.refunded_amount) >= cents(payment.capture_amount))) {
    return { available: false, reason: 'fullyRefunded' };
  }
  if (payment.capture_amount <= 0) return { available: false, reason: 'notCaptured' };
  if (now > refundPeriodEnd(payment.created)) return { available: false, reason: 'sixMonthsExceeded' };
  return { available: true, remaining: (cents(payment.capture_amount) - cents(payment.refunded_amount)) / 100 };
}

/** An authorised-only payment (authorization succeeded, nothing captured) may be captured. */
export function canCapture(payment: Pick<CardPaymentDetail, 'status' | 'authorization_status' | 'captured_at'>): boolean {
  return payment.status === 'PENDING' && payment.authorization_status === 'SUCCEEDED' && payment.captured_at === null;
}
