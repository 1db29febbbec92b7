/** @jest-environment node */
import { API } from 'shared-contracts/gateway';
import { SETTINGS_API, type UploadBusinessLogoAnswer } from 'shared-contracts/areas/settings/settings';
import { probeImage } from '../http/image-probe';
import { gif, jpeg, png, pngHeader } from '../testing/images';
import { createTestGateway, execute, signInAs, snapshot, type TestGateway } from '../testing/test-gateway';

let gateway: TestGateway;
let owner: Record<string, string>;

beforeEach(async () => {
  gateway = await createTestGateway();
  owner = await signInAs(gateway, 'owner@tokoku.test');
});
afterEach(() => gateway.close());

const upload = (bytes: Buffer, headers = owner) =>
  gateway.request({ method: 'POST', url: SETTINGS_API.uploadBusinessLogo, payload: { file_content: bytes.toString('base64') }, headers });

describe('probeImage: what the bytes are, whatever the name says', () => {
  it.each([
    ['a PNG', png(320, 240), { type: 'image/png', width: 320, height: 240 }],
    ['a JPEG', jpeg(640, 480), { type: 'image/jpeg', width: 640, height: 480 }],
    ['a GIF', gif(), { type: null }],
    ['text', Buffer.from('not an image at all'), { type: null }],
    ['a JPEG cut short', jpeg(640, 480).subarray(0, 12), { type: null }],
  ])('%s', (_name, bytes, probed) => {
    expect(probeImage(bytes)).toEqual(probed);
  });
});

describe('POST /api/upload-business-logo', () => {
  test('a 200×200 PNG becomes the logo: user data names it, and it is served as a PNG', async () => {
    const answer = await upload(png(200, 200));
    expect(answer.status).toBe(200);
    const { logo } = answer.json<UploadBusinessLogoAnswer>();
    expect(logo).toMatch(/^\/api\/business-logo\/biz_tokoku\?v=\d+$/);
    const user = await gateway.request({ url: API.authenticatedUserData, headers: owner });
    expect(user.json<{ business: { logo: string } }>().business.logo).toBe(logo);
    const served = await gateway.request({ url: logo });
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
  });

  test.each([
    ['a 150×150 PNG', png(150, 150), 400, 'API_VALIDATION_ERROR'],
    ['a 2 MB JPEG', jpeg(1200, 1200, 2 * 1024 * 1024), 400, 'UPLOAD_FILE_ERROR_FILESIZE_TOO_LARGE'],
    ['a GIF', gif(), 400, 'UPLOAD_FILE_ERROR_UNSUPPORTED_MIME'],
    ['text named like a picture', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 400, 'UPLOAD_FILE_ERROR_UNSUPPORTED_MIME'],
  ])('refuses %s with %i %s and changes nothing', async (_name, bytes, status, code) => {
    const before = snapshot(gateway.dbPath);
    const answer = await upload(bytes);
    expect(answer.status).toBe(status);
    expect(answer.json<{ error_code: string }>().error_code).toBe(code);
    expect(snapshot(gateway.dbPath)).toBe(before);
  });

  // Issue 43 §6: the size is read from the header, and a header claiming too much is refused.
  test.each([
    ['a PNG claiming 100000×100000', pngHeader(100_000, 100_000)],
    ['a PNG claiming 4097×200', pngHeader(4097, 200)],
    ['a PNG claiming 200×4294967295', pngHeader(200, 0xffffffff)],
    ['a JPEG claiming 65535×65535', jpeg(65_535, 65_535)],
    ['a JPEG claiming 300×4097', jpeg(300, 4097)],
  ])('refuses %s, and changes nothing', async (_name, bytes) => {
    const before = snapshot(gateway.dbPath);
    const answer = await upload(bytes);
    expect([answer.status, answer.json()]).toEqual([
      400,
      { error_code: 'API_VALIDATION_ERROR', message: 'The request is not valid', errors: [{ field: 'file_content', message: 'image dimension at most 4096x4096px' }] },
    ]);
    expect(snapshot(gateway.dbPath)).toBe(before);
  });

  test('4096×4096 is the largest logo taken', async () => {
    expect((await upload(pngHeader(4096, 4096))).status).toBe(200);
    expect((await upload(jpeg(4096, 4096))).status).toBe(200);
  });

  test('a too large logo stored before is not served (nothing is deleted)', async () => {
    const { logo } = (await upload(png(200, 200))).json<UploadBusinessLogoAnswer>();
    execute(gateway.dbPath, "UPDATE business_logos SET width = 100000, height = 100000 WHERE business_id = 'biz_tokoku'");
    expect((await gateway.request({ url: logo })).status).toBe(404);
  });

  test('the dimension refusal names the field and the spec’s words', async () => {
    const answer = await upload(png(199, 400));
    expect(answer.json<{ errors: { field: string; message: string }[] }>().errors).toEqual([
      { field: 'file_content', message: 'image dimension at least 200x200px' },
    ]);
  });

  test('refuses what is not base64, and a viewer', async () => {
    const bad = await gateway.request({ method: 'POST', url: SETTINGS_API.uploadBusinessLogo, payload: { file_content: 'not base64!' }, headers: owner });
    expect(bad.json<{ error_code: string }>().error_code).toBe('API_VALIDATION_ERROR');
    const viewer = await signInAs(gateway, 'viewer@tokoku.test');
    expect((await upload(png(200, 200), viewer)).status).toBe(403);
  });

  test('a business without a logo has none to serve', async () => {
    expect((await gateway.request({ url: `${SETTINGS_API.businessLogo}/biz_manila` })).status).toBe(404);
  });
});
