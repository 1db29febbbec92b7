import { ongoingStateOf } from './ongoing-activation';

test.each([
  ['AWAITING_DOCS', 'AWAITING_DATA', 'notSubmitted'],
  ['AWAITING_DOCS', 'DECLINED', 'declined'],
  ['FORM_CONFIRMED', 'DATA_PROVIDED', 'reviewing'],
  ['PENDING_VERIFICATION', 'DATA_PROVIDED', 'reviewing'],
  ['INSTANT_LIVE_PENDING_VERIFICATION', 'DATA_PROVIDED', 'reviewing'],
  ['LIVE', 'PASSED', 'live'],
  ['TIER_1', 'PASSED', 'live'],
] as const)('%s with kyc %s is %s', (goLive, kyc, state) => {
  expect(ongoingStateOf({ go_live_status: goLive, kyc_verification_status: kyc })).toBe(state);
});
