/**
 * The account-status vocabulary of spec 02 §4 and §3, its two named groups, and where a business
 * stands on its way to live (docs/decisions/0064-activation-status-after-submit.md).
 */
import type { GoLiveStatus } from '../../contract/entities';
import { isLive, isTierOne, isTierZero } from './live-mode';

/** Account statuses (spec 02 §4), in the spec's order. */
export const ACCOUNT_STATUSES = [
  'PENDING',
  'REGISTERED',
  'AWAITING_DOCS',
  'FORM_CONFIRMED',
  'PENDING_VERIFICATION',
  'TIER_1',
  'LIVE',
  'PENDING_LIVE',
  'SUSPENDED',
  'INVALID',
  'FAILED',
  'INSTANT_LIVE_PENDING_VERIFICATION',
  'INSTANT_LIVE_AWAITING_DOCS',
  'INSTANT_LIVE_SUSPENDED',
  'INSTANT_LIVE_SUSPENDED_CAN_WITHDRAW',
] as const satisfies readonly GoLiveStatus[];

/** The business statuses spec 02 §3 names besides them. */
export const OTHER_BUSINESS_STATUSES = ['LIVE_TESTMODE', 'INVITED'] as const satisfies readonly GoLiveStatus[];

/** Spec 02 §4 "other states": the verification's own states (kyc_verification_status and the review's). */
export const VERIFICATION_STATES = [
  'AWAITING_SIGN',
  'DATA_PROVIDED',
  'AWAITING_DATA',
  'PASSED',
  'DECLINED',
  'OPEN',
  'CLOSED',
  'REVIEWING_DOCS',
  'COMPLETING_ACTIVATION',
] as const;
export type VerificationState = (typeof VERIFICATION_STATES)[number];

/** Spec 02 §4 groups: pending-verification and awaiting-docs, each with its instant-live variant. */
export const PENDING_VERIFICATION_GROUP = ['PENDING_VERIFICATION', 'INSTANT_LIVE_PENDING_VERIFICATION'] as const satisfies readonly GoLiveStatus[];
export const AWAITING_DOCS_GROUP = ['AWAITING_DOCS', 'INSTANT_LIVE_AWAITING_DOCS'] as const satisfies readonly GoLiveStatus[];
/** Suspended or refused: not a step of activation; the merchant talks to support. */
export const SUSPENDED_STATUSES = ['SUSPENDED', 'INVALID', 'FAILED', 'INSTANT_LIVE_SUSPENDED', 'INSTANT_LIVE_SUSPENDED_CAN_WITHDRAW'] as const satisfies readonly GoLiveStatus[];

const isIn = (list: readonly GoLiveStatus[], status: GoLiveStatus): boolean => list.includes(status);

export const isPendingVerification = (status: GoLiveStatus): boolean => isIn(PENDING_VERIFICATION_GROUP, status);
export const isAwaitingDocs = (status: GoLiveStatus): boolean => isIn(AWAITING_DOCS_GROUP, status);
/** Instant activation: the business accepts payments while its verification goes on. */
export const isInstantLive = (status: GoLiveStatus): boolean => status.startsWith('INSTANT_LIVE_');

/**
 * On its way to live: from the form (awaiting docs, confirmed) through the review (pending
 * verification, pending live) to partly live (TIER_1). Neither fully live nor suspended, nor a status
 * before activation starts (PENDING, REGISTERED, INVITED, LIVE_TESTMODE).
 */
export function isActivationUnderway(status: GoLiveStatus): boolean {
  return isPendingVerification(status) || isAwaitingDocs(status) || status === 'FORM_CONFIRMED' || status === 'PENDING_LIVE' || isTierOne(status);
}

type TierBusiness = Parameters<typeof isTierZero>[0];

/**
 * Where the spec hides the activation entry (tier zero or one, spec 01 §6) while the activation is
 * still under way: submitted and in review (pending verification, pending live), or an instant-live
 * business asked for documents. The activation status entry shows here instead, so a merchant always
 * has one way to where their activation stands, never two.
 */
export function isActivationStatusOnly(business: TierBusiness): boolean {
  const status = business.go_live_status;
  return isActivationUnderway(status) && !isLive(status) && !isTierZero(business);
}
