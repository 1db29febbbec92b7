/**
 * @jest-environment node
 */
import type { UploadProgress } from '../../contract/gateway-transport';
import { GatewayClient, type UploadInit, type UploadSender } from './gateway-client';
import { createGatewayTransport } from './gateway-transport';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A sender that reports the body in four steps, then answers; and a fetch that must not be used for uploads. */
function setUp(answer: () => Response = () => json(200, { ok: true }), expiredFirst = false) {
  const sent: Array<{ url: string; init: UploadInit }> = [];
  const fetched: string[] = [];
  let expired = expiredFirst;
  const sender: UploadSender = async (url, init, onProgress) => {
    sent.push({ url, init });
    if (init.signal?.aborted) throw new DOMException('aborted', 'AbortError');
    for (const loaded of [0, 250, 500, 1000]) onProgress({ loaded, total: 1000 });
    if (expired) {
      expired = false;
      return json(401, { error_code: 'JWT_EXPIRED_ERROR', message: 'expired' });
    }
    return answer();
  };
  const client = new GatewayClient({
    environment: () => 'DEVELOPMENT',
    refreshLock: (refresh) => refresh(),
    sendWithUploadProgress: sender,
    fetch: (async (input: RequestInfo | URL) => {
      fetched.push(String(input));
      return String(input).includes('refresh') ? json(200, { access_token: 'at-new' }) : json(200, { through: 'fetch' });
    }) as typeof fetch,
  });
  client.useNewAuthentication(true);
  client.setAccessToken('at-old');
  return { transport: createGatewayTransport(client), sent, fetched };
}

const form = () => {
  const body = new FormData();
  body.append('doc_type', 'NIB');
  return body;
};

describe('upload progress through the transport (contracts 2.4.0)', () => {
  it('says it reports progress when the shell gave it a sender, and not otherwise', () => {
    expect(setUp().transport.capabilities).toEqual({ uploadProgress: true });
    const plain = createGatewayTransport(new GatewayClient({ environment: () => undefined }));
    expect(plain.capabilities).toEqual({ uploadProgress: false });
  });

  it('sends a body that asks for progress through the sender, with the token and environment, and reports every step', async () => {
    const { transport, sent, fetched } = setUp();
    const seen: UploadProgress[] = [];
    const answer = await transport.post('/api/upload_business_file', form(), { onUploadProgress: (progress) => seen.push(progress) });
    expect(answer).toEqual({ ok: true });
    expect(seen.map((progress) => progress.loaded)).toEqual([0, 250, 500, 1000]);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.url).toBe('/api/upload_business_file?environment=DEVELOPMENT');
    expect(sent[0]!.init.method).toBe('POST');
    expect(sent[0]!.init.body).toBeInstanceOf(FormData);
    expect(sent[0]!.init.headers.Authorization).toBe('Bearer at-old');
    expect(fetched).toEqual([]);
  });

  it('keeps every other call on fetch: a GET, and a body that did not ask for progress', async () => {
    const { transport, sent, fetched } = setUp();
    await transport.get('/api/things', { onUploadProgress: () => undefined });
    await transport.post('/api/upload_business_file', form());
    expect(sent).toHaveLength(0);
    expect(fetched).toHaveLength(2);
  });

  it('turns an error answer into the catalogue error, as fetch answers are', async () => {
    const { transport } = setUp(() => json(400, { error_code: 'UNSUPPORTED_IMAGE_FILE_TYPE_ERROR', message: 'type' }));
    await expect(transport.post('/api/upload_business_file', form(), { onUploadProgress: () => undefined })).rejects.toMatchObject({
      code: 'UNSUPPORTED_IMAGE_FILE_TYPE_ERROR',
      status: 400,
    });
  });

  it('refreshes an expired token once and sends the body again, progress from the start', async () => {
    const { transport, sent, fetched } = setUp(undefined, true);
    const seen: number[] = [];
    await expect(transport.post('/api/upload_business_file', form(), { onUploadProgress: ({ loaded }) => seen.push(loaded) })).resolves.toEqual({
      ok: true,
    });
    expect(fetched).toEqual(['/api/auth/token/refresh']);
    expect(sent.map((call) => call.init.headers.Authorization)).toEqual(['Bearer at-old', 'Bearer at-new']);
    expect(seen).toEqual([0, 250, 500, 1000, 0, 250, 500, 1000]);
  });

  it('aborts with the caller signal as REQUEST_ABORTED', async () => {
    const { transport } = setUp();
    const controller = new AbortController();
    controller.abort();
    await expect(
      transport.post('/api/upload_business_file', form(), { signal: controller.signal, onUploadProgress: () => undefined }),
    ).rejects.toMatchObject({ code: 'REQUEST_ABORTED' });
  });
});
