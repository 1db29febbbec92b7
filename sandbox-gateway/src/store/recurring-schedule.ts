import type { RecurringInterval } from 'shared-contracts/areas/getting-paid/recurring';
import { addDays } from './business-calendar';

/**
 * A recurring plan's calendar (issue 44, docs/decisions/0082-recurring-payments.md): its cycles fall
 * on the start date and every interval after it, in the business's calendar days. A monthly plan
 * keeps its start's day of the month; in a shorter month it falls on the month's last day (31 Jan,
 * 28 Feb, 31 Mar), never drifting.
 */

const daysInMonth = (year: number, month: number): number => new Date(Date.UTC(year, month + 1, 0)).getUTCDate();

/** The day of step `index` (0: the start date). */
export function stepDate(start: string, interval: RecurringInterval, index: number): string {
  if (interval === 'DAILY') return addDays(start, index);
  if (interval === 'WEEKLY') return addDays(start, 7 * index);
  const [year, month, day] = start.split('-').map(Number) as [number, number, number];
  const months = month - 1 + index;
  const y = year + Math.floor(months / 12);
  const m = months % 12;
  const d = Math.min(day, daysInMonth(y, m));
  return `${String(y).padStart(4, '0')}-${String(m + 1).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

/** How a plan ends: after a number of invoices, with its last cycle on or before a day, or when stopped (both null). */
export interface PlanEnd {
  total_cycles: number | null;
  end_date: string | null;
}

/** Whether step `index` is still a cycle of the plan, after `issued` invoices. */
export const isWithinPlan = (end: PlanEnd, start: string, interval: RecurringInterval, index: number, issued: number): boolean =>
  (end.total_cycles === null || issued < end.total_cycles) && (end.end_date === null || stepDate(start, interval, index) <= end.end_date);

/** The first step from `from` whose day is `today` or later: a paused plan resumes there, the cycles it missed are skipped. */
export function firstStepFrom(start: string, interval: RecurringInterval, from: number, today: string): number {
  let index = from;
  // A daily plan paused for years would loop long; a binary search is not worth it at these sizes (5 years of days).
  while (stepDate(start, interval, index) < today) index += 1;
  return index;
}
