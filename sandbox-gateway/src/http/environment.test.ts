/** @jest-environment node */
import { API } from 'shared-contracts/gateway';
import { createTestGateway, loginWithSession, loginWithToken, sessionHeaders, tokenHeaders, type TestGateway } from '../testing/test-gateway';

let gateway: TestGateway;
let owner: string;
let newcomer: string;
beforeAll(async () => {
  gateway = await createTestGateway();
  owner = (await loginWithSession(gateway.request, 'owner@tokoku.test')).cookie;
  newcomer = (await loginWithSession(gateway.request, 'new@warungbaru.test')).cookie;
});
afterAll(() => gateway.close());

const get = (url: string, cookie: string, extraCookie = '') =>
  gateway.request({ url, headers: { cookie: extraCookie ? `${cookie}; ${extraCookie}` : cookie } });

describe('the environment parameter selects test or live data', () => {
  test('a live business defaults to PRODUCTION: its production secret key, and no IP whitelist', async () => {
    expect((await get(API.secretApiCredentialsList, owner)).json()).toEqual({
      data: [{ id: 'key_biz_tokoku_production', name: 'Live server key', environment: 'PRODUCTION', created: expect.any(String) }],
    });
    expect((await get(API.apiSettings, owner)).json()).toEqual({ cidr_whitelist: [] });
  });

  test('the query parameter selects DEVELOPMENT', async () => {
    expect((await get(`${API.secretApiCredentialsList}?environment=DEVELOPMENT`, owner)).json()).toMatchObject({
      data: [{ name: 'Test server key', environment: 'DEVELOPMENT' }],
    });
  });

  test('the environment cookie is the default when no parameter is sent; a parameter wins over it', async () => {
    expect((await get(API.secretApiCredentials, owner, 'environment=DEVELOPMENT')).json()).toMatchObject({ data: [{ environment: 'DEVELOPMENT' }] });
    expect((await get(`${API.secretApiCredentials}?environment=PRODUCTION`, owner, 'environment=DEVELOPMENT')).json()).toMatchObject({
      data: [{ environment: 'PRODUCTION' }],
    });
  });

  test('a TIER_1 business has live data too, which differs from its test data', async () => {
    const login = await loginWithToken(gateway.request, 'owner@tokoku.test');
    const switched = await gateway.request({
      method: 'POST', url: API.switchBusinessToken, headers: tokenHeaders(login.accessToken), payload: { business_id: 'biz_tokoku_express' },
    });
    const headers = tokenHeaders(switched.json<{ access_token: string }>().access_token);
    expect((await gateway.request({ url: `${API.apiSettings}?environment=PRODUCTION`, headers })).json()).toEqual({ cidr_whitelist: ['198.51.100.0/24'] });
    expect((await gateway.request({ url: `${API.apiSettings}?environment=DEVELOPMENT`, headers })).json()).toEqual({ cidr_whitelist: [] });
  });

  test('a business that is not live defaults to DEVELOPMENT', async () => {
    expect((await get(API.apiSettings, newcomer)).status).toBe(200);
    expect((await get(API.secretApiCredentialsList, newcomer)).json()).toEqual({ data: [] });
  });

  test.each([
    ['the query', `${API.apiSettings}?environment=PRODUCTION`, ''],
    ['the cookie', API.apiSettings, 'environment=PRODUCTION'],
  ])('a business that is not live asking for PRODUCTION data through %s: AUTHORIZATION_ERROR', async (_case, url, extra) => {
    const answer = await get(url, newcomer, extra);
    expect(answer.status).toBe(403);
    expect(answer.json()).toMatchObject({ error_code: 'AUTHORIZATION_ERROR' });
  });

  test('an environment value outside the two is a validation error, in the query or the body', async () => {
    const query = await get(`${API.apiSettings}?environment=STAGING`, owner);
    expect(query.status).toBe(400);
    expect(query.json()).toMatchObject({ error_code: 'API_VALIDATION_ERROR', errors: [{ field: 'environment' }] });
    const body = await gateway.request({ method: 'PATCH', url: API.balanceViewFlag, headers: sessionHeaders(owner), payload: { balance_view: true, environment: 'live' } });
    expect(body.json()).toMatchObject({ error_code: 'API_VALIDATION_ERROR', errors: [{ field: 'environment' }] });
  });

  test('a body environment is accepted by every call that takes a body', async () => {
    const answer = await gateway.request({ method: 'PATCH', url: API.user, headers: sessionHeaders(owner), payload: { preferred_language: 'en', environment: 'PRODUCTION' } });
    expect(answer.status).toBe(200);
  });

  test('e-receipts activation differs per environment', async () => {
    expect((await get(`${API.ereceiptsMerchants}?environment=PRODUCTION`, owner)).json()).toEqual({ is_activated: false });
    expect((await get(`${API.ereceiptsMerchants}?environment=DEVELOPMENT`, owner)).json()).toEqual({ is_activated: true });
  });
});
