import { BATCH_COLUMNS } from './batch-csv';
import { checkBatchFile, checkBatchFileInSteps, type BatchChannel, type BatchProgress } from './batch-validation';

const CHANNELS: BatchChannel[] = [{ code: 'BCA', category: 'BANK', min_amount: 10_000, max_amount: 100_000_000, fee: 4_000 }];
const fileOf = (rows: string[]) => new TextEncoder().encode([BATCH_COLUMNS.join(','), ...rows].join('\n'));
const rows = (count: number) => Array.from({ length: count }, (_, index) => `r-${index},BCA,1234567890,Budi Santoso,20000,Row ${index}`);

describe('checking a file in steps (decision 0075)', () => {
  it('reports the rows checked every 500 rows, and ends with the same answer as the check at once', async () => {
    const reports: BatchProgress[] = [];
    const file = fileOf(rows(1_200));
    const result = await checkBatchFileInSteps(file, CHANNELS, 'IDR', async (progress) => {
      reports.push(progress);
    });
    expect(reports).toEqual([{ checked: 0, total: 1_200 }, { checked: 500, total: 1_200 }, { checked: 1_000, total: 1_200 }]);
    expect(result).toEqual(checkBatchFile(file, CHANNELS, 'IDR'));
    expect(result).toMatchObject({ status: 'valid', total: 24_000_000 });
  });

  it('a bad row is reported as at once; a file refused as a whole reports nothing', async () => {
    const bad = rows(3);
    bad[1] = 'r-1,BCA,12,Budi Santoso,20000,short';
    const report = jest.fn(async () => undefined);
    expect(await checkBatchFileInSteps(fileOf(bad), CHANNELS, 'IDR', report, 2)).toEqual(checkBatchFile(fileOf(bad), CHANNELS, 'IDR'));
    expect(report).toHaveBeenCalledTimes(2);
    const silent = jest.fn(async () => undefined);
    expect(await checkBatchFileInSteps(new Uint8Array([0xff, 0xfe, 0x72, 0x00]), CHANNELS, 'IDR', silent)).toMatchObject({ fileProblem: 'encoding' });
    expect(silent).not.toHaveBeenCalled();
  });

  it('stops when the report throws (another file was chosen)', async () => {
    await expect(checkBatchFileInSteps(fileOf(rows(1_200)), CHANNELS, 'IDR', async ({ checked }) => {
      if (checked >= 500) throw new Error('replaced');
    })).rejects.toThrow('replaced');
  });
});
