import { formIsOpen, ongoingStateOf, progressOf } from './ongoing-activation';

const REVIEW = { review_days: 3, expected_by: '2026-03-05', documents_request: null };
const ASKED = { ...REVIEW, documents_request: { note: 'A clearer NIB', requested_at: '2026-03-04T08:00:00Z' } };

test.each([
  ['AWAITING_DOCS', 'AWAITING_DATA', null, null, 'notSubmitted'],
  ['AWAITING_DOCS', 'AWAITING_DATA', '2026-03-02T09:00:00Z', ASKED, 'documentsRequested'],
  ['INSTANT_LIVE_AWAITING_DOCS', 'AWAITING_DATA', '2026-03-02T09:00:00Z', ASKED, 'documentsRequested'],
  ['AWAITING_DOCS', 'DECLINED', '2026-03-02T09:00:00Z', REVIEW, 'declined'],
  ['FORM_CONFIRMED', 'DATA_PROVIDED', '2026-03-02T09:00:00Z', REVIEW, 'reviewing'],
  ['PENDING_VERIFICATION', 'DATA_PROVIDED', '2026-03-02T09:00:00Z', REVIEW, 'reviewing'],
  ['PENDING_VERIFICATION', 'OPEN', '2026-03-02T09:00:00Z', REVIEW, 'reviewing'],
  ['INSTANT_LIVE_PENDING_VERIFICATION', 'REVIEWING_DOCS', '2026-03-02T09:00:00Z', REVIEW, 'reviewing'],
  ['PENDING_LIVE', 'PASSED', '2026-03-02T09:00:00Z', REVIEW, 'completing'],
  ['PENDING_VERIFICATION', 'AWAITING_SIGN', '2026-03-02T09:00:00Z', REVIEW, 'completing'],
  ['PENDING_VERIFICATION', 'COMPLETING_ACTIVATION', '2026-03-02T09:00:00Z', REVIEW, 'completing'],
  ['TIER_1', 'PASSED', '2026-03-02T09:00:00Z', REVIEW, 'partlyLive'],
  ['LIVE', 'PASSED', '2026-03-02T09:00:00Z', REVIEW, 'live'],
  ['LIVE', 'CLOSED', null, null, 'live'],
  ['SUSPENDED', 'PASSED', null, null, 'suspended'],
  ['INSTANT_LIVE_SUSPENDED_CAN_WITHDRAW', 'DATA_PROVIDED', null, null, 'suspended'],
  ['INVALID', 'DECLINED', null, null, 'suspended'],
] as const)('%s with kyc %s (submitted %s) is %s', (goLive, kyc, submitted, review, state) => {
  expect(ongoingStateOf({ go_live_status: goLive, kyc_verification_status: kyc, submitted_date: submitted, review })).toBe(state);
});

test('the form is open before a submission and when the review sends it back, never while it is reviewed', () => {
  expect(['notSubmitted', 'documentsRequested', 'declined'].every((state) => formIsOpen(state as never))).toBe(true);
  expect(['reviewing', 'completing', 'partlyLive', 'live', 'suspended'].some((state) => formIsOpen(state as never))).toBe(false);
});

test('the progress marks what is done, what is going on and what needs the merchant', () => {
  expect(progressOf('reviewing').map((s) => s.progress)).toEqual(['done', 'current', 'upcoming']);
  expect(progressOf('documentsRequested').map((s) => s.progress)).toEqual(['done', 'attention', 'upcoming']);
  expect(progressOf('live').map((s) => s.progress)).toEqual(['done', 'done', 'done']);
});
