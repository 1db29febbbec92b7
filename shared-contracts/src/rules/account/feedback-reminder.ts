/**
 * The feedback reminder (spec 02 §4, §9): the count of shown reminders is stored with when it was
 * last shown; after 6 months (of about 2592e6 ms each) it shows again and the count goes up; at 2
 * or more it is done. The clock starts when the browser first sees the user, so a new user is not
 * asked on their first day.
 */
export const FEEDBACK_MONTH_MS = 2_592_000_000;
export const FEEDBACK_REASK_MS = 6 * FEEDBACK_MONTH_MS;
export const FEEDBACK_REMINDER_DONE_AT = 2;

export interface FeedbackReminderState {
  /** Reminders shown so far (a given rating counts as done). */
  count: number;
  /** Epoch ms of the last showing, or of the first time the browser saw the user. */
  lastShownAt: number;
}

/** What a browser that has never seen the user starts from. */
export const startFeedbackReminder = (now: number): FeedbackReminderState => ({ count: 0, lastShownAt: now });

export const isFeedbackReminderDone = (state: FeedbackReminderState): boolean => state.count >= FEEDBACK_REMINDER_DONE_AT;

/** Due: not done, and at least 6 months since it was last shown. */
export function isFeedbackReminderDue(state: FeedbackReminderState, now: number): boolean {
  return !isFeedbackReminderDone(state) && now - state.lastShownAt >= FEEDBACK_REASK_MS;
}

/** The state after showing it now. */
export const feedbackReminderShown = (state: FeedbackReminderState, now: number): FeedbackReminderState => ({
  count: state.count + 1,
  lastShownAt: now,
});

/** The state after a rating was given: never asked again. */
export const feedbackReminderAnswered = (state: FeedbackReminderState): FeedbackReminderState => ({
  ...state,
  count: Math.max(state.count, FEEDBACK_REMINDER_DONE_AT),
});
