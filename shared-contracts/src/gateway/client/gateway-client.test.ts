/**
 * @jest-environment node
 */
import type { Environment } from '../../contract/entities';
import { API, NEW_AUTHENTICATION_HEADER } from '../api';
import { ERROR_CODES, messageKeyFor } from '../../contract/error-catalogue';
import { GatewayClient, REFRESH_LOCK_NAME, type SessionEndReason } from './gateway-client';
import { createGatewayTransport } from './gateway-transport';
import { GatewayError, isSilent } from '../../contract/gateway-error';

type Handler = (url: URL, init: RequestInit) => Response | Promise<Response>;

function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });
}

function setUp(handler: Handler, environment: Environment | null = 'DEVELOPMENT') {
  const calls: Array<{ url: URL; init: RequestInit }> = [];
  const ended: SessionEndReason[] = [];
  const fetchImpl = jest.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://shell.test');
    calls.push({ url, init });
    return handler(url, init);
  });
  const client = new GatewayClient({
    fetch: fetchImpl as unknown as typeof fetch,
    environment: () => environment ?? undefined,
    onSessionEnded: (reason) => ended.push(reason),
  });
  return { client, calls, ended };
}

/** The shell's transport over the client: the one set of verb methods. */
const over = (client: GatewayClient) => createGatewayTransport(client);

const header = (init: RequestInit, name: string) => (init.headers as Record<string, string>)[name];

describe('requests', () => {
  it('sends credentials and the environment in query and payload', async () => {
    const { client, calls } = setUp(() => json(200, { ok: true }));
    await over(client).post('/api/thing', { a: 1 });
    await over(client).get('/api/thing', { query: { page: 2 } });
    expect(calls[0]!.init.credentials).toBe('include');
    expect(calls[0]!.url.searchParams.get('environment')).toBe('DEVELOPMENT');
    expect(JSON.parse(String(calls[0]!.init.body))).toEqual({ environment: 'DEVELOPMENT', a: 1 });
    expect(calls[1]!.url.search).toBe('?environment=DEVELOPMENT&page=2');
  });

  it('lets an explicit environment win and environment: false send none', async () => {
    const { client, calls } = setUp(() => json(200, {}));
    await over(client).get('/api/keys', { query: { environment: 'PRODUCTION' } });
    await over(client).request('POST', '/api/sessions', { body: { email: 'a@b.test' }, environment: false });
    expect(calls[0]!.url.searchParams.get('environment')).toBe('PRODUCTION');
    expect(calls[1]!.url.search).toBe('');
    expect(JSON.parse(String(calls[1]!.init.body))).toEqual({ email: 'a@b.test' });
  });

  it('sends no environment when there is no cookie', async () => {
    const { client, calls } = setUp(() => json(200, {}), null);
    await over(client).post('/api/thing');
    expect(calls[0]!.url.search).toBe('');
    expect(calls[0]!.init.body).toBeUndefined();
  });

  it('adds the bearer token and x-new-authentication in the new authentication mode only', async () => {
    const { client, calls } = setUp(() => json(200, {}));
    await over(client).get('/api/a');
    client.useNewAuthentication(true);
    client.setAccessToken('token-1');
    await over(client).get('/api/a');
    expect(header(calls[0]!.init, NEW_AUTHENTICATION_HEADER)).toBeUndefined();
    expect(header(calls[0]!.init, 'Authorization')).toBeUndefined();
    expect(header(calls[1]!.init, NEW_AUTHENTICATION_HEADER)).toBe('true');
    expect(header(calls[1]!.init, 'Authorization')).toBe('Bearer token-1');
  });
});

describe('errors', () => {
  it('turns a catalogue code into a typed error with its message key', async () => {
    const { client } = setUp(() => json(423, { error_code: 'USER_LOCKED_ERROR', message: 'locked' }));
    const error = await over(client).post('/api/sessions').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GatewayError);
    expect(error).toMatchObject({ code: 'USER_LOCKED_ERROR', status: 423, messageKey: 'errorMessages.USER_LOCKED_ERROR' });
  });

  it('turns retry-after into retryAfter', async () => {
    const { client } = setUp(() => json(429, { error_code: 'TOO_MANY_REQUESTS', message: 'slow down' }, { 'retry-after': '120' }));
    await expect(over(client).post('/api/otp')).rejects.toMatchObject({ code: 'TOO_MANY_REQUESTS', retryAfter: 120 });
  });

  it('keeps the field errors of API_VALIDATION_ERROR', async () => {
    const errors = [{ field: 'phone_number', message: 'must match format' }];
    const { client } = setUp(() => json(400, { error_code: 'API_VALIDATION_ERROR', message: 'invalid', errors }));
    await expect(over(client).patch('/api/user', {})).rejects.toMatchObject({ fieldErrors: errors });
  });

  it.each([
    ['an error status without error_code', () => new Response('<html>oops</html>', { status: 502 })],
    ['an empty 500', () => new Response('', { status: 500 })],
  ])('answers SERVER_ERROR for %s', async (_case, respond) => {
    const { client } = setUp(respond);
    await expect(over(client).get('/api/x')).rejects.toMatchObject({ code: 'SERVER_ERROR', messageKey: 'errorMessages.SERVER_ERROR' });
  });

  it('answers SERVER_ERROR when there is no response at all', async () => {
    const { client } = setUp(() => {
      throw new TypeError('Failed to fetch');
    });
    await expect(over(client).get('/api/x')).rejects.toMatchObject({ code: 'SERVER_ERROR', status: 0 });
  });

  it.each([...ERROR_CODES].filter((code) => code !== 'REQUEST_ABORTED'))(
    'turns %s into a typed error carrying its message key',
    async (code) => {
      const { client } = setUp(() => json(400, { error_code: code, message: 'from the gateway' }));
      const error = await over(client).request('POST', '/api/x', { environment: false }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(GatewayError);
      expect(error).toMatchObject({ code, message: 'from the gateway', messageKey: messageKeyFor(code) });
    },
  );

  it('gives an unknown code the unexpectedError message', async () => {
    const { client } = setUp(() => json(400, { error_code: 'SOMETHING_NEW', message: '?' }));
    await expect(over(client).get('/api/x')).rejects.toMatchObject({ code: 'SOMETHING_NEW', messageKey: 'errorMessages.unexpectedError' });
  });

  it.each(['INVALIDATED_TOKEN', 'USER_BUSINESS_NOT_FOUND_ERROR'])('ends the session on %s', async (code) => {
    const { client, ended } = setUp(() => json(401, { error_code: code, message: 'x' }));
    await expect(over(client).get('/api/x')).rejects.toMatchObject({ code });
    expect(ended).toEqual([code]);
  });

  it('ends the session on AUTHENTICATION_ERROR "Please log in" only', async () => {
    const { client, ended } = setUp((url) =>
      json(401, { error_code: 'AUTHENTICATION_ERROR', message: url.pathname === '/api/a' ? 'Please log in' : 'Wrong code' }),
    );
    await over(client).get('/api/a').catch(() => undefined);
    await over(client).get('/api/b').catch(() => undefined);
    expect(ended).toEqual(['AUTHENTICATION_ERROR']);
  });
});

describe('token refresh', () => {
  function expiringGateway() {
    let valid = 'old';
    let refreshes = 0;
    const handler: Handler = async (url, init) => {
      if (url.pathname === API.refreshToken) {
        refreshes += 1;
        await new Promise((resolve) => setTimeout(resolve, 20));
        valid = `new-${refreshes}`;
        return json(200, { access_token: valid, expires_in: 900 });
      }
      const auth = header(init, 'Authorization');
      if (auth !== `Bearer ${valid}`) return json(401, { error_code: 'JWT_EXPIRED_ERROR', message: 'expired' });
      return json(200, { path: url.pathname });
    };
    return { handler, refreshes: () => refreshes, expire: () => (valid = 'expired-again') };
  }

  it('meets 10 concurrent requests with an expired token with one refresh, then replays all 10', async () => {
    const gateway = expiringGateway();
    const { client, calls } = setUp(gateway.handler);
    client.useNewAuthentication(true);
    client.setAccessToken('stale');
    const paths = Array.from({ length: 10 }, (_, index) => `/api/r${index}`);
    const answers = await Promise.all(paths.map((path) => over(client).get<{ path: string }>(path)));
    expect(answers.map((a) => a.path)).toEqual(paths);
    expect(gateway.refreshes()).toBe(1);
    for (const path of paths) expect(calls.filter((c) => c.url.pathname === path)).toHaveLength(2);
    const refreshCall = calls.find((c) => c.url.pathname === API.refreshToken)!;
    expect(refreshCall.init.credentials).toBe('include');
    expect(refreshCall.url.search).toBe('');
  });

  it('makes a request sent during a refresh wait for it instead of failing', async () => {
    const gateway = expiringGateway();
    const { client, calls } = setUp(gateway.handler);
    client.useNewAuthentication(true);
    client.setAccessToken('stale');
    const first = over(client).get('/api/a');
    await new Promise((resolve) => setTimeout(resolve, 5)); // the refresh is in flight
    const second = over(client).get('/api/b');
    await Promise.all([first, second]);
    const bCalls = calls.filter((c) => c.url.pathname === '/api/b');
    expect(bCalls).toHaveLength(1);
    expect(gateway.refreshes()).toBe(1);
  });

  it('clears the token and ends the session when the refresh fails', async () => {
    const { client, ended } = setUp((url) =>
      url.pathname === API.refreshToken
        ? json(401, { error_code: 'INVALIDATED_TOKEN', message: 'reused' })
        : json(401, { error_code: 'JWT_EXPIRED_ERROR', message: 'expired' }),
    );
    client.useNewAuthentication(true);
    client.setAccessToken('stale');
    const results = await Promise.allSettled([over(client).get('/api/a'), over(client).get('/api/b')]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(client.hasAccessToken).toBe(false);
    expect(ended).toEqual(['REFRESH_FAILED']);
  });

  it('does not refresh in the session-cookie mode', async () => {
    const { client, calls } = setUp(() => json(401, { error_code: 'JWT_EXPIRED_ERROR', message: 'expired' }));
    await expect(over(client).get('/api/a')).rejects.toMatchObject({ code: 'JWT_EXPIRED_ERROR' });
    expect(calls).toHaveLength(1);
  });
});

describe('cancelPrevious', () => {
  it('aborts the older request that asked for it with a silent REQUEST_ABORTED', async () => {
    const { client } = setUp(
      (url, init) =>
        new Promise<Response>((resolve, reject) => {
          const timer = setTimeout(() => resolve(json(200, { page: url.searchParams.get('page') })), 30);
          init.signal?.addEventListener('abort', () => {
            clearTimeout(timer);
            reject(new DOMException('aborted', 'AbortError'));
          });
        }),
    );
    const older = over(client).get('/api/credit_card_payments', { query: { page: 1 }, cancelPrevious: true });
    const newer = over(client).get('/api/credit_card_payments', { query: { page: 2 }, cancelPrevious: true });
    const olderError = await older.catch((e: unknown) => e);
    expect(olderError).toMatchObject({ code: 'REQUEST_ABORTED' });
    expect(isSilent(olderError)).toBe(true);
    await expect(newer).resolves.toMatchObject({ page: '2' });
  });

  it('never cancels a request that did not ask, whatever its path (no list of paths in the client)', async () => {
    const { client } = setUp(async (url) => json(200, { path: url.pathname }));
    const [a, b] = await Promise.all([over(client).get('/api/credit_card_payments'), over(client).get('/api/credit_card_payments')]);
    expect(a).toEqual(b);
  });
});

describe('refresh across the tabs of one browser', () => {
  /** The browser's cookie jar and one lock, shared by every tab (GatewayClient) in the test. */
  function browser() {
    let cookie = 'rt-1';
    let rotations = 0;
    const presented: string[] = [];
    let tail = Promise.resolve();
    const refreshLock = <T,>(refresh: () => Promise<T>): Promise<T> => {
      const run = tail.then(refresh);
      tail = run.then(
        () => undefined,
        () => undefined,
      );
      return run;
    };
    const tab = (withLock: boolean) =>
      new GatewayClient({
        environment: () => undefined,
        ...(withLock ? { refreshLock } : {}),
        fetch: (async () => {
          presented.push(cookie);
          const sent = cookie;
          // The gateway answers a little later; a tab that sent the same cookie meanwhile replays it.
          await new Promise((resolve) => setTimeout(resolve, 5));
          if (sent !== cookie) return json(401, { error_code: 'INVALIDATED_TOKEN', message: 'replayed' });
          rotations += 1;
          cookie = `rt-${rotations + 1}`;
          return json(200, { access_token: `at-${rotations}`, expires_in: 900 });
        }) as unknown as typeof fetch,
      });
    return { tab, presented: () => presented };
  }

  it('tabs that restore at once refresh one after another, each with the cookie the last one left', async () => {
    const { tab, presented } = browser();
    const tabs = [tab(true), tab(true), tab(true)];
    await Promise.all(tabs.map((client) => client.refresh()));
    expect(presented()).toEqual(['rt-1', 'rt-2', 'rt-3']);
    expect(tabs.every((client) => client.hasAccessToken)).toBe(true);
  });

  it('without the lock, two tabs present the same token (what the gateway grace window is for)', async () => {
    const { tab, presented } = browser();
    const results = await Promise.allSettled([tab(false).refresh(), tab(false).refresh()]);
    expect(presented()).toEqual(['rt-1', 'rt-1']);
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected']);
  });

  it('takes the Web Lock named REFRESH_LOCK_NAME by default', async () => {
    const request = jest.fn((_name: string, task: () => Promise<unknown>) => task());
    const original = Object.getOwnPropertyDescriptor(globalThis, 'navigator');
    Object.defineProperty(globalThis, 'navigator', { value: { locks: { request } }, configurable: true });
    try {
      const { client } = setUp(() => json(200, { access_token: 'at', expires_in: 900 }));
      await client.refresh();
      expect(request).toHaveBeenCalledWith(REFRESH_LOCK_NAME, expect.any(Function));
      expect(client.hasAccessToken).toBe(true);
    } finally {
      if (original) Object.defineProperty(globalThis, 'navigator', original);
      else delete (globalThis as { navigator?: unknown }).navigator;
    }
  });
});
