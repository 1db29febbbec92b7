/** @jest-environment node */
import {
  API,
  REFRESH_COOKIE_NAME,
  REFRESH_COOKIE_PATH,
  SESSION_COOKIE_NAME,
  type SessionLoginAnswer,
} from 'shared-contracts/gateway';
import { SANDBOX_PASSWORD } from '../seed/personas';
import {
  createTestGateway,
  loginWithSession,
  loginWithToken,
  sessionHeaders,
  tokenHeaders,
  type TestGateway,
} from '../testing/test-gateway';

let gateway: TestGateway;
beforeEach(async () => {
  gateway = await createTestGateway();
});
afterEach(() => gateway.close());

const login = (url: string, email: string, password = SANDBOX_PASSWORD, headers: Record<string, string> = {}) =>
  gateway.request({ method: 'POST', url, payload: { email, password }, headers });

describe('session mode (POST /api/sessions)', () => {
  test.each([
    ['owner@tokoku.test', 'biz_tokoku', 'LIVE'],
    ['viewer@tokoku.test', 'biz_tokoku', 'LIVE'],
    ['new@warungbaru.test', 'biz_warungbaru', 'AWAITING_DOCS'],
    ['admin@manila.test', 'biz_manila', 'LIVE'],
    ['admin@remit.test', 'biz_remit', 'LIVE'],
    ['admin@brand2.test', 'biz_brand2', 'LIVE'],
    ['admin@partner.test', 'biz_partner', 'LIVE'],
    ['staff@internal.test', 'biz_internal', 'LIVE'],
  ])('%s signs in to %s', async (email, businessId, status) => {
    const answer = await login(API.sessions, email);
    expect(answer.status).toBe(200);
    const body = answer.json<SessionLoginAnswer>();
    expect(body.user.email).toBe(email);
    expect(body.business).toMatchObject({ id: businessId, go_live_status: status });
    expect(answer.cookie(REFRESH_COOKIE_NAME)).toBeUndefined();
  });

  test('the session cookie is httpOnly, SameSite=Lax, site-wide, and not Secure on localhost', async () => {
    const session = (await login(API.sessions, 'owner@tokoku.test')).cookie(SESSION_COOKIE_NAME)!;
    expect(session.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(session.attributes).toMatchObject({ httponly: true, samesite: 'Lax', path: '/' });
    expect(session.attributes.secure).toBeUndefined();
  });

  test('outside localhost every cookie is Secure', async () => {
    const headers = { 'x-forwarded-host': 'dashboard.example.com' };
    expect((await login(API.sessions, 'owner@tokoku.test', SANDBOX_PASSWORD, headers)).cookie(SESSION_COOKIE_NAME)!.attributes.secure).toBe(true);
    expect((await login(API.authEmail, 'owner@tokoku.test', SANDBOX_PASSWORD, headers)).cookie(REFRESH_COOKIE_NAME)!.attributes.secure).toBe(true);
  });

  test('the permission flags come from the membership', async () => {
    const { user } = (await login(API.sessions, 'viewer@tokoku.test')).json<SessionLoginAnswer>();
    expect(user).toMatchObject({
      can_view: true, can_edit: false, can_approve: false, can_manage_tech_settings: false,
      can_administer: false, can_withdraw: false, operation: false,
    });
  });

  test('the email is matched without regard to case', async () => {
    expect((await login(API.sessions, '  OWNER@TokoKu.test'.trim())).status).toBe(200);
  });

  test('sign-out ends the session and clears the cookie; signing out again is harmless', async () => {
    const { cookie } = await loginWithSession(gateway.request, 'owner@tokoku.test');
    const out = await gateway.request({ method: 'POST', url: API.logout, headers: sessionHeaders(cookie) });
    expect(out.status).toBe(204);
    expect(out.cookie(SESSION_COOKIE_NAME)?.attributes.expires).toBe('Thu, 01 Jan 1970 00:00:00 GMT');
    const after = await gateway.request({ url: API.authenticatedUserData, headers: sessionHeaders(cookie) });
    expect(after.status).toBe(401);
    expect((await gateway.request({ method: 'POST', url: API.logout, headers: sessionHeaders(cookie) })).status).toBe(204);
  });
});

describe('token mode (POST /api/auth/email)', () => {
  test('answers an access token and sets the refresh token only as a strict, path-scoped, httpOnly cookie', async () => {
    const answer = await login(API.authEmail, 'owner@tokoku.test');
    expect(answer.status).toBe(200);
    const body = answer.json();
    expect(body).toMatchObject({ expires_in: 900, user: { email: 'owner@tokoku.test' }, business: { id: 'biz_tokoku' } });
    expect(String(body.access_token).split('.')).toHaveLength(3);
    expect(body).not.toHaveProperty('refresh_token');
    const refresh = answer.cookie(REFRESH_COOKIE_NAME)!;
    expect(refresh.attributes).toMatchObject({ httponly: true, samesite: 'Strict', path: REFRESH_COOKIE_PATH });
    expect(answer.cookie(SESSION_COOKIE_NAME)).toBeUndefined();
  });

  test.each(['owner@tokoku.test', 'authn@tokoku.test', 'admin@brand2.test', 'staff@internal.test'])('%s can call with the bearer token', async (email) => {
    const { accessToken } = await loginWithToken(gateway.request, email);
    const answer = await gateway.request({ url: API.authenticatedUserData, headers: tokenHeaders(accessToken) });
    expect(answer.status).toBe(200);
    expect(answer.json()).toMatchObject({ user: { email } });
  });

  test('authn@tokoku.test uses an authenticator and has an unverified phone (the phone reminder is due)', async () => {
    const { body } = await loginWithToken(gateway.request, 'authn@tokoku.test');
    expect(body.user).toMatchObject({ mfa_type: 'authenticator', is_phone_number_verified: false });
    const reminder = body.user.account_notifications.find((entry) => entry.notify === 'verifyPhoneNumber');
    expect(reminder).toMatchObject({ status: 'ACTIVE' });
    expect(Date.parse(reminder!.remind_me as string)).toBeLessThan(gateway.clock());
  });

  test('without x-new-authentication the bearer token is not looked at: the session cookie is', async () => {
    const { accessToken } = await loginWithToken(gateway.request, 'owner@tokoku.test');
    const answer = await gateway.request({ url: API.authenticatedUserData, headers: { authorization: `Bearer ${accessToken}` } });
    expect(answer.status).toBe(401);
  });
});

describe('failed sign-ins', () => {
  test.each([API.sessions, API.authEmail])('%s: the locked persona gets USER_LOCKED_ERROR', async (url) => {
    const answer = await login(url, 'locked@tokoku.test');
    expect(answer.status).toBe(403);
    expect(answer.json()).toMatchObject({ error_code: 'USER_LOCKED_ERROR' });
    expect(answer.cookie(SESSION_COOKIE_NAME)).toBeUndefined();
    expect(answer.cookie(REFRESH_COOKIE_NAME)).toBeUndefined();
  });

  test.each([
    [API.sessions, 'owner@tokoku.test', 'wrong-password'],
    [API.authEmail, 'owner@tokoku.test', 'sandbox-2026'],
    [API.sessions, 'nobody@tokoku.test', SANDBOX_PASSWORD],
  ])('%s %s with a wrong password or unknown email: INVALID_CREDENTIALS_ERROR', async (url, email, password) => {
    const answer = await login(url, email, password);
    expect(answer.status).toBe(401);
    expect(answer.json()).toEqual({ error_code: 'INVALID_CREDENTIALS_ERROR', message: 'The email or password is not correct' });
  });
});

describe('no session', () => {
  test.each([
    ['no credential at all', {}],
    ['an unknown session cookie', { cookie: `${SESSION_COOKIE_NAME}=forged` }],
    ['token mode without a bearer token', { 'x-new-authentication': 'true' }],
    ['a bearer token that is not a JWT', { 'x-new-authentication': 'true', authorization: 'Bearer nope' }],
    ['a JWT with a forged signature', { 'x-new-authentication': 'true', authorization: 'Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.c2lnbmF0dXJl' }],
  ])('%s: 401 AUTHENTICATION_ERROR "Please log in"', async (_case, headers) => {
    const answer = await gateway.request({ url: API.authenticatedUserData, headers: headers as Record<string, string> });
    expect(answer.status).toBe(401);
    expect(answer.json()).toEqual({ error_code: 'AUTHENTICATION_ERROR', message: 'Please log in' });
  });

  test('a token whose signature was made with the "none" algorithm is refused', async () => {
    const { accessToken } = await loginWithToken(gateway.request, 'owner@tokoku.test');
    const [, payload] = accessToken.split('.');
    const unsigned = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${payload}.`;
    const answer = await gateway.request({ url: API.authenticatedUserData, headers: tokenHeaders(unsigned) });
    expect(answer.status).toBe(401);
  });
});

describe('one-time token (POST /api/auth/verify-one-time-token)', () => {
  const verify = (token: string, headers: Record<string, string> = {}) =>
    gateway.request({ method: 'POST', url: API.verifyOneTimeToken, payload: { token, source: 'email', page: 'home' }, headers });

  test('signs in once with a session; a second use is refused', async () => {
    const first = await verify('ott-owner-tokoku');
    expect(first.status).toBe(200);
    expect(first.json()).toMatchObject({ user: { email: 'owner@tokoku.test' }, business: { id: 'biz_tokoku' } });
    expect(first.cookie(SESSION_COOKIE_NAME)).toBeDefined();
    const again = await verify('ott-owner-tokoku');
    expect(again.status).toBe(401);
    expect(again.json()).toMatchObject({ error_code: 'AUTHORIZATION_TOKEN_ERROR' });
  });

  test('in token mode answers an access token and sets the refresh cookie', async () => {
    const answer = await verify('ott-new-warungbaru', { 'x-new-authentication': 'true' });
    expect(answer.status).toBe(200);
    expect(answer.json()).toMatchObject({ expires_in: 900, user: { email: 'new@warungbaru.test' } });
    expect(answer.cookie(REFRESH_COOKIE_NAME)).toBeDefined();
  });

  test('an unknown token is refused', async () => {
    expect((await verify('ott-made-up')).json()).toMatchObject({ error_code: 'AUTHORIZATION_TOKEN_ERROR' });
  });
});
