import {
  FEEDBACK_MONTH_MS,
  FEEDBACK_REASK_MS,
  feedbackReminderAnswered,
  feedbackReminderShown,
  isFeedbackReminderDone,
  isFeedbackReminderDue,
  startFeedbackReminder,
  type FeedbackReminderState,
} from './feedback-reminder';

const T0 = Date.parse('2026-01-01T00:00:00Z');
const DAY = 86_400_000;

describe('feedback reminder: when it is shown (spec 02 §4, §9)', () => {
  it.each<[string, FeedbackReminderState, number, boolean]>([
    ['first seen today', { count: 0, lastShownAt: T0 }, T0, false],
    ['first seen 5 months ago', { count: 0, lastShownAt: T0 }, T0 + 5 * FEEDBACK_MONTH_MS, false],
    ['first seen one ms short of 6 months ago', { count: 0, lastShownAt: T0 }, T0 + FEEDBACK_REASK_MS - 1, false],
    ['first seen exactly 6 months ago', { count: 0, lastShownAt: T0 }, T0 + FEEDBACK_REASK_MS, true],
    ['first seen 400 days ago', { count: 0, lastShownAt: T0 }, T0 + 400 * DAY, true],
    ['shown once, 1 month ago', { count: 1, lastShownAt: T0 }, T0 + FEEDBACK_MONTH_MS, false],
    ['shown once, 6 months ago', { count: 1, lastShownAt: T0 }, T0 + FEEDBACK_REASK_MS, true],
    ['shown twice: done', { count: 2, lastShownAt: T0 }, T0 + 10 * FEEDBACK_REASK_MS, false],
    ['shown three times: done', { count: 3, lastShownAt: T0 }, T0 + 10 * FEEDBACK_REASK_MS, false],
    ['a clock set back', { count: 0, lastShownAt: T0 }, T0 - FEEDBACK_REASK_MS, false],
  ])('%s → due %s', (_name, state, now, due) => {
    expect(isFeedbackReminderDue(state, now)).toBe(due);
  });

  it('counts each showing and is done at 2', () => {
    let state = startFeedbackReminder(T0);
    expect(isFeedbackReminderDone(state)).toBe(false);
    state = feedbackReminderShown(state, T0 + FEEDBACK_REASK_MS);
    expect(state).toEqual({ count: 1, lastShownAt: T0 + FEEDBACK_REASK_MS });
    expect(isFeedbackReminderDue(state, T0 + FEEDBACK_REASK_MS + DAY)).toBe(false);
    state = feedbackReminderShown(state, T0 + 2 * FEEDBACK_REASK_MS);
    expect(isFeedbackReminderDone(state)).toBe(true);
    expect(isFeedbackReminderDue(state, T0 + 5 * FEEDBACK_REASK_MS)).toBe(false);
  });

  it('a given rating ends it at once', () => {
    const answered = feedbackReminderAnswered({ count: 1, lastShownAt: T0 });
    expect(isFeedbackReminderDone(answered)).toBe(true);
    expect(isFeedbackReminderDue(answered, T0 + 3 * FEEDBACK_REASK_MS)).toBe(false);
  });
});
