/**
 * Card promotions (spec 02 §2 /credit_cards/promotions, §3 "promotions and installments", §4
 * promotion states, §7 /api/promotions): paths, rules and wire types shared by the cards remote and
 * the sandbox gateway (issue 18).
 */
import type { Currency } from '../../rules/format';

export const PROMOTIONS_API = {
  /** GET: the business's promotions (filter by status); POST: create one. */
  promotions: '/api/promotions',
  /** PUT: edit one; PATCH { status: 'PAUSED' | 'ACTIVE' }: pause or resume it. */
  promotion: (id: string) => `/api/promotions/${encodeURIComponent(id)}`,
} as const;

/** Spec 02 §4 "Promotion". INACTIVE: not started yet; EXPIRED: ended; PAUSED: stopped by the merchant. */
export const PROMOTION_STATUSES = ['ACTIVE', 'INACTIVE', 'EXPIRED', 'PAUSED'] as const;
export type PromotionStatus = (typeof PROMOTION_STATUSES)[number];

/** A discount on the amount, or the payment spread over monthly installments. */
export const PROMOTION_TYPES = ['DISCOUNT', 'INSTALLMENT'] as const;
export type PromotionType = (typeof PROMOTION_TYPES)[number];
export const INSTALLMENT_TERMS = [3, 6, 12, 24] as const;
export type InstallmentTerm = (typeof INSTALLMENT_TERMS)[number];

export const PROMOTION_NAME_MAX = 100;
export const PROMOTION_BIN_RANGES_MAX = 20;
/** A BIN is the card number's first 6 to 8 digits. */
export const BIN_PATTERN = /^\d{6,8}$/;

/** Cards whose BIN is from `from` to `to` (same length, from ≤ to). */
export interface BinRange {
  from: string;
  to: string;
}

export interface PromotionInput {
  name: string;
  type: PromotionType;
  /** DISCOUNT only: 0.01 to 100 percent. */
  discount_percent: number | null;
  /** INSTALLMENT only. */
  installment_months: InstallmentTerm | null;
  bin_ranges: BinRange[];
  /** Calendar days (YYYY-MM-DD), both included. */
  start_date: string;
  end_date: string;
}

export interface Promotion extends PromotionInput {
  id: string;
  status: PromotionStatus;
  currency: Currency;
  created: string;
  updated: string;
}

export interface PromotionsAnswer {
  data: Promotion[];
}

export interface PromotionStatusChange {
  status: 'PAUSED' | 'ACTIVE';
}

/** What is wrong with one BIN range (the remote's form and the gateway both check it). */
export type BinRangeProblem = 'binFormat' | 'binLengths' | 'binOrder';

export function binRangeProblem({ from, to }: BinRange): BinRangeProblem | null {
  if (!BIN_PATTERN.test(from) || !BIN_PATTERN.test(to)) return 'binFormat';
  if (from.length !== to.length) return 'binLengths';
  if (from > to) return 'binOrder';
  return null;
}

/** A promotion's state on a calendar day (YYYY-MM-DD): ended, paused, not started yet, or running. */
export function promotionStatusOn(promotion: Pick<PromotionInput, 'start_date' | 'end_date'> & { paused: boolean }, today: string): PromotionStatus {
  if (promotion.end_date < today) return 'EXPIRED';
  if (promotion.paused) return 'PAUSED';
  if (promotion.start_date > today) return 'INACTIVE';
  return 'ACTIVE';
}

/** Pausing stops a running or coming promotion; resuming restarts a paused one; an ended one stays as it is. */
export const canPause = (status: PromotionStatus): boolean => status === 'ACTIVE' || status === 'INACTIVE';
export const canResume = (status: PromotionStatus): boolean => status === 'PAUSED';
export const canEditPromotion = (status: PromotionStatus): boolean => status !== 'EXPIRED';
