/** @jest-environment node */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { UPLOAD_BUSINESS_FILE_PATH } from 'shared-contracts/areas/activation/activation-documents';
import { createTestGateway, loginWithToken, signInAs, tokenHeaders, type TestGateway } from '../testing/test-gateway';

// Issue 43 §7: an upload that is refused is answered from its headers, before its body is read. Each
// request below declares an 8 MB multipart body, sends 64 KB of it and never the rest: an answer can
// only come from a gateway that decided without the body (before, it waited for all 8 MB, then 401).
let gateway: TestGateway;

beforeAll(async () => {
  gateway = await createTestGateway();
});
afterAll(() => gateway.close());

const EIGHT_MB = 8 * 1024 * 1024;
const EVIDENCE_PATH = '/api/credit_card_chargebacks/cb_any/evidence';
const NO_ANSWER = 'no answer';

interface EarlyAnswer {
  status: number;
  body: { error_code?: string };
  /** Bytes of the body sent when the answer came. */
  sent: number;
}

/** Starts an upload that never ends; the answer, or NO_ANSWER when none comes within `waitMs`. */
function endlessUpload(path: string, headers: Record<string, string>, waitMs = 5_000): Promise<EarlyAnswer | typeof NO_ANSWER> {
  const { port } = gateway.app.server.address() as AddressInfo;
  return new Promise((resolve) => {
    let sent = 0;
    const request = http.request({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path,
      headers: { 'content-type': 'multipart/form-data; boundary=x', 'content-length': String(EIGHT_MB), ...headers },
    });
    const timer = setTimeout(() => {
      request.destroy();
      resolve(NO_ANSWER);
    }, waitMs);
    // The gateway may close the connection on the unread rest: that is not this test's failure.
    request.on('error', () => undefined);
    request.on('response', (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => {
        clearTimeout(timer);
        request.destroy();
        resolve({ status: response.statusCode ?? 0, body: JSON.parse(text) as EarlyAnswer['body'], sent });
      });
    });
    const chunk = Buffer.alloc(64 * 1024, 'a');
    request.write(Buffer.concat([Buffer.from('--x\r\nContent-Disposition: form-data; name="file_content"; filename="a.pdf"\r\n\r\n'), chunk]));
    sent = chunk.length;
  });
}

describe.each([
  ['activation documents', UPLOAD_BUSINESS_FILE_PATH],
  ['chargeback evidence', EVIDENCE_PATH],
])('an 8 MB upload of %s that never ends', (_name, path) => {
  test('without any credential: 401 AUTHENTICATION_ERROR after 64 KB of it', async () => {
    const answer = await endlessUpload(path, {});
    expect(answer).toEqual({ status: 401, body: expect.objectContaining({ error_code: 'AUTHENTICATION_ERROR' }), sent: 64 * 1024 });
  });

  test('with a bearer token that is not valid: 401 AUTHENTICATION_ERROR', async () => {
    const answer = await endlessUpload(path, tokenHeaders('aaaa.bbbb.cccc'));
    expect(answer).toMatchObject({ status: 401, body: { error_code: 'AUTHENTICATION_ERROR' } });
  });

  test('with a session cookie that is not a session: 401 AUTHENTICATION_ERROR', async () => {
    const answer = await endlessUpload(path, { cookie: 'session_id=not-a-session', 'x-requested-with': 'XMLHttpRequest' });
    expect(answer).toMatchObject({ status: 401, body: { error_code: 'AUTHENTICATION_ERROR' } });
  });

  test('from someone signed in without the permission: 403 AUTHORIZATION_ERROR', async () => {
    const answer = await endlessUpload(path, await signInAs(gateway, 'viewer@tokoku.test'));
    expect(answer).toMatchObject({ status: 403, body: { error_code: 'AUTHORIZATION_ERROR' } });
  });
});

test('an expired access token: 401 JWT_EXPIRED_ERROR (the client refreshes and sends it again), before the body', async () => {
  const { accessToken } = await loginWithToken(gateway.request, 'owner@tokoku.test');
  gateway.clock.advance(16 * 60_000);
  const answer = await endlessUpload(UPLOAD_BUSINESS_FILE_PATH, tokenHeaders(accessToken));
  expect(answer).toMatchObject({ status: 401, body: { error_code: 'JWT_EXPIRED_ERROR' } });
});

test('the control: an administrator’s upload is read to its end, so the same endless body gets no answer', async () => {
  expect(await endlessUpload(UPLOAD_BUSINESS_FILE_PATH, await signInAs(gateway, 'owner@tokoku.test'), 1_000)).toBe(NO_ANSWER);
});
