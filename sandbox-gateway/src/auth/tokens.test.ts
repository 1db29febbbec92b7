/** @jest-environment node */
import { API, REFRESH_COOKIE_NAME } from 'shared-contracts';
import {
  createTestGateway,
  loginWithToken,
  refreshCookieHeader,
  tokenHeaders,
  type TestGateway,
} from '../testing/test-gateway';

let gateway: TestGateway;
beforeEach(async () => {
  gateway = await createTestGateway();
});
afterEach(() => gateway.close());

const refresh = (refreshToken: string) =>
  gateway.request({ method: 'POST', url: API.refreshToken, headers: refreshCookieHeader(refreshToken) });
const whoAmI = (accessToken: string) => gateway.request({ url: API.authenticatedUserData, headers: tokenHeaders(accessToken) });

describe('refresh (POST /api/auth/token/refresh)', () => {
  test('rotates the refresh token on every use and answers a new access token', async () => {
    const login = await loginWithToken(gateway.request, 'owner@tokoku.test');
    gateway.clock.advance(1000);
    const first = await refresh(login.refreshToken);
    expect(first.status).toBe(200);
    const next = first.cookie(REFRESH_COOKIE_NAME)!.value;
    expect(next).not.toBe(login.refreshToken);
    expect(first.json()).toEqual({ access_token: expect.any(String), expires_in: 900 });
    expect((await whoAmI(first.json<{ access_token: string }>().access_token)).status).toBe(200);
    const second = await refresh(next);
    expect(second.status).toBe(200);
    expect(second.cookie(REFRESH_COOKIE_NAME)!.value).not.toBe(next);
  });

  test('a reused refresh token revokes its whole family: INVALIDATED_TOKEN everywhere after', async () => {
    const login = await loginWithToken(gateway.request, 'owner@tokoku.test');
    const rotated = await refresh(login.refreshToken);
    const newest = rotated.cookie(REFRESH_COOKIE_NAME)!.value;
    const newestAccess = rotated.json<{ access_token: string }>().access_token;

    const replay = await refresh(login.refreshToken);
    expect(replay.status).toBe(401);
    expect(replay.json()).toMatchObject({ error_code: 'INVALIDATED_TOKEN' });
    expect(replay.cookie(REFRESH_COOKIE_NAME)?.attributes.expires).toBe('Thu, 01 Jan 1970 00:00:00 GMT');

    expect((await refresh(newest)).json()).toMatchObject({ error_code: 'INVALIDATED_TOKEN' });
    for (const access of [login.accessToken, newestAccess]) {
      const answer = await whoAmI(access);
      expect(answer.status).toBe(401);
      expect(answer.json()).toMatchObject({ error_code: 'INVALIDATED_TOKEN' });
    }
  });

  test('another sign-in of the same user is a separate family and keeps working', async () => {
    const stolen = await loginWithToken(gateway.request, 'owner@tokoku.test');
    const other = await loginWithToken(gateway.request, 'owner@tokoku.test');
    await refresh(stolen.refreshToken);
    await refresh(stolen.refreshToken);
    expect((await whoAmI(other.accessToken)).status).toBe(200);
  });

  test('a client without cookies sends refresh_token in the body and gets the next one back', async () => {
    const login = await loginWithToken(gateway.request, 'owner@tokoku.test');
    const answer = await gateway.request({ method: 'POST', url: API.refreshToken, payload: { refresh_token: login.refreshToken } });
    expect(answer.status).toBe(200);
    const body = answer.json<{ refresh_token: string }>();
    expect(body.refresh_token).toBe(answer.cookie(REFRESH_COOKIE_NAME)!.value);
    expect((await refresh(login.refreshToken)).json()).toMatchObject({ error_code: 'INVALIDATED_TOKEN' });
  });

  test.each([
    ['no refresh token', {}],
    ['an unknown refresh token', refreshCookieHeader('not-a-token')],
  ])('%s: AUTHENTICATION_ERROR "Please log in"', async (_case, headers) => {
    const answer = await gateway.request({ method: 'POST', url: API.refreshToken, headers });
    expect(answer.status).toBe(401);
    expect(answer.json()).toEqual({ error_code: 'AUTHENTICATION_ERROR', message: 'Please log in' });
  });

  test('a refresh token ends with its family after 7 days', async () => {
    const login = await loginWithToken(gateway.request, 'owner@tokoku.test');
    gateway.clock.advance(7 * 24 * 3600 * 1000);
    expect((await refresh(login.refreshToken)).status).toBe(401);
  });
});

describe('access token expiry', () => {
  test('an expired access token answers 401 JWT_EXPIRED_ERROR; a refresh gives a working one', async () => {
    const login = await loginWithToken(gateway.request, 'owner@tokoku.test');
    gateway.clock.advance(899_000);
    expect((await whoAmI(login.accessToken)).status).toBe(200);
    gateway.clock.advance(1000);
    const expired = await whoAmI(login.accessToken);
    expect(expired.status).toBe(401);
    expect(expired.json()).toMatchObject({ error_code: 'JWT_EXPIRED_ERROR' });
    const renewed = await refresh(login.refreshToken);
    expect((await whoAmI(renewed.json<{ access_token: string }>().access_token)).status).toBe(200);
  });

  test('the lifetime is configurable (ACCESS_TOKEN_TTL_SECONDS)', async () => {
    const short = await gateway.restart({ accessTokenTtlSeconds: 1 });
    gateway = short;
    const login = await loginWithToken(short.request, 'owner@tokoku.test');
    expect(login.body.expires_in).toBe(1);
    short.clock.advance(1000);
    expect((await whoAmI(login.accessToken)).json()).toMatchObject({ error_code: 'JWT_EXPIRED_ERROR' });
  });

  test('tokens signed with another secret are refused', async () => {
    const login = await loginWithToken(gateway.request, 'owner@tokoku.test');
    gateway = await gateway.restart({ jwtSecret: 'another-secret-that-is-long-enough-000000' });
    expect((await whoAmI(login.accessToken)).json()).toEqual({ error_code: 'AUTHENTICATION_ERROR', message: 'Please log in' });
  });
});

describe('token sign-out (DELETE /api/auth/token)', () => {
  const signOut = (headers: Record<string, string>, payload: object = {}) =>
    gateway.request({ method: 'DELETE', url: API.authToken, headers, payload });

  test('with the bearer token: the family ends and the refresh cookie is cleared', async () => {
    const login = await loginWithToken(gateway.request, 'owner@tokoku.test');
    const answer = await signOut(tokenHeaders(login.accessToken));
    expect(answer.status).toBe(204);
    expect(answer.cookie(REFRESH_COOKIE_NAME)?.attributes.expires).toBe('Thu, 01 Jan 1970 00:00:00 GMT');
    expect((await whoAmI(login.accessToken)).json()).toMatchObject({ error_code: 'INVALIDATED_TOKEN' });
    expect((await refresh(login.refreshToken)).json()).toMatchObject({ error_code: 'INVALIDATED_TOKEN' });
  });

  test('with {token} naming the refresh token, even after the access token expired', async () => {
    const login = await loginWithToken(gateway.request, 'owner@tokoku.test');
    gateway.clock.advance(3600_000);
    expect((await signOut({}, { token: login.refreshToken })).status).toBe(204);
    expect((await refresh(login.refreshToken)).status).toBe(401);
  });

  test('with an expired bearer token', async () => {
    const login = await loginWithToken(gateway.request, 'owner@tokoku.test');
    gateway.clock.advance(3600_000);
    expect((await signOut(tokenHeaders(login.accessToken))).status).toBe(204);
    expect((await refresh(login.refreshToken)).status).toBe(401);
  });

  test('with nothing that names a sign-in: AUTHENTICATION_ERROR', async () => {
    expect((await signOut({}, { token: 'unknown' })).json()).toMatchObject({ error_code: 'AUTHENTICATION_ERROR' });
  });
});
