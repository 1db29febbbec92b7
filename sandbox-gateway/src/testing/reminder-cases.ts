/**
 * Reminder days the rule refuses wherever a list of them is taken (decisions 0085 and 0091: an
 * invoice's `reminder_days_before` and the business's default schedule), with the field each
 * refusal names. One list, so the invoice's tests and the schedule's test check the same rule.
 */
export const BAD_REMINDER_DAYS: readonly (readonly [unknown, string])[] = [
  [[31], 'reminder_days_before[0]'],
  [[1, -1], 'reminder_days_before[1]'],
  [[1.5], 'reminder_days_before[0]'],
  [['3'], 'reminder_days_before[0]'],
  [[0, 1, 2, 3, 4], 'reminder_days_before'],
  [[3, 3], 'reminder_days_before[1]'],
  [3, 'reminder_days_before'],
];
