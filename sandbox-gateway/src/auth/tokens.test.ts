/** @jest-environment node */
import { API, REFRESH_COOKIE_NAME } from 'shared-contracts/gateway';
import { DEFAULT_REFRESH_REUSE_GRACE_SECONDS } from '../config';
import {
  createTestGateway,
  snapshot,
  loginWithToken,
  refreshCookieHeader,
  tokenHeaders,
  type TestGateway,
} from '../testing/test-gateway';
import { ABSOLUTE_SESSION_LIFETIME_MS } from './tokens';

let gateway: TestGateway;
beforeEach(async () => {
  gateway = await createTestGateway({ testMode: true });
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
    gateway.clock.advance(DEFAULT_REFRESH_REUSE_GRACE_SECONDS * 1000 + 1);

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
    gateway.clock.advance(DEFAULT_REFRESH_REUSE_GRACE_SECONDS * 1000 + 1);
    expect((await refresh(login.refreshToken)).json()).toMatchObject({ error_code: 'INVALIDATED_TOKEN' });
  });

  test('two refreshes in the same second answer different access tokens, each with its own jti', async () => {
    const login = await loginWithToken(gateway.request, 'owner@tokoku.test');
    const first = await refresh(login.refreshToken);
    const second = await refresh(first.cookie(REFRESH_COOKIE_NAME)!.value);
    const [a, b] = [first, second].map((answer) => answer.json<{ access_token: string }>().access_token);
    expect(a).not.toBe(b);
    const jti = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).jti as string;
    expect(jti(a!)).toMatch(/^[0-9a-f-]{36}$/);
    expect(jti(a!)).not.toBe(jti(b!));
  });

  test.each([
    ['no refresh token', {}],
    ['an unknown refresh token', refreshCookieHeader('not-a-token')],
  ])('%s: AUTHENTICATION_ERROR "Please log in"', async (_case, headers) => {
    const answer = await gateway.request({ method: 'POST', url: API.refreshToken, headers });
    expect(answer.status).toBe(401);
    expect(answer.json()).toEqual({ error_code: 'AUTHENTICATION_ERROR', message: 'Please log in' });
  });

  test('a sign-in ends 12 hours after it began, however often it was refreshed (absolute lifetime)', async () => {
    const login = await loginWithToken(gateway.request, 'owner@tokoku.test');
    let refreshToken = login.refreshToken;
    let accessToken = login.accessToken;
    for (let hour = 0; hour < 11; hour += 1) {
      gateway.clock.advance(3600_000);
      const answer = await refresh(refreshToken);
      expect(answer.status).toBe(200);
      refreshToken = answer.cookie(REFRESH_COOKIE_NAME)!.value;
      accessToken = answer.json<{ access_token: string }>().access_token;
    }
    gateway.clock.advance(3600_000 - 60_000);
    const last = await refresh(refreshToken);
    expect(last.status).toBe(200);
    refreshToken = last.cookie(REFRESH_COOKIE_NAME)!.value;
    accessToken = last.json<{ access_token: string }>().access_token;
    expect((await whoAmI(accessToken)).status).toBe(200);
    gateway.clock.advance(60_000);
    expect((await whoAmI(accessToken)).json()).toEqual({ error_code: 'AUTHENTICATION_ERROR', message: 'Please log in' });
    expect((await refresh(refreshToken)).status).toBe(401);
    expect(ABSOLUTE_SESSION_LIFETIME_MS).toBe(12 * 3600_000);
  });
});

describe('refresh-token reuse grace window (two tabs restoring at once)', () => {
  const GRACE_MS = DEFAULT_REFRESH_REUSE_GRACE_SECONDS * 1000;

  test('the token just rotated, presented again within the window, answers the live successor once', async () => {
    const login = await loginWithToken(gateway.request, 'owner@tokoku.test');
    const first = await refresh(login.refreshToken);
    const successor = first.cookie(REFRESH_COOKIE_NAME)!.value;
    gateway.clock.advance(GRACE_MS - 1);
    const late = await refresh(login.refreshToken);
    expect(late.status).toBe(200);
    // Both tabs end with the same cookie: whichever answer the browser keeps last, it is the live one.
    expect(late.cookie(REFRESH_COOKIE_NAME)!.value).toBe(successor);
    const access = late.json<{ access_token: string }>().access_token;
    expect((await whoAmI(access)).status).toBe(200);
    expect((await refresh(successor)).status).toBe(200);
  });

  test('a second presentation of the same spent token, even within the window, revokes the family', async () => {
    const login = await loginWithToken(gateway.request, 'owner@tokoku.test');
    const first = await refresh(login.refreshToken);
    expect((await refresh(login.refreshToken)).status).toBe(200);
    const third = await refresh(login.refreshToken);
    expect(third.json()).toMatchObject({ error_code: 'INVALIDATED_TOKEN' });
    expect((await refresh(first.cookie(REFRESH_COOKIE_NAME)!.value)).json()).toMatchObject({ error_code: 'INVALIDATED_TOKEN' });
  });

  test('a replay after the window ends the family, access tokens included', async () => {
    const login = await loginWithToken(gateway.request, 'owner@tokoku.test');
    const first = await refresh(login.refreshToken);
    gateway.clock.advance(GRACE_MS + 1);
    expect((await refresh(login.refreshToken)).json()).toMatchObject({ error_code: 'INVALIDATED_TOKEN' });
    expect((await whoAmI(first.json<{ access_token: string }>().access_token)).json()).toMatchObject({ error_code: 'INVALIDATED_TOKEN' });
  });

  test('a token two rotations old is a replay even within the window', async () => {
    const login = await loginWithToken(gateway.request, 'owner@tokoku.test');
    const first = await refresh(login.refreshToken);
    await refresh(first.cookie(REFRESH_COOKIE_NAME)!.value);
    // The first token's one grace answers the live (third) token; used, it is spent for good.
    expect((await refresh(login.refreshToken)).status).toBe(200);
    expect((await refresh(login.refreshToken)).json()).toMatchObject({ error_code: 'INVALIDATED_TOKEN' });
  });

  test('REFRESH_REUSE_GRACE_SECONDS=0 turns the window off', async () => {
    gateway = await gateway.restart({ refreshReuseGraceSeconds: 0 });
    const login = await loginWithToken(gateway.request, 'owner@tokoku.test');
    await refresh(login.refreshToken);
    expect((await refresh(login.refreshToken)).json()).toMatchObject({ error_code: 'INVALIDATED_TOKEN' });
  });

  test('the database keeps no live refresh token in plain text', async () => {
    const login = await loginWithToken(gateway.request, 'owner@tokoku.test');
    const rotated = (await refresh(login.refreshToken)).cookie(REFRESH_COOKIE_NAME)!.value;
    expect(snapshot(gateway.dbPath)).not.toContain(rotated);
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

  test('one access token can be revoked on its own: the rest of its family keeps working', async () => {
    const login = await loginWithToken(gateway.request, 'owner@tokoku.test');
    const other = (await refresh(login.refreshToken)).json<{ access_token: string }>().access_token;
    const revoked = await gateway.request({ method: 'POST', url: '/__sandbox/access-tokens/revoke', payload: { token: login.accessToken } });
    expect(revoked.json()).toEqual({ revoked: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    expect((await whoAmI(login.accessToken)).json()).toMatchObject({ error_code: 'INVALIDATED_TOKEN' });
    expect((await whoAmI(other)).status).toBe(200);
  });

  test("the control API can make one access token expire now: it answers JWT_EXPIRED_ERROR, and its family's other tokens keep working", async () => {
    const login = await loginWithToken(gateway.request, 'owner@tokoku.test');
    const other = (await refresh(login.refreshToken)).json<{ access_token: string }>();
    const expired = await gateway.request({ method: 'POST', url: '/__sandbox/access-tokens/revoke', payload: { token: login.accessToken, as: 'expired' } });
    expect(expired.json()).toEqual({ expired: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    expect((await whoAmI(login.accessToken)).json()).toMatchObject({ error_code: 'JWT_EXPIRED_ERROR' });
    expect((await whoAmI(other.access_token)).status).toBe(200);
    const bad = await gateway.request({ method: 'POST', url: '/__sandbox/access-tokens/revoke', payload: { token: login.accessToken, as: 'later' } });
    expect(bad.json()).toMatchObject({ error_code: 'API_VALIDATION_ERROR' });
  });

  test('with nothing that names a sign-in: AUTHENTICATION_ERROR', async () => {
    expect((await signOut({}, { token: 'unknown' })).json()).toMatchObject({ error_code: 'AUTHENTICATION_ERROR' });
  });
});
