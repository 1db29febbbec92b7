/** @jest-environment node */
import { API, CSRF_HEADER, CSRF_HEADER_VALUE } from 'shared-contracts/gateway';
import { NOTIFICATIONS_API } from 'shared-contracts/areas/notifications/notifications';
import { createTestGateway, loginWithSession, sessionHeaders, type TestGateway } from '../testing/test-gateway';

let gateway: TestGateway;
afterEach(() => gateway.close());

/** A body-less control call says it is no form (http/same-origin.ts). */
const CONTROL = { [CSRF_HEADER]: CSRF_HEADER_VALUE };

test.each([
  ['POST', '/__sandbox/reset'],
  ['POST', '/__sandbox/faults'],
  ['DELETE', '/__sandbox/faults'],
  ['GET', '/__sandbox/outbox'],
  ['POST', '/__sandbox/access-tokens/revoke'],
  ['POST', '/__sandbox/invoices/inv_x/next-reminder'],
  ['POST', '/__sandbox/recurring-plans/rcp_x/next-charge-retry'],
  ['GET', '/api/sandbox/caller'],
])('without test mode %s %s does not exist', async (method, url) => {
  gateway = await createTestGateway({ testMode: false });
  const answer = await gateway.request({ method, url, payload: method === 'POST' ? { path: '/api/health', status: 500 } : undefined });
  expect(answer.status).toBe(404);
  expect(answer.json()).toMatchObject({ error_code: 'NOT_FOUND_ERROR' });
});

describe('in test mode', () => {
  let cookie: string;
  beforeEach(async () => {
    gateway = await createTestGateway({ testMode: true });
    ({ cookie } = await loginWithSession(gateway.request, 'owner@tokoku.test'));
  });
  const fault = (spec: object) => gateway.request({ method: 'POST', url: '/__sandbox/faults', payload: spec });
  const notifications = () => gateway.request({ url: NOTIFICATIONS_API.list, headers: sessionHeaders(cookie) });

  test('GET /api/sandbox/caller answers who is signed in, and refuses a caller who is not', async () => {
    const answer = await gateway.request({ url: '/api/sandbox/caller', headers: sessionHeaders(cookie) });
    expect(answer.json()).toEqual({ email: 'owner@tokoku.test', business_id: 'biz_tokoku', mode: 'session', environment: 'PRODUCTION' });
    expect((await gateway.request({ url: '/api/sandbox/caller' })).json()).toMatchObject({ error_code: 'AUTHENTICATION_ERROR' });
  });

  test('POST /__sandbox/reset puts the seed back and ends every session', async () => {
    await gateway.request({ method: 'PATCH', url: API.user, headers: sessionHeaders(cookie), payload: { preferred_language: 'id' } });
    const reset = await gateway.request({ method: 'POST', url: '/__sandbox/reset', headers: CONTROL });
    expect(reset.json()).toMatchObject({ status: 'reset' });
    expect((await notifications()).status).toBe(401);
    const fresh = await loginWithSession(gateway.request, 'owner@tokoku.test');
    expect(fresh.answer.json()).toMatchObject({ user: { preferred_language: 'en' } });
  });

  test('a fault answers its status and error code `count` times, then the path works again', async () => {
    expect((await fault({ path: NOTIFICATIONS_API.list, method: 'GET', status: 503, count: 2 })).status).toBe(201);
    for (let attempt = 0; attempt < 2; attempt++) {
      const answer = await notifications();
      expect(answer.status).toBe(503);
      expect(answer.json()).toMatchObject({ error_code: 'SERVER_ERROR' });
    }
    expect((await notifications()).status).toBe(200);
  });

  test('a fault with its own code, retry-after, and only for its method', async () => {
    await fault({ path: API.otp, method: 'POST', status: 429, error_code: 'TOO_MANY_REQUESTS', retry_after: 1800 });
    expect((await gateway.request({ url: API.otp, headers: sessionHeaders(cookie) })).status).toBe(404);
    const answer = await gateway.request({ method: 'POST', url: API.otp, headers: sessionHeaders(cookie), payload: { recipient: '+6281234567001', type: 'PHONE_NUMBER' } });
    expect(answer.status).toBe(429);
    expect(answer.headers.get('retry-after')).toBe('1800');
    expect(answer.json()).toMatchObject({ error_code: 'TOO_MANY_REQUESTS', retryAfter: 1800 });
  });

  test('any error code can be injected, e.g. one the client does not know', async () => {
    await fault({ path: API.authenticatedUserData, status: 400, error_code: 'SOMETHING_NEW' });
    expect((await gateway.request({ url: API.authenticatedUserData, headers: sessionHeaders(cookie) })).json()).toMatchObject({ error_code: 'SOMETHING_NEW' });
  });

  test('a delay alone slows the request down and then answers normally; a * suffix matches a prefix', async () => {
    await fault({ path: '/api/notifications*', delay_ms: 150 });
    const started = Date.now();
    expect((await notifications()).status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
  });

  test('DELETE /__sandbox/faults clears every fault', async () => {
    await fault({ path: NOTIFICATIONS_API.list, status: 500, count: 10 });
    expect((await gateway.request({ url: '/__sandbox/faults' })).json<{ faults: unknown[] }>().faults).toHaveLength(1);
    expect((await gateway.request({ method: 'DELETE', url: '/__sandbox/faults', headers: CONTROL })).json()).toEqual({ cleared: 1 });
    expect((await notifications()).status).toBe(200);
  });

  test('a fault needs a status or a delay, and is validated', async () => {
    expect((await fault({ path: NOTIFICATIONS_API.list })).status).toBe(400);
    expect((await fault({ path: NOTIFICATIONS_API.list, status: 200 })).json()).toMatchObject({ error_code: 'API_VALIDATION_ERROR' });
    expect((await fault({ path: 'api/no-slash', status: 500 })).status).toBe(400);
  });

  test('the outbox shows the OTP text messages and reminder emails the sandbox "sent"', async () => {
    await gateway.request({ method: 'POST', url: API.otp, headers: sessionHeaders(cookie), payload: { recipient: '+6281234567001', type: 'PHONE_NUMBER' } });
    await gateway.request({ method: 'POST', url: API.ipWhitelistReminderEmail, headers: sessionHeaders(cookie), payload: {} });
    const { messages } = (await gateway.request({ url: '/__sandbox/outbox' })).json<{ messages: { kind: string; recipient: string }[] }>();
    expect(messages).toEqual([
      expect.objectContaining({ kind: 'OTP_SMS', recipient: '+6281234567001' }),
      expect.objectContaining({ kind: 'IP_WHITELIST_REMINDER_EMAIL', recipient: 'owner@tokoku.test' }),
    ]);
  });
});
