/**
 * Batch disbursement files (issue 45, decision 0071): their bytes read as UTF-8, parsed as CSV
 * (RFC 4180: commas, double-quoted fields with "" inside, CRLF or LF), and each row checked. The
 * remote checks a file before it is sent; the gateway checks it again and creates nothing unless
 * every row is right. Written here rather than taken from a CSV library: none was available to the
 * build offline, and the format needs only this much (decision 0071).
 */

/** The file's columns, in order; its first line names them. */
export const BATCH_COLUMNS = ['reference', 'channel_code', 'account_number', 'account_holder_name', 'amount', 'description'] as const;
export type BatchColumn = (typeof BATCH_COLUMNS)[number];

/** Limits of one file. */
export const BATCH_ROWS_MAX = 10_000;
export const BATCH_FILE_BYTES_MAX = 2 * 1024 * 1024;
export const BATCH_REFERENCE_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

/** The downloadable template: the header and two example rows (amounts in the currency's major units). */
export const BATCH_TEMPLATE = [
  BATCH_COLUMNS.join(','),
  'salary-2026-11-001,BCA,1234567890,Budi Santoso,150000,November salary',
  'salary-2026-11-002,OVO,081234567890,Andi Wijaya,75000,"Bonus, November"',
  '',
].join('\r\n');

/** Why a whole file cannot be read: not UTF-8 text, nothing in it, another header, too many rows or bytes. */
export type BatchFileProblem = 'encoding' | 'empty' | 'header' | 'tooManyRows' | 'tooLarge';

/** Why one row is wrong (a message key of the remote's texts). */
export type BatchRowProblem =
  | 'columns'
  | 'unclosedQuote'
  | 'strayQuote'
  | 'requiredField'
  | 'referenceInvalid'
  | 'duplicateReference'
  | 'channelUnknown'
  | 'accountNumberInvalid'
  | 'holderNameInvalid'
  | 'amountInvalid'
  | 'belowMin'
  | 'aboveMax'
  | 'tooLong';

export interface BatchRowError {
  /** The line of the file (the header is line 1), as a spreadsheet numbers it. */
  line: number;
  /** The column, when the problem is one field's. */
  column: BatchColumn | null;
  problem: BatchRowProblem;
}

/** One record of the file: its line and its fields as written. */
export interface CsvRecord {
  line: number;
  fields: string[];
}

/**
 * The file's bytes as text: UTF-8, with or without its byte-order mark. UTF-16 (a spreadsheet's
 * "Unicode text") and bytes that are not UTF-8 (a Windows-1252 export with accents) are refused
 * rather than read as something the merchant did not write.
 */
export function decodeBatchFile(bytes: Uint8Array): string | 'encoding' {
  if (bytes.length >= 2 && ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff))) return 'encoding';
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  } catch {
    return 'encoding';
  }
}

interface ParseState {
  records: CsvRecord[];
  errors: BatchRowError[];
}

/** Reads one field from `at`: its value, where the next one starts, and what is wrong with it. */
function readField(text: string, at: number): { value: string; next: number; problem?: 'unclosedQuote' | 'strayQuote'; lines: number } {
  if (text[at] !== '"') {
    let end = at;
    while (end < text.length && text[end] !== ',' && text[end] !== '\n' && text[end] !== '\r') end += 1;
    const value = text.slice(at, end);
    return { value, next: end, lines: 0, ...(value.includes('"') ? { problem: 'strayQuote' as const } : {}) };
  }
  let value = '';
  let index = at + 1;
  let lines = 0;
  for (;;) {
    const quote = text.indexOf('"', index);
    if (quote === -1) return { value, next: text.length, problem: 'unclosedQuote', lines };
    const chunk = text.slice(index, quote);
    lines += chunk.split('\n').length - 1;
    value += chunk;
    if (text[quote + 1] === '"') {
      value += '"';
      index = quote + 2;
      continue;
    }
    const next = quote + 1;
    const ends = next >= text.length || text[next] === ',' || text[next] === '\n' || text[next] === '\r';
    return { value, next: ends ? next : skipToFieldEnd(text, next), lines, ...(ends ? {} : { problem: 'strayQuote' as const }) };
  }
}

const skipToFieldEnd = (text: string, at: number): number => {
  let end = at;
  while (end < text.length && text[end] !== ',' && text[end] !== '\n' && text[end] !== '\r') end += 1;
  return end;
};

/** RFC 4180 records with their line numbers; a malformed record is an error of its line and is left out. Blank lines are skipped. */
export function parseCsv(text: string): ParseState {
  const state: ParseState = { records: [], errors: [] };
  let at = 0;
  let line = 1;
  while (at < text.length) {
    const start = line;
    const fields: string[] = [];
    let problem: 'unclosedQuote' | 'strayQuote' | undefined;
    for (;;) {
      const field = readField(text, at);
      fields.push(field.value);
      line += field.lines;
      problem ??= field.problem;
      at = field.next;
      if (text[at] !== ',') break;
      at += 1;
    }
    if (text[at] === '\r') at += 1;
    if (text[at] === '\n') at += 1;
    line += 1;
    const blank = fields.length === 1 && fields[0] === '';
    if (problem) state.errors.push({ line: start, column: null, problem });
    else if (!blank) state.records.push({ line: start, fields });
  }
  return state;
}
