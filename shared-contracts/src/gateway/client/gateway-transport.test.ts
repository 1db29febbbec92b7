/**
 * @jest-environment node
 */
import { GatewayClient } from './gateway-client';
import { GatewayError } from '../../contract/gateway-error';
import { createGatewayTransport, isGatewayPath } from './gateway-transport';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function setUp(handler: (url: URL, init: RequestInit) => Response | Promise<Response>) {
  const calls: Array<{ url: URL; init: RequestInit }> = [];
  const client = new GatewayClient({
    environment: () => 'DEVELOPMENT',
    refreshLock: (refresh) => refresh(),
    fetch: (async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = new URL(String(input), 'http://shell.test');
      calls.push({ url, init });
      return handler(url, init);
    }) as typeof fetch,
  });
  client.useNewAuthentication(true);
  client.setAccessToken('at-old');
  return { transport: createGatewayTransport(client), calls };
}

const bearer = (init: RequestInit) => (init.headers as Record<string, string>).Authorization;

describe('the gateway transport handed to remotes', () => {
  it('sends a path the shell has never heard of, with token and environment, through a refresh in the middle', async () => {
    const { transport, calls } = setUp((url, init) => {
      if (url.pathname === '/api/auth/token/refresh') return json(200, { access_token: 'at-new', expires_in: 900 });
      if (bearer(init) === 'Bearer at-old') return json(401, { error_code: 'JWT_EXPIRED_ERROR', message: 'expired' });
      return json(200, { id: 'w1', amount: 5 });
    });
    const answer = await transport.post<{ id: string }>('/api/brand_new_widgets', { amount: 5 }, { query: { dry_run: true } });
    expect(answer).toEqual({ id: 'w1', amount: 5 });
    expect(calls.map((c) => c.url.pathname)).toEqual(['/api/brand_new_widgets', '/api/auth/token/refresh', '/api/brand_new_widgets']);
    const replay = calls[2]!;
    expect(bearer(replay.init)).toBe('Bearer at-new');
    expect(replay.url.search).toBe('?environment=DEVELOPMENT&dry_run=true');
    expect(JSON.parse(String(replay.init.body))).toEqual({ environment: 'DEVELOPMENT', amount: 5 });
  });

  it('turns a failure into a typed GatewayError with its catalogue code', async () => {
    const { transport } = setUp(() => json(400, { error_code: 'API_VALIDATION_ERROR', message: 'bad', errors: [] }));
    const failure = await transport.get('/api/things').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(GatewayError);
    expect((failure as GatewayError).is('API_VALIDATION_ERROR')).toBe(true);
  });

  it('sends no environment when asked not to, and lets a newer list request cancel the older one', async () => {
    const { transport, calls } = setUp(async (url, init) => {
      if (url.searchParams.get('page') === '1') {
        await new Promise((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))));
      }
      return json(200, { page: url.searchParams.get('page') });
    });
    await transport.delete('/api/plain', undefined, { environment: false });
    expect(calls[0]!.url.search).toBe('');
    expect(calls[0]!.init.body).toBeUndefined();
    const first = transport.get('/api/widget_list', { query: { page: 1 }, cancelPrevious: true });
    const second = transport.get('/api/widget_list', { query: { page: 2 }, cancelPrevious: true });
    await expect(first).rejects.toMatchObject({ code: 'REQUEST_ABORTED' });
    await expect(second).resolves.toEqual({ page: '2' });
  });

  it('aborts with the caller signal', async () => {
    const { transport } = setUp(
      (_url, init) =>
        new Promise((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))),
    );
    const controller = new AbortController();
    const pending = transport.get('/api/slow', { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ code: 'REQUEST_ABORTED' });
  });

  it.each([
    'https://evil.test/api/x',
    '//evil.test/api/x',
    '/\\evil.test/api/x',
    'api/x',
    '/apix',
    '/api/../admin',
    '/api/./x',
    '/api/x?environment=PRODUCTION',
    '/api/x#frag',
    '/login',
  ])('refuses %s: the transport carries credentials only to gateway paths', async (path) => {
    const { transport, calls } = setUp(() => json(200, {}));
    expect(isGatewayPath(path)).toBe(false);
    await expect(transport.get(path)).rejects.toThrow(TypeError);
    expect(calls).toHaveLength(0);
  });

  it('exposes the calls and what it can do, nothing of the client', () => {
    const { transport } = setUp(() => json(200, {}));
    expect(Object.keys(transport).sort()).toEqual(['capabilities', 'delete', 'get', 'patch', 'post', 'put', 'request']);
    expect(transport.capabilities).toEqual({ uploadProgress: false });
  });
});
