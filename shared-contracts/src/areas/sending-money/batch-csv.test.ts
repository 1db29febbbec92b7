import { BATCH_ROWS_MAX, BATCH_TEMPLATE, decodeBatchFile, parseCsv } from './batch-csv';
import { checkBatchFile, minorOfText, type BatchChannel, type BatchCheck } from './batch-validation';

const CHANNELS: BatchChannel[] = [
  { code: 'BCA', category: 'BANK', min_amount: 10_000, max_amount: 100_000_000, fee: 4_000 },
  { code: 'OVO', category: 'EWALLET', min_amount: 10_000, max_amount: 10_000_000, fee: 2_500 },
];
const HEADER = 'reference,channel_code,account_number,account_holder_name,amount,description';
const bytes = (text: string) => new TextEncoder().encode(text);
const check = (text: string): BatchCheck => checkBatchFile(bytes(text), CHANNELS, 'IDR');
const file = (...rows: string[]) => [HEADER, ...rows].join('\n');
const errorsOf = (result: BatchCheck) => (result.status === 'invalid' ? result.errors.map((error) => `${error.line} ${error.column ?? '-'} ${error.problem}`) : []);

describe('reading the file', () => {
  test('the template is a valid file of two rows, with its total and fees', () => {
    expect(check(BATCH_TEMPLATE)).toMatchObject({ status: 'valid', total: 225_000, fees: 6_500 });
  });

  test('quoted fields keep commas, doubled quotes and line breaks; lines are counted as a spreadsheet counts them', () => {
    const parsed = parseCsv('a,"b, c","say ""hi"""\r\n"two\nlines",x,y\n\nlast,1,2');
    expect(parsed.errors).toEqual([]);
    expect(parsed.records).toEqual([
      { line: 1, fields: ['a', 'b, c', 'say "hi"'] },
      { line: 2, fields: ['two\nlines', 'x', 'y'] },
      { line: 5, fields: ['last', '1', '2'] },
    ]);
  });

  test('an unclosed quote and a quote inside a plain field are errors of their lines', () => {
    expect(parseCsv('ok,1\nbad"quote,2\n"open,3').errors).toEqual([
      { line: 2, column: null, problem: 'strayQuote' },
      { line: 3, column: null, problem: 'unclosedQuote' },
    ]);
    expect(parseCsv('"closed"then,1').errors).toEqual([{ line: 1, column: null, problem: 'strayQuote' }]);
  });

  test('UTF-8 with or without its byte-order mark is read; UTF-16 and Windows-1252 bytes are refused', () => {
    expect(decodeBatchFile(new Uint8Array([0xef, 0xbb, 0xbf, 0x61]))).toBe('a');
    expect(decodeBatchFile(bytes('José'))).toBe('José');
    expect(decodeBatchFile(new Uint8Array([0xff, 0xfe, 0x61, 0x00]))).toBe('encoding');
    expect(decodeBatchFile(new Uint8Array([0x4a, 0x6f, 0x73, 0xe9]))).toBe('encoding');
    expect(checkBatchFile(new Uint8Array([0x4a, 0x6f, 0x73, 0xe9]), CHANNELS, 'IDR')).toMatchObject({ status: 'invalid', fileProblem: 'encoding' });
  });

  test('an empty file, another header, or more rows than allowed is refused as a whole', () => {
    expect(check('')).toMatchObject({ fileProblem: 'empty' });
    expect(check(HEADER)).toMatchObject({ fileProblem: 'empty' });
    expect(check('ref,bank,account,name,amount,description\nx,BCA,1234567890,Budi,20000,x')).toMatchObject({ fileProblem: 'header' });
    const rows = Array.from({ length: BATCH_ROWS_MAX + 1 }, (_, index) => `r${index},BCA,1234567890,Budi Santoso,20000,x`);
    expect(check(file(...rows))).toMatchObject({ fileProblem: 'tooManyRows', rowCount: BATCH_ROWS_MAX + 1 });
  });
});

describe('checking the rows', () => {
  test('every bad row is named with its line and column, and no row is taken', () => {
    const result = check(
      file(
        'r1,BCA,1234567890,Budi Santoso,20000,ok',
        'r2,BCA,12,Budi Santoso,20000,short account',
        'r1,BCA,1234567890,Budi Santoso,20000,duplicate reference',
        'r4,XYZ,1234567890,Budi Santoso,20000,unknown channel',
        'r5,OVO,081234567890,Andi Wijaya,10000001,over the e-wallet limit',
        'r6,BCA,1234567890,Budi Santoso,9999,under the minimum',
        'r7,BCA,1234567890,R2-D2,20000,bad name',
        'r8,BCA,1234567890,Budi Santoso,20.000,separator',
        'r9,BCA,1234567890,Budi Santoso,20000',
        'r 10,BCA,1234567890,,20000,',
      ),
    );
    expect(result.status).toBe('invalid');
    expect(errorsOf(result)).toEqual([
      '3 account_number accountNumberInvalid',
      '4 reference duplicateReference',
      '5 channel_code channelUnknown',
      '6 amount aboveMax',
      '7 amount belowMin',
      '8 account_holder_name holderNameInvalid',
      '9 amount amountInvalid',
      '10 - columns',
      '11 reference referenceInvalid',
      '11 account_holder_name requiredField',
      '11 description requiredField',
    ]);
  });

  test('amounts are digits in major units, with at most the currency’s decimals', () => {
    expect(minorOfText('150000', 'IDR')).toBe(150_000);
    expect(minorOfText('150000.5', 'IDR')).toBeUndefined();
    expect(minorOfText('1500.5', 'PHP')).toBe(150_050);
    expect(minorOfText('1500.505', 'PHP')).toBeUndefined();
    expect(minorOfText('-5', 'PHP')).toBeUndefined();
    expect(minorOfText('1e5', 'IDR')).toBeUndefined();
  });

  test('10,000 rows are checked in well under a second; three bad ones among them are named alone', () => {
    const rows = Array.from({ length: BATCH_ROWS_MAX }, (_, index) => `pay-${index},BCA,1234567890,"Santoso, Budi",${20_000 + index},Row ${index}`);
    const started = performance.now();
    const valid = check(file(...rows));
    const elapsed = performance.now() - started;
    expect(valid).toMatchObject({ status: 'valid' });
    expect(valid.status === 'valid' && valid.rows.length).toBe(BATCH_ROWS_MAX);
    // Reported in decision 0071 (measured on the 2-core build machine).
    process.stdout.write(`batch validation of ${BATCH_ROWS_MAX} rows: ${elapsed.toFixed(1)} ms\n`);
    expect(elapsed).toBeLessThan(1_000);
    rows[10] = 'pay-10,BCA,12,Budi,20000,x';
    rows[4_999] = 'pay-4999,BCA,1234567890,Budi,5,x';
    rows[9_999] = 'pay-0,BCA,1234567890,Budi,20000,x';
    expect(errorsOf(check(file(...rows)))).toEqual(['12 account_number accountNumberInvalid', '5001 amount belowMin', '10001 reference duplicateReference']);
  });
});
