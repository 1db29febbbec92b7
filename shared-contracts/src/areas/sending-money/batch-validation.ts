/**
 * A batch disbursement file's rows checked one by one (issue 45, decision 0071): every error with
 * its line, and the rows only when there is none — nothing of a file is sent unless all of it is right.
 */
import type { Currency } from '../../rules/format';
import { amountDecimals } from '../../rules/limits';
import {
  BATCH_COLUMNS,
  BATCH_FILE_BYTES_MAX,
  BATCH_REFERENCE_PATTERN,
  BATCH_ROWS_MAX,
  decodeBatchFile,
  parseCsv,
  type BatchColumn,
  type BatchFileProblem,
  type BatchRowError,
  type CsvRecord,
} from './batch-csv';
import { ACCOUNT_HOLDER_NAME_MAX, DISBURSEMENT_DESCRIPTION_MAX, type ChannelCategory } from './sending-money';
import { ACCOUNT_NUMBER_PATTERN, HOLDER_NAME_PATTERN } from './sending-money-rules';

/** What a row's channel must be: one of the business's, with its terms (minor units). */
export interface BatchChannel {
  code: string;
  category: ChannelCategory;
  min_amount: number;
  max_amount: number;
  fee: number;
}

export interface BatchRow {
  line: number;
  reference: string;
  channel_code: string;
  account_number: string;
  account_holder_name: string;
  /** Minor units. */
  amount: number;
  fee: number;
  description: string;
}

export type BatchCheck =
  | { status: 'valid'; rows: BatchRow[]; total: number; fees: number }
  | { status: 'invalid'; fileProblem: BatchFileProblem | null; errors: BatchRowError[]; rowCount: number };

/** A major-units amount as written ("150000", "1500.50") in minor units, or undefined: digits, at most the currency's decimals, no separators. */
export function minorOfText(text: string, currency: Currency): number | undefined {
  const decimals = amountDecimals(currency);
  const match = (decimals === 0 ? /^(\d{1,15})$/ : /^(\d{1,13})(?:\.(\d{1,2}))?$/).exec(text);
  if (!match) return undefined;
  return Number(match[1]) * 10 ** decimals + Number((match[2] ?? '').padEnd(decimals, '0') || 0);
}

type Fields = Record<BatchColumn, string>;

/** A field's problem, or null: each check applies where the ones before it have not already named the field. */
type FieldCheck = (fields: Fields, channel: BatchChannel | undefined, amount: number | undefined) => BatchRowError['problem'] | null;

const FIELD_CHECKS: ReadonlyArray<[BatchColumn, FieldCheck]> = [
  ['reference', (fields) => (BATCH_REFERENCE_PATTERN.test(fields.reference) ? null : 'referenceInvalid')],
  ['channel_code', (_fields, channel) => (channel ? null : 'channelUnknown')],
  ['account_number', (fields, channel) => (!channel || ACCOUNT_NUMBER_PATTERN[channel.category].test(fields.account_number) ? null : 'accountNumberInvalid')],
  ['account_holder_name', (fields) => (fields.account_holder_name.length > ACCOUNT_HOLDER_NAME_MAX ? 'tooLong' : HOLDER_NAME_PATTERN.test(fields.account_holder_name) ? null : 'holderNameInvalid')],
  ['amount', (_fields, channel, amount) => (amount === undefined ? 'amountInvalid' : !channel ? null : amount < channel.min_amount ? 'belowMin' : amount > channel.max_amount ? 'aboveMax' : null)],
  ['description', (fields) => (fields.description.length > DISBURSEMENT_DESCRIPTION_MAX ? 'tooLong' : null)],
];

/** A row's problems, one per field at most: an empty field is only empty. */
function rowErrors(fields: Fields, channel: BatchChannel | undefined, amount: number | undefined, line: number): BatchRowError[] {
  return FIELD_CHECKS.flatMap(([column, check]) => {
    const problem = fields[column] === '' ? 'requiredField' : check(fields, channel, amount);
    return problem ? [{ line, column, problem }] : [];
  });
}

/** Errors in the file's order: by line, then by column (a whole row's first). */
const byPlace = (a: BatchRowError, b: BatchRowError): number =>
  a.line - b.line || (a.column ? BATCH_COLUMNS.indexOf(a.column) : -1) - (b.column ? BATCH_COLUMNS.indexOf(b.column) : -1);

const invalidFile = (fileProblem: BatchFileProblem, rowCount = 0): BatchCheck => ({ status: 'invalid', fileProblem, errors: [], rowCount });

/** How many rows are checked between two progress reports of `checkBatchFileInSteps` (decision 0075). */
export const BATCH_PROGRESS_EVERY = 500;

/**
 * The rows checked one by one, pausing (a yield of how many are done) every `every` rows: one loop for
 * the gateway's check at once and the page's check in steps.
 */
function* recordChecks(
  records: readonly CsvRecord[],
  parseErrors: readonly BatchRowError[],
  channels: readonly BatchChannel[],
  currency: Currency,
  every: number,
): Generator<number, BatchCheck, void> {
  const [header, ...data] = records;
  if (!header) return invalidFile('empty');
  if (header.fields.map((field) => field.trim().toLowerCase()).join(',') !== BATCH_COLUMNS.join(',')) return invalidFile('header');
  const rowCount = data.length + parseErrors.length;
  if (rowCount === 0) return invalidFile('empty');
  if (rowCount > BATCH_ROWS_MAX) return invalidFile('tooManyRows', rowCount);
  const byCode = new Map(channels.map((channel) => [channel.code, channel]));
  const seen = new Map<string, number>();
  const errors: BatchRowError[] = [...parseErrors];
  const rows: BatchRow[] = [];
  for (const [index, record] of data.entries()) {
    if (index > 0 && index % every === 0) yield index;
    if (record.fields.length !== BATCH_COLUMNS.length) {
      errors.push({ line: record.line, column: null, problem: 'columns' });
      continue;
    }
    const fields = Object.fromEntries(BATCH_COLUMNS.map((column, place) => [column, record.fields[place]!.trim()])) as Fields;
    const channel = byCode.get(fields.channel_code);
    const amount = minorOfText(fields.amount, currency);
    const found = rowErrors(fields, channel, amount, record.line);
    if (fields.reference !== '' && seen.has(fields.reference)) found.push({ line: record.line, column: 'reference', problem: 'duplicateReference' });
    else seen.set(fields.reference, record.line);
    errors.push(...found);
    if (found.length === 0 && channel && amount !== undefined) rows.push({ line: record.line, ...fields, amount, fee: channel.fee });
  }
  if (errors.length > 0) return { status: 'invalid', fileProblem: null, errors: errors.sort(byPlace), rowCount };
  return { status: 'valid', rows, total: rows.reduce((sum, row) => sum + row.amount, 0), fees: rows.reduce((sum, row) => sum + row.fee, 0) };
}

/** Every row of a parsed file checked against the business's channels, in the currency's units. */
export function checkBatchRecords(records: readonly CsvRecord[], parseErrors: readonly BatchRowError[], channels: readonly BatchChannel[], currency: Currency): BatchCheck {
  const steps = recordChecks(records, parseErrors, channels, currency, Number.POSITIVE_INFINITY);
  let step = steps.next();
  while (!step.done) step = steps.next();
  return step.value;
}

/** The file's bytes as CSV records, or the whole file's problem. */
function parsedFile(bytes: Uint8Array): ReturnType<typeof parseCsv> | BatchCheck {
  if (bytes.length > BATCH_FILE_BYTES_MAX) return invalidFile('tooLarge');
  const text = decodeBatchFile(bytes);
  if (text === 'encoding') return invalidFile('encoding');
  return parseCsv(text);
}

/** A file as uploaded: its size, its encoding, its CSV and every row. */
export function checkBatchFile(bytes: Uint8Array, channels: readonly BatchChannel[], currency: Currency): BatchCheck {
  const parsed = parsedFile(bytes);
  return 'status' in parsed ? parsed : checkBatchRecords(parsed.records, parsed.errors, channels, currency);
}

/** How far the check of a file is: rows checked of the file's rows (its records after the header). */
export interface BatchProgress {
  checked: number;
  total: number;
}

/**
 * The same check in steps, for a page (decision 0075): after every `every` rows it reports how many
 * are checked and awaits the report, so the page can draw its progress before the next rows.
 */
export async function checkBatchFileInSteps(
  bytes: Uint8Array,
  channels: readonly BatchChannel[],
  currency: Currency,
  report: (progress: BatchProgress) => Promise<void>,
  every = BATCH_PROGRESS_EVERY,
): Promise<BatchCheck> {
  const parsed = parsedFile(bytes);
  if ('status' in parsed) return parsed;
  const total = Math.max(0, parsed.records.length - 1) + parsed.errors.length;
  await report({ checked: 0, total });
  const steps = recordChecks(parsed.records, parsed.errors, channels, currency, every);
  let step = steps.next();
  while (!step.done) {
    await report({ checked: step.value, total });
    step = steps.next();
  }
  return step.value;
}
