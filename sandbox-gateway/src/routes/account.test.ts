/** @jest-environment node */
import { type Business } from 'shared-contracts';
import { API, REFRESH_COOKIE_NAME, REFRESH_COOKIE_PATH } from 'shared-contracts/gateway';
import { FEATURE_FLAGS } from 'shared-contracts';
import { DEFAULT_REFRESH_REUSE_GRACE_SECONDS } from '../config';
import {
  createTestGateway,
  execute,
  loginWithSession,
  loginWithToken,
  refreshCookieHeader,
  sessionHeaders,
  tokenHeaders,
  type TestGateway,
} from '../testing/test-gateway';

let gateway: TestGateway;
beforeEach(async () => {
  gateway = await createTestGateway();
});
afterEach(() => gateway.close());

describe('the signed-in user and business', () => {
  test('GET /api/authenticated-user-data answers {business, user}', async () => {
    const { cookie } = await loginWithSession(gateway.request, 'new@warungbaru.test');
    const answer = await gateway.request({ url: API.authenticatedUserData, headers: sessionHeaders(cookie) });
    expect(answer.json()).toMatchObject({
      business: { id: 'biz_warungbaru', go_live_status: 'AWAITING_DOCS', environment: 'DEVELOPMENT', brand_name: 'MAIN' },
      user: { email: 'new@warungbaru.test', can_administer: true, preferred_language: 'en' },
    });
  });

  test('GET /api/user/businesses lists the businesses of the user', async () => {
    const { cookie } = await loginWithSession(gateway.request, 'owner@tokoku.test');
    const owner = (await gateway.request({ url: API.userBusinesses, headers: sessionHeaders(cookie) })).json<Business[]>();
    expect(owner.map((business) => [business.id, business.go_live_status])).toEqual([
      ['biz_tokoku', 'LIVE'],
      ['biz_tokoku_express', 'TIER_1'],
      ['biz_tokoku_baru', 'AWAITING_DOCS'],
    ]);
    const staff = await loginWithToken(gateway.request, 'staff@internal.test');
    expect((await gateway.request({ url: API.userBusinesses, headers: tokenHeaders(staff.accessToken) })).json<Business[]>()).toHaveLength(12);
  });

  test('GET /api/businesses/business_settings', async () => {
    const { cookie } = await loginWithSession(gateway.request, 'owner@tokoku.test');
    expect((await gateway.request({ url: API.businessSettings, headers: sessionHeaders(cookie) })).json()).toEqual({
      can_view_disbursement: true,
      is_xen_platform: true,
    });
  });

  test('a user removed from the business gets USER_BUSINESS_NOT_FOUND_ERROR', async () => {
    const { cookie } = await loginWithSession(gateway.request, 'viewer@tokoku.test');
    execute(gateway.dbPath, "DELETE FROM memberships WHERE user_id = 'usr_viewer_tokoku'");
    const answer = await gateway.request({ url: API.authenticatedUserData, headers: sessionHeaders(cookie) });
    expect(answer.status).toBe(403);
    expect(answer.json()).toMatchObject({ error_code: 'USER_BUSINESS_NOT_FOUND_ERROR' });
  });

  test('PATCH /api/user sets the preferred language', async () => {
    const { cookie } = await loginWithSession(gateway.request, 'owner@tokoku.test');
    const answer = await gateway.request({ method: 'PATCH', url: API.user, headers: sessionHeaders(cookie), payload: { preferred_language: 'id' } });
    expect(answer.json()).toMatchObject({ email: 'owner@tokoku.test', preferred_language: 'id' });
    expect((await gateway.request({ url: API.authenticatedUserData, headers: sessionHeaders(cookie) })).json()).toMatchObject({
      user: { preferred_language: 'id' },
    });
  });
});

describe('feature flags (GET /api/feature-flags/{business_id}?email=)', () => {
  const flags = (businessId: string, email: string, headers: Record<string, string>) =>
    gateway.request({ url: `${API.featureFlags}/${businessId}?email=${encodeURIComponent(email)}`, headers });

  test('answers every flag of the business; new_authentication decides the mode', async () => {
    const { cookie } = await loginWithSession(gateway.request, 'staff@internal.test');
    const tokoKu = (await flags('biz_tokoku', 'staff@internal.test', sessionHeaders(cookie))).json<Record<string, boolean>>();
    expect(Object.keys(tokoKu).sort()).toEqual([...FEATURE_FLAGS].sort());
    expect(Object.values(tokoKu).every(Boolean)).toBe(true);
    const warung = (await flags('biz_warungbaru', 'staff@internal.test', sessionHeaders(cookie))).json<Record<string, boolean>>();
    expect(warung).toMatchObject({ new_authentication: false, get_started: true, notification_center: true, lending: false });
  });

  test("another user's email or a business of others is AUTHORIZATION_ERROR", async () => {
    const { cookie } = await loginWithSession(gateway.request, 'owner@tokoku.test');
    expect((await flags('biz_tokoku', 'viewer@tokoku.test', sessionHeaders(cookie))).json()).toMatchObject({ error_code: 'AUTHORIZATION_ERROR' });
    expect((await flags('biz_manila', 'owner@tokoku.test', sessionHeaders(cookie))).status).toBe(403);
    expect((await flags('biz_unknown', 'owner@tokoku.test', sessionHeaders(cookie))).status).toBe(403);
  });
});

describe('switching business', () => {
  test('token mode: new access and refresh tokens for the target business; the old refresh token is spent', async () => {
    const login = await loginWithToken(gateway.request, 'owner@tokoku.test');
    const answer = await gateway.request({
      method: 'POST',
      url: API.switchBusinessToken,
      headers: tokenHeaders(login.accessToken),
      payload: { business_id: 'biz_tokoku_express', environment: 'PRODUCTION' },
    });
    expect(answer.status).toBe(200);
    const body = answer.json<{ access_token: string; expires_in: number }>();
    expect(body.expires_in).toBe(900);
    expect(body).not.toHaveProperty('refresh_token'); // page script never sees a refresh token
    const cookie = answer.cookie(REFRESH_COOKIE_NAME)!;
    expect(cookie.attributes).toMatchObject({ httponly: true, samesite: 'Strict', path: REFRESH_COOKIE_PATH });

    const now = await gateway.request({ url: API.authenticatedUserData, headers: tokenHeaders(body.access_token) });
    expect(now.json()).toMatchObject({ business: { id: 'biz_tokoku_express', go_live_status: 'TIER_1' } });
    // A refresh keeps the new business.
    const refreshed = await gateway.request({ method: 'POST', url: API.refreshToken, headers: refreshCookieHeader(cookie.value) });
    const after = await gateway.request({ url: API.authenticatedUserData, headers: tokenHeaders(refreshed.json<{ access_token: string }>().access_token) });
    expect(after.json()).toMatchObject({ business: { id: 'biz_tokoku_express' } });
    // The refresh token from before the switch was spent by it: presenting it after the reuse grace
    // window (docs/decisions/0014) is a replay.
    gateway.clock.advance(DEFAULT_REFRESH_REUSE_GRACE_SECONDS * 1000);
    const replay = await gateway.request({ method: 'POST', url: API.refreshToken, headers: refreshCookieHeader(login.refreshToken) });
    expect(replay.json()).toMatchObject({ error_code: 'INVALIDATED_TOKEN' });
  });

  test('session mode: the session moves to the target business', async () => {
    const { cookie } = await loginWithSession(gateway.request, 'staff@internal.test');
    const answer = await gateway.request({
      method: 'POST',
      url: API.switchBusinessSession,
      headers: sessionHeaders(cookie),
      payload: { business_id: 'biz_manila' },
    });
    expect(answer.status).toBe(200);
    expect(answer.json()).toMatchObject({ business: { id: 'biz_manila', country_of_operation: 'Philippines' }, user: { email: 'staff@internal.test' } });
    expect((await gateway.request({ url: API.authenticatedUserData, headers: sessionHeaders(cookie) })).json()).toMatchObject({
      business: { id: 'biz_manila' },
    });
  });

  test.each([
    ['a business of others', 'biz_manila'],
    ['an unknown business', 'biz_nowhere'],
  ])('switching to %s is AUTHORIZATION_ERROR and changes nothing', async (_case, businessId) => {
    const { cookie } = await loginWithSession(gateway.request, 'owner@tokoku.test');
    const answer = await gateway.request({ method: 'POST', url: API.switchBusinessSession, headers: sessionHeaders(cookie), payload: { business_id: businessId } });
    expect(answer.status).toBe(403);
    expect(answer.json()).toMatchObject({ error_code: 'AUTHORIZATION_ERROR' });
    expect((await gateway.request({ url: API.authenticatedUserData, headers: sessionHeaders(cookie) })).json()).toMatchObject({
      business: { id: 'biz_tokoku' },
    });
  });

  test("each mode's switch endpoint needs that mode's sign-in", async () => {
    const { cookie } = await loginWithSession(gateway.request, 'owner@tokoku.test');
    const login = await loginWithToken(gateway.request, 'owner@tokoku.test');
    const viaSession = await gateway.request({ method: 'POST', url: API.switchBusinessToken, headers: sessionHeaders(cookie), payload: { business_id: 'biz_tokoku_baru' } });
    expect(viaSession.json()).toEqual({ error_code: 'AUTHENTICATION_ERROR', message: 'Please log in' });
    const viaToken = await gateway.request({ method: 'POST', url: API.switchBusinessSession, headers: tokenHeaders(login.accessToken), payload: { business_id: 'biz_tokoku_baru' } });
    expect(viaToken.status).toBe(401);
  });
});
