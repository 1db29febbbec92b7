import {
  feedbackReminderAnswered,
  feedbackReminderShown,
  isFeedbackReminderDue,
  startFeedbackReminder,
  type FeedbackReminderState,
} from 'shared-contracts/rules';
import { isNumber, isRecord, readJson, writeJson } from '../platform/browser-storage';

type ByUser = Record<string, FeedbackReminderState>;

const isState = (value: unknown): value is FeedbackReminderState =>
  isRecord(value) && isNumber(value.count) && isNumber(value.lastShownAt);
const isByUser = (value: unknown): value is ByUser => isRecord(value) && Object.values(value).every(isState);

const read = (): ByUser => readJson('feedbackReminder', isByUser) ?? {};
const write = (userId: string, state: FeedbackReminderState) => writeJson('feedbackReminder', { ...read(), [userId]: state });

/**
 * Decides, once per sign-in, whether the feedback reminder shows now for this user in this browser,
 * and records it: the first visit starts the clock, a due reminder counts as shown.
 */
export function takeFeedbackReminder(userId: string, now: number): boolean {
  const state = read()[userId];
  if (!state) {
    write(userId, startFeedbackReminder(now));
    return false;
  }
  if (!isFeedbackReminderDue(state, now)) return false;
  write(userId, feedbackReminderShown(state, now));
  return true;
}

/** A rating was given: the reminder is done for this user. */
export function answerFeedbackReminder(userId: string, now: number): void {
  write(userId, feedbackReminderAnswered(read()[userId] ?? startFeedbackReminder(now)));
}
