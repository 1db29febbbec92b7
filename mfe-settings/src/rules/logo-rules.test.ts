import { GatewayError } from 'shared-contracts';
import { checkFile } from 'shared-ui/forms';
import { LOGO_RULES, logoProblemOf } from './logo-rules';

const file = (type: string, bytes: number) => new File([new Uint8Array(bytes)], 'logo', { type });
const sized = (width: number, height: number) => async () => ({ width, height });

describe('the logo rules in the browser (spec 02 §5)', () => {
  it.each([
    ['a 200×200 PNG', file('image/png', 10_000), sized(200, 200), null],
    ['a JPEG of exactly 1,048,576 bytes', file('image/jpeg', 1_048_576), sized(400, 400), null],
    ['a 150×150 PNG', file('image/png', 10_000), sized(150, 150), { kind: 'dimensions' }],
    ['a 200×199 PNG', file('image/png', 10_000), sized(200, 199), { kind: 'dimensions' }],
    ['a 2 MB JPEG', file('image/jpeg', 2 * 1_048_576), sized(1200, 1200), { kind: 'size' }],
    ['a JPEG one byte over', file('image/jpeg', 1_048_577), sized(400, 400), { kind: 'size' }],
    ['a GIF', file('image/gif', 100), sized(400, 400), { kind: 'type' }],
    ['an SVG', file('image/svg+xml', 100), sized(400, 400), { kind: 'type' }],
  ])('%s', async (_name, chosen, readSize, problem) => {
    await expect(checkFile(chosen, LOGO_RULES, readSize)).resolves.toEqual(problem);
  });
});

describe('the gateway’s refusals as the same problems', () => {
  it.each([
    [new GatewayError('UPLOAD_FILE_ERROR_UNSUPPORTED_MIME', 'x', 400), { kind: 'type' }],
    [new GatewayError('UPLOAD_FILE_ERROR_FILESIZE_TOO_LARGE', 'x', 400), { kind: 'size' }],
    [new GatewayError('API_VALIDATION_ERROR', 'x', 400, undefined, [{ field: 'file_content', message: 'image dimension at least 200x200px' }]), { kind: 'dimensions' }],
    [new GatewayError('SERVER_ERROR', 'x', 500), null],
    [new Error('offline'), null],
  ])('%#', (error, problem) => {
    expect(logoProblemOf(error)).toEqual(problem);
  });
});
