import { parseDate } from '@internationalized/date';
import { EXPORT_MAX_RANGE_DAYS } from 'shared-contracts/rules';

/** A date range as ISO calendar dates ("2026-01-31"), what forms keep and the gateway gets. */
export interface IsoDateRange {
  start: string;
  end: string;
}

export type RangeProblem = 'endBeforeStart' | 'tooLong';

/**
 * The export rule (spec 02 §9): the end is not before the start, and the range counts at most
 * `maxDays` days, both ends included (92 by default).
 */
export function checkDateRange({ start, end }: IsoDateRange, maxDays = EXPORT_MAX_RANGE_DAYS): RangeProblem | null {
  const from = parseDate(start);
  const to = parseDate(end);
  if (to.compare(from) < 0) return 'endBeforeStart';
  return to.compare(from) + 1 > maxDays ? 'tooLong' : null;
}
