import { EXPORT_MAX_RANGE_DAYS } from 'shared-contracts/rules';

/** A date range as ISO calendar dates ("2026-01-31"), what forms keep and the gateway gets. */
export interface IsoDateRange {
  start: string;
  end: string;
}

export type RangeProblem = 'endBeforeStart' | 'tooLong';

const DAY_MS = 86_400_000;

/** The calendar day an ISO date names, counted from 1970-01-01 (no time zone involved); NaN when it is not a date. */
export function dayNumber(iso: string): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!match) return Number.NaN;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  // setUTCFullYear, not Date.UTC, which reads the years 0-99 as 1900-1999: a year typed digit by digit passes through them.
  const back = new Date(0);
  back.setUTCFullYear(year, month - 1, day);
  return back.getUTCFullYear() === year && back.getUTCMonth() === month - 1 && back.getUTCDate() === day ? back.getTime() / DAY_MS : Number.NaN;
}

/**
 * The export rule (spec 02 §9): the end is not before the start, and the range counts at most
 * `maxDays` days, both ends included (92 by default). Plain date arithmetic, so the list filters
 * that check it need no calendar library.
 */
export function checkDateRange({ start, end }: IsoDateRange, maxDays = EXPORT_MAX_RANGE_DAYS): RangeProblem | null {
  const from = dayNumber(start);
  const to = dayNumber(end);
  if (to < from) return 'endBeforeStart';
  return to - from + 1 > maxDays ? 'tooLong' : null;
}
