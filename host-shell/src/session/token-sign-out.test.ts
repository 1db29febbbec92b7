/**
 * @jest-environment node
 */
import { GatewayClient, createGatewayApi } from 'shared-contracts/gateway';
import { PresentedToken, signOutCall } from './token-sign-out';

const answer = (status: number, body?: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), { status, headers: body === undefined ? {} : { 'Content-Type': 'application/json' } });

function setUp(reply: () => Response = () => answer(204)) {
  const send = jest.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => reply());
  const presented = new PresentedToken(send as unknown as typeof fetch);
  const client = new GatewayClient({ environment: () => undefined, fetch: presented.fetch, refreshLock: (refresh) => refresh() });
  const logout = signOutCall(client, createGatewayApi(client), presented);
  return { send, client, logout, presented };
}

describe('sign-out (spec 01 §7)', () => {
  it('in the token mode, DELETE /api/auth/token names the token the client presents', async () => {
    const { send, client, logout, presented } = setUp();
    client.useNewAuthentication(true);
    client.setAccessToken('a.b.c');
    await client.request('GET', '/api/authenticated_user_data').catch(() => undefined);
    await logout();
    const [url, init] = send.mock.calls.at(-1)!;
    expect(String(url)).toBe('/api/auth/token');
    expect(init?.method).toBe('DELETE');
    expect(JSON.parse(String(init?.body))).toEqual({ token: 'a.b.c' });
    expect(client.hasAccessToken).toBe(false);
    expect(presented.current).toBeNull();
  });

  it('in the session mode, POST /api/logout', async () => {
    const { send, logout } = setUp();
    await logout();
    const [url, init] = send.mock.calls.at(-1)!;
    expect([String(url), init?.method]).toEqual(['/api/logout', 'POST']);
  });

  it('an error answer throws: the user stays signed in (spec 01 §8)', async () => {
    const { client, logout } = setUp(() => answer(400, { error_code: 'API_VALIDATION_ERROR', message: 'no' }));
    client.useNewAuthentication(true);
    client.setAccessToken('a.b.c');
    await expect(logout()).rejects.toMatchObject({ code: 'API_VALIDATION_ERROR' });
    expect(client.hasAccessToken).toBe(true);
  });
});
