/**
 * @jest-environment node
 */
import { MFA_LOGIN_API, MFA_TOKEN_HEADER } from '../../areas/shell/mfa-login';
import { API } from '../api';
import { createGatewayApi } from './gateway-api';
import { GatewayClient } from './gateway-client';

function setUp(answer: (path: string) => unknown = () => ({})) {
  const calls: Array<{ method: string; path: string; url: URL; init: RequestInit }> = [];
  const fetchImpl = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://shell.test');
    calls.push({ method: init.method ?? 'GET', path: url.pathname, url, init });
    return new Response(JSON.stringify(answer(url.pathname)), { status: 200 });
  };
  const client = new GatewayClient({ fetch: fetchImpl as typeof fetch, environment: () => 'PRODUCTION' });
  return { client, api: createGatewayApi(client), calls };
}

const user = { id: 'u1' };
const business = { id: 'b1' };

describe('createGatewayApi', () => {
  it('logs in through the session endpoint in the session-cookie mode', async () => {
    const { api, calls, client } = setUp(() => ({ user, business }));
    await expect(api.login({ email: 'owner@tokoku.test', password: 'x' })).resolves.toEqual({ user, business });
    expect(calls[0]).toMatchObject({ method: 'POST', path: API.sessions });
    expect(client.hasAccessToken).toBe(false);
  });

  it('logs in through the token endpoint in the new mode and keeps the access token in memory', async () => {
    const { api, calls, client } = setUp(() => ({ access_token: 'a1', expires_in: 900, user, business }));
    client.useNewAuthentication(true);
    await api.login({ email: 'owner@tokoku.test', password: 'x' });
    expect(calls[0]).toMatchObject({ method: 'POST', path: API.authEmail });
    expect(client.hasAccessToken).toBe(true);
    await api.authenticatedUserData();
    expect((calls[1]!.init.headers as Record<string, string>).Authorization).toBe('Bearer a1');
  });

  it('a sign-in that needs the second factor keeps no token; the authorize call does', async () => {
    const challenge = { mfa_required: true, mfa_token: 'c'.repeat(43), mfa_type: 'authenticator', user_id: 'u1', phone_number: null, expires_in: 600 };
    const { api, calls, client } = setUp((path) => (path === API.authEmail ? challenge : path.startsWith('/api/mfa') ? { exists: true } : { access_token: 'a2', expires_in: 900, user, business }));
    client.useNewAuthentication(true);
    await expect(api.signIn({ email: 'totp@tokoku.test', password: 'x' })).resolves.toEqual(challenge);
    expect(client.hasAccessToken).toBe(false);
    await expect(api.login({ email: 'totp@tokoku.test', password: 'x' })).rejects.toThrow('second factor');
    await expect(api.backupCodeExistence('u1', challenge.mfa_token)).resolves.toEqual({ exists: true });
    expect((calls[2]!.init.headers as Record<string, string>)[MFA_TOKEN_HEADER]).toBe(challenge.mfa_token);
    expect(calls[2]!.url.search).toBe('');
    await api.authorizeAuthenticatorLogin(challenge.mfa_token, '123456');
    expect(calls[3]).toMatchObject({ method: 'POST', path: MFA_LOGIN_API.authorizeAuthenticator });
    expect(JSON.parse(String(calls[3]!.init.body))).toEqual({ mfa_token: challenge.mfa_token, otp_token: '123456' });
    expect(client.hasAccessToken).toBe(true);
  });

  it('switches business and logs out on the path of each mode', async () => {
    const session = setUp();
    await session.api.switchBusiness('b2');
    await session.api.logout();
    expect(session.calls.map((c) => `${c.method} ${c.path}`)).toEqual([`POST ${API.switchBusinessSession}`, `POST ${API.logout}`]);
    expect(JSON.parse(String(session.calls[0]!.init.body))).toEqual({ environment: 'PRODUCTION', business_id: 'b2' });

    const token = setUp(() => ({ access_token: 'a2', refresh_token: 'r2', expires_in: 900 }));
    token.client.useNewAuthentication(true);
    await token.api.switchBusiness('b2');
    expect(token.client.hasAccessToken).toBe(true);
    await token.api.logout();
    expect(token.calls.map((c) => `${c.method} ${c.path}`)).toEqual([`POST ${API.switchBusinessToken}`, `DELETE ${API.authToken}`]);
    // Spec 01 §7: the token-mode sign-out names the token the client presents.
    expect(JSON.parse(String(token.calls[1]!.init.body))).toEqual({ token: 'a2' });
    expect(token.client.hasAccessToken).toBe(false);
  });

  it('asks for production secret keys on the endpoint of the brand', async () => {
    const { api, calls } = setUp(() => ({ data: [] }));
    await api.secretApiCredentials('MAIN');
    await api.secretApiCredentials('SECOND');
    expect(calls.map((c) => c.path)).toEqual([API.secretApiCredentialsList, API.secretApiCredentials]);
    expect(calls.every((c) => c.url.searchParams.get('environment') === 'PRODUCTION')).toBe(true);
  });

  it('sends the business id header for e-receipts and the email for feature flags', async () => {
    const { api, calls } = setUp(() => ({ is_activated: true }));
    await api.ereceiptsMerchant('b1');
    await api.featureFlags('b1', 'owner@tokoku.test');
    expect((calls[0]!.init.headers as Record<string, string>)['business-id']).toBe('b1');
    expect(calls[1]!.url.pathname).toBe(`${API.featureFlags}/b1`);
    expect(calls[1]!.url.searchParams.get('email')).toBe('owner@tokoku.test');
  });
});
