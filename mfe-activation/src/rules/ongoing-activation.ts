import type { ActivationCompanyDetail } from 'shared-contracts/areas/activation/activation';

export type OngoingState = 'notSubmitted' | 'reviewing' | 'declined' | 'live';

/** Spec 02 §4: the account status groups, as the merchant's next step. */
export function ongoingStateOf(detail: Pick<ActivationCompanyDetail, 'go_live_status' | 'kyc_verification_status'>): OngoingState {
  switch (detail.go_live_status) {
    case 'LIVE':
    case 'TIER_1':
      return 'live';
    case 'FORM_CONFIRMED':
    case 'PENDING_VERIFICATION':
    case 'INSTANT_LIVE_PENDING_VERIFICATION':
      return 'reviewing';
    default:
      return detail.kyc_verification_status === 'DECLINED' ? 'declined' : 'notSubmitted';
  }
}
