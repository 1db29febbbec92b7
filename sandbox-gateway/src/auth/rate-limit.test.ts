/** @jest-environment node */
import { API } from 'shared-contracts/gateway';
import { SANDBOX_PASSWORD } from '../seed/personas';
import { createTestGateway, loginWithSession, sessionHeaders, type TestGateway } from '../testing/test-gateway';

let gateway: TestGateway;
afterEach(() => gateway.close());

const login = (url: string, email: string, password: string) =>
  gateway.request({ method: 'POST', url, payload: { email, password } });

describe('login rate limits', () => {
  beforeEach(async () => {
    gateway = await createTestGateway();
  });

  test('five failures for one email (across both login endpoints) block it for 15 minutes, even with the right password', async () => {
    for (const url of [API.sessions, API.authEmail, API.sessions, API.authEmail, API.sessions]) {
      expect((await login(url, 'owner@tokoku.test', 'wrong')).status).toBe(401);
    }
    const blocked = await login(API.authEmail, 'owner@tokoku.test', SANDBOX_PASSWORD);
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get('retry-after')).toBe('900');
    expect(blocked.json()).toMatchObject({ error_code: 'TOO_MANY_REQUESTS', retryAfter: 900 });
    // Another account is not blocked by this email's failures.
    expect((await login(API.sessions, 'viewer@tokoku.test', SANDBOX_PASSWORD)).status).toBe(200);

    gateway.clock.advance(10 * 60_000);
    expect((await login(API.sessions, 'owner@tokoku.test', SANDBOX_PASSWORD)).headers.get('retry-after')).toBe('300');
    gateway.clock.advance(5 * 60_000);
    expect((await login(API.sessions, 'owner@tokoku.test', SANDBOX_PASSWORD)).status).toBe(200);
  });

  test('a success clears the email count', async () => {
    for (let attempt = 0; attempt < 4; attempt++) await login(API.sessions, 'owner@tokoku.test', 'wrong');
    expect((await login(API.sessions, 'owner@tokoku.test', SANDBOX_PASSWORD)).status).toBe(200);
    for (let attempt = 0; attempt < 4; attempt++) await login(API.sessions, 'owner@tokoku.test', 'wrong');
    expect((await login(API.sessions, 'owner@tokoku.test', SANDBOX_PASSWORD)).status).toBe(200);
  });

  test('a locked account with the right password is told it is locked every time, never counted as a failure', async () => {
    for (let attempt = 0; attempt < 7; attempt++) {
      expect((await login(API.sessions, 'locked@tokoku.test', SANDBOX_PASSWORD)).json()).toMatchObject({ error_code: 'USER_LOCKED_ERROR' });
    }
  });

  test('the limit survives a restart (it is kept in the database)', async () => {
    for (let attempt = 0; attempt < 5; attempt++) await login(API.sessions, 'owner@tokoku.test', 'wrong');
    gateway = await gateway.restart();
    expect((await login(API.sessions, 'owner@tokoku.test', SANDBOX_PASSWORD)).status).toBe(429);
  });
});

test('failures from one address across many emails are limited per address', async () => {
  gateway = await createTestGateway({ rateLimits: { loginPerIp: { max: 3, windowMs: 60_000 } } });
  for (const email of ['a@x.test', 'b@x.test', 'c@x.test']) expect((await login(API.sessions, email, 'guess')).status).toBe(401);
  const blocked = await login(API.authEmail, 'owner@tokoku.test', SANDBOX_PASSWORD);
  expect(blocked.status).toBe(429);
  expect(Number(blocked.headers.get('retry-after'))).toBe(60);
  const oneTimeToken = await gateway.request({
    method: 'POST',
    url: API.verifyOneTimeToken,
    payload: { token: 'ott-owner-tokoku', source: 'email', page: 'home' },
  });
  expect(oneTimeToken.status).toBe(429);
});

describe('OTP (POST /api/otp) and phone verification', () => {
  let cookie: string;
  beforeEach(async () => {
    gateway = await createTestGateway();
    ({ cookie } = await loginWithSession(gateway.request, 'authn@tokoku.test'));
  });
  const requestOtp = () =>
    gateway.request({ method: 'POST', url: API.otp, headers: sessionHeaders(cookie), payload: { recipient: '+6281299990000', type: 'PHONE_NUMBER' } });
  const verify = (otp_token: string) =>
    gateway.request({ method: 'PATCH', url: API.phoneNumberVerification, headers: sessionHeaders(cookie), payload: { otp_token } });

  test('one request per 30 seconds per user, with retry-after', async () => {
    expect((await requestOtp()).status).toBe(204);
    gateway.clock.advance(10_000);
    const blocked = await requestOtp();
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get('retry-after')).toBe('20');
    expect(blocked.json()).toMatchObject({ error_code: 'TOO_MANY_REQUESTS', retryAfter: 20 });
    gateway.clock.advance(20_000);
    expect((await requestOtp()).status).toBe(204);
  });

  test('a wrong code is OTP_TOKEN_NOT_VALID_ERROR; 123456 verifies the phone and retires the reminder', async () => {
    await requestOtp();
    const wrong = await verify('654321');
    expect(wrong.status).toBe(400);
    expect(wrong.json()).toMatchObject({ error_code: 'OTP_TOKEN_NOT_VALID_ERROR' });
    const right = await verify('123456');
    expect(right.status).toBe(200);
    const user = right.json<{ phone_number: string; is_phone_number_verified: boolean; account_notifications: { notify: string; status: string }[] }>();
    expect(user).toMatchObject({ phone_number: '+6281299990000', is_phone_number_verified: true });
    expect(user.account_notifications.find((entry) => entry.notify === 'verifyPhoneNumber')?.status).toBe('INACTIVE');
    // The code is spent.
    expect((await verify('123456')).json()).toMatchObject({ error_code: 'OTP_TOKEN_NOT_VALID_ERROR' });
  });

  test('verifying before requesting a code, or after it expired, is OTP_TOKEN_NOT_VALID_ERROR', async () => {
    expect((await verify('123456')).json()).toMatchObject({ error_code: 'OTP_TOKEN_NOT_VALID_ERROR' });
    await requestOtp();
    gateway.clock.advance(5 * 60_000);
    expect((await verify('123456')).json()).toMatchObject({ error_code: 'OTP_TOKEN_NOT_VALID_ERROR' });
  });

  test('five wrong codes block verification with TOO_MANY_REQUESTS', async () => {
    await requestOtp();
    for (let attempt = 0; attempt < 5; attempt++) expect((await verify('000000')).status).toBe(400);
    const blocked = await verify('123456');
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
