import { mixed, object, string, type ObjectSchema } from 'yup';
import { EXPORT_MAX_EMAILS, EXPORT_MAX_RANGE_DAYS } from '../limits';

/**
 * Spec 02 §5 "Transaction export", the form every export of transactions fills (card payments, the
 * ledger's transactions): the spec's message keys.
 */
export type ExportProblem = 'requiredField' | 'invalidStartTime' | 'pleaseAdjustDate' | 'upToFiveEmail' | 'invalidEmail';

export interface ExportValues {
  /** Calendar days, YYYY-MM-DD. */
  range: { start: string; end: string } | null;
  /** As typed: addresses separated by commas or spaces. */
  emails: string;
}

export interface ExportProblems {
  range?: ExportProblem;
  emails?: ExportProblem;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const EMAIL = /^[^\s@,]+@[^\s@,]+\.[^\s@,]+$/;

/** The typed recipients: split on commas and white space, empty pieces dropped. */
export function recipientsOf(typed: string): string[] {
  return typed.split(/[\s,]+/).filter(Boolean);
}

/** Days in a range, both ends included (1 for a single day). */
export function daysIn(start: string, end: string): number {
  return Math.round((Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / DAY_MS) + 1;
}

/**
 * What is wrong with an export (spec 02 §5): the end must not be before the start (invalidStartTime);
 * at most 92 days, both ends counted (pleaseAdjustDate); 1 to 5 recipients (upToFiveEmail), each a
 * valid address (invalidEmail).
 */
export function exportProblems({ range, emails }: ExportValues): ExportProblems {
  const problems: ExportProblems = {};
  if (!range) problems.range = 'requiredField';
  else if (range.end < range.start) problems.range = 'invalidStartTime';
  else if (daysIn(range.start, range.end) > EXPORT_MAX_RANGE_DAYS) problems.range = 'pleaseAdjustDate';
  const recipients = recipientsOf(emails);
  if (recipients.length === 0) problems.emails = 'requiredField';
  else if (recipients.length > EXPORT_MAX_EMAILS) problems.emails = 'upToFiveEmail';
  else if (!recipients.every((address) => EMAIL.test(address) && address.length <= 254)) problems.emails = 'invalidEmail';
  return problems;
}

type ExportRange = ExportValues['range'];

/**
 * The export form's yup schema (the project's form convention), the same rules as exportProblems:
 * each field's message is the spec's key (`exportErrors.*`).
 */
const rangeRule = () =>
  mixed<NonNullable<ExportRange>>()
    .nullable()
    .defined()
    .test('export-range', 'requiredField', function check(range) {
      const problem = exportProblems({ range: range ?? null, emails: '' }).range;
      return problem === undefined || this.createError({ message: problem });
    });

export const exportSchema: ObjectSchema<ExportValues> = object({
  range: rangeRule(),
  emails: string()
    .default('')
    .test('export-emails', 'requiredField', function check(emails) {
      const problem = exportProblems({ range: null, emails: emails ?? '' }).emails;
      return problem === undefined || this.createError({ message: problem });
    }),
});

/** An export that downloads only (no recipients): its range, with the same rules and keys. */
export type ExportRangeValues = Pick<ExportValues, 'range'>;
export const exportRangeSchema: ObjectSchema<ExportRangeValues> = object({ range: rangeRule() });
