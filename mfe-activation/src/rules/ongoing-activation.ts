import type { ActivationCompanyDetail } from 'shared-contracts/areas/activation/activation';
import { isAwaitingDocs, isInstantLive, isPendingVerification, SUSPENDED_STATUSES } from 'shared-contracts/rules';

/**
 * Where an activation stands, as the merchant's next step (spec 02 §4's statuses and groups; issue
 * 41 §2, docs/decisions/0064):
 * - notSubmitted: nothing sent yet;
 * - reviewing: sent, the provider reviews it (the pending-verification group, a confirmed form);
 * - documentsRequested: the review sent it back asking for documents (the awaiting-docs group after a submission);
 * - declined: the review refused it; the form is open again;
 * - completing: approved, the last steps before live (pending live, the agreement, the set-up);
 * - partlyLive: TIER_1; live: LIVE; suspended: suspended, invalid or failed.
 */
export type OngoingState = 'notSubmitted' | 'reviewing' | 'documentsRequested' | 'declined' | 'completing' | 'partlyLive' | 'live' | 'suspended';

type StatusFacts = Pick<ActivationCompanyDetail, 'go_live_status' | 'kyc_verification_status'> & {
  submitted_date?: string | null;
  review?: ActivationCompanyDetail['review'];
};

export function ongoingStateOf(detail: StatusFacts): OngoingState {
  const { go_live_status: status, kyc_verification_status: kyc } = detail;
  if (status === 'LIVE') return 'live';
  if (status === 'TIER_1') return 'partlyLive';
  if ((SUSPENDED_STATUSES as readonly string[]).includes(status)) return 'suspended';
  if (kyc === 'DECLINED') return 'declined';
  if (status === 'PENDING_LIVE' || kyc === 'AWAITING_SIGN' || kyc === 'COMPLETING_ACTIVATION') return 'completing';
  if (isPendingVerification(status) || status === 'FORM_CONFIRMED') return 'reviewing';
  if (isAwaitingDocs(status) && (detail.review?.documents_request || detail.submitted_date)) return 'documentsRequested';
  return 'notSubmitted';
}

/** The form is the merchant's to fill in (or fill in again); in every other state the status page shows. */
export const formIsOpen = (state: OngoingState): boolean => state === 'notSubmitted' || state === 'documentsRequested' || state === 'declined';

/** Instant activation: payments are accepted while the verification goes on. */
export const acceptsPaymentsMeanwhile = (detail: Pick<ActivationCompanyDetail, 'go_live_status'>): boolean =>
  isInstantLive(detail.go_live_status) && !(SUSPENDED_STATUSES as readonly string[]).includes(detail.go_live_status);

export type TimelineStep = 'submitted' | 'review' | 'live';
export type StepProgress = 'done' | 'current' | 'attention' | 'upcoming';

/** The three steps of the status page's progress, each with how far it is. */
export function progressOf(state: OngoingState): readonly { step: TimelineStep; progress: StepProgress }[] {
  const steps = (submitted: StepProgress, review: StepProgress, live: StepProgress) => [
    { step: 'submitted' as const, progress: submitted },
    { step: 'review' as const, progress: review },
    { step: 'live' as const, progress: live },
  ];
  switch (state) {
    case 'notSubmitted':
      return steps('current', 'upcoming', 'upcoming');
    case 'reviewing':
      return steps('done', 'current', 'upcoming');
    case 'documentsRequested':
    case 'declined':
      return steps('done', 'attention', 'upcoming');
    case 'completing':
    case 'partlyLive':
      return steps('done', 'done', 'current');
    case 'live':
      return steps('done', 'done', 'done');
    case 'suspended':
      return steps('done', 'done', 'attention');
  }
}
