import { FEEDBACK_REASK_MS } from 'shared-contracts/rules';
import { answerFeedbackReminder, takeFeedbackReminder } from './feedback-reminder-storage';

const T0 = Date.parse('2026-01-05T09:00:00Z');
const DAY = 86_400_000;

beforeEach(() => localStorage.clear());

describe('the feedback reminder in this browser, over time (spec 02 §4)', () => {
  // Each row: the days after the first sign-in at which the user signs in again, and whether it shows.
  it.each<[string, Array<[number, boolean]>]>([
    ['a new user is not asked on the first day', [[0, false]]],
    ['nor a week later', [[0, false], [7, false]]],
    ['asked at 6 months, once', [[0, false], [180, true], [180, false], [200, false]]],
    ['asked again 6 months after that, then done', [[0, false], [180, true], [360, true], [540, false], [900, false]]],
    ['a long absence asks once, not twice', [[0, false], [800, true], [801, false]]],
  ])('%s', (_name, visits) => {
    for (const [day, shows] of visits) expect([day, takeFeedbackReminder('usr_1', T0 + day * DAY)]).toEqual([day, shows]);
  });

  it('a rating ends it at once', () => {
    takeFeedbackReminder('usr_1', T0);
    expect(takeFeedbackReminder('usr_1', T0 + FEEDBACK_REASK_MS)).toBe(true);
    answerFeedbackReminder('usr_1', T0 + FEEDBACK_REASK_MS);
    expect(takeFeedbackReminder('usr_1', T0 + 3 * FEEDBACK_REASK_MS)).toBe(false);
  });

  it('each user of the browser has their own', () => {
    takeFeedbackReminder('usr_1', T0);
    expect(takeFeedbackReminder('usr_2', T0 + FEEDBACK_REASK_MS)).toBe(false);
    expect(takeFeedbackReminder('usr_1', T0 + FEEDBACK_REASK_MS)).toBe(true);
  });

  it('a damaged record starts again instead of failing', () => {
    localStorage.setItem('mdp.feedbackReminder', '{"usr_1":{"count":"x"}}');
    expect(takeFeedbackReminder('usr_1', T0)).toBe(false);
    expect(takeFeedbackReminder('usr_1', T0 + FEEDBACK_REASK_MS)).toBe(true);
  });
});
