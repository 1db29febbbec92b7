import { object, string } from 'yup';

const DAY_MS = 86_400_000;

/** Today as an ISO calendar date in `timeZone` (none: the browser's), the day a due date may start from. */
export function isoToday(timeZone: string | undefined, now = new Date()): string {
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(now);
  const part = (type: string) => parts.find((candidate) => candidate.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** The ISO calendar date `days` after `iso`. */
export function isoDaysAfter(iso: string, days: number): string {
  return new Date(Date.parse(`${iso}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/**
 * What the shared invoice schema leaves to the form: a due date from `first` (today) to `last`
 * (INVOICE_DUE_DAYS_MAX ahead), as the gateway checks it (decision 0069). ISO dates compare as text.
 */
export const dueDateSchema = (first: string, last: string) =>
  object({
    due_date: string()
      .optional()
      .test('notBeforeToday', 'dueDateBeforeToday', (value) => !value || value >= first)
      .test('notTooFar', 'dueDateTooFar', (value) => !value || value <= last),
  });
