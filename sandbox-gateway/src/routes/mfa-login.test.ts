/** @jest-environment node */
import { MFA_LOGIN_API, MFA_TOKEN_HEADER, type MfaChallengeAnswer } from 'shared-contracts/areas/shell/mfa-login';
import { API, NEW_AUTHENTICATION_HEADER, REFRESH_COOKIE_NAME, SESSION_COOKIE_NAME, type TokenLoginAnswer } from 'shared-contracts/gateway';
import { tokenHash } from '../auth/secrets';
import { SANDBOX_PASSWORD } from '../seed/personas';
import { createTestGateway, execute, snapshot, tokenHeaders, type TestGateway } from '../testing/test-gateway';

const SMS_USER = 'otp@tokoku.test';
const APP_USER = 'totp@tokoku.test';
const TOKEN_MODE = { [NEW_AUTHENTICATION_HEADER]: 'true' };

let gateway: TestGateway;
beforeEach(async () => {
  gateway = await createTestGateway({ testMode: true });
});
afterEach(() => gateway.close());

const post = (url: string, payload: object, headers: Record<string, string> = TOKEN_MODE) =>
  gateway.request({ method: 'POST', url, payload, headers });

async function challenge(email: string, url: string = API.authEmail): Promise<MfaChallengeAnswer> {
  const answer = await post(url, { email, password: SANDBOX_PASSWORD });
  expect(answer.status).toBe(200);
  expect(answer.cookie(REFRESH_COOKIE_NAME)).toBeUndefined();
  expect(answer.cookie(SESSION_COOKIE_NAME)).toBeUndefined();
  return answer.json<MfaChallengeAnswer>();
}

async function smsCodeTo(recipient: string): Promise<string> {
  const { messages } = (await gateway.request({ url: '/__sandbox/outbox' })).json<{ messages: { kind: string; recipient: string; subject: string }[] }>();
  return messages.filter((m) => m.kind === 'OTP_SMS' && m.recipient === recipient).at(-1)!.subject.match(/\d{6}/)![0];
}

const setFlag = (enabled: boolean) =>
  gateway.request({ method: 'PATCH', url: '/__sandbox/feature-flags', payload: { business_id: 'biz_tokoku', flag: 'mfa_login', enabled } });

describe('a sign-in that needs the second factor', () => {
  test('answers a challenge and no session, in both modes; the challenge opens nothing', async () => {
    const token = await challenge(SMS_USER);
    expect(token).toMatchObject({ mfa_required: true, mfa_type: 'phone_number', user_id: 'usr_otp_tokoku', phone_number: '+62••••••••009', expires_in: 600 });
    expect(token).not.toHaveProperty('access_token');
    expect(token).not.toHaveProperty('user');
    await challenge(APP_USER, API.sessions);
    // The challenge's secret is no credential for the API.
    const asBearer = await gateway.request({ url: API.authenticatedUserData, headers: { ...TOKEN_MODE, authorization: `Bearer ${token.mfa_token}` } });
    expect(asBearer.status).toBe(401);
  });

  test('SMS: the code goes to the phone (once per 30 s), a wrong one is refused, the right one signs in once', async () => {
    const { mfa_token } = await challenge(SMS_USER);
    expect((await post(MFA_LOGIN_API.authorizeSmsOtp, { mfa_token, otp_token: '123456' })).json<{ error_code: string }>().error_code).toBe(
      'OTP_TOKEN_NOT_VALID_ERROR',
    ); // nothing sent yet
    expect((await post(MFA_LOGIN_API.smsOtp, { mfa_token })).status).toBe(204);
    const again = await post(MFA_LOGIN_API.smsOtp, { mfa_token });
    expect([again.status, Number(again.headers.get('retry-after'))]).toEqual([429, 30]);
    const wrong = await post(MFA_LOGIN_API.authorizeSmsOtp, { mfa_token, otp_token: '000000' });
    expect([wrong.status, wrong.json<{ error_code: string }>().error_code]).toEqual([400, 'OTP_TOKEN_NOT_VALID_ERROR']);
    const right = await post(MFA_LOGIN_API.authorizeSmsOtp, { mfa_token, otp_token: await smsCodeTo('+6281234567009') });
    expect(right.status).toBe(200);
    expect(right.cookie(REFRESH_COOKIE_NAME)).toBeDefined();
    const { access_token, user } = right.json<TokenLoginAnswer>();
    expect(user.email).toBe(SMS_USER);
    expect((await gateway.request({ url: API.authenticatedUserData, headers: tokenHeaders(access_token) })).status).toBe(200);
    // Spent: the same challenge signs in no one else.
    const replay = await post(MFA_LOGIN_API.authorizeSmsOtp, { mfa_token, otp_token: '123456' });
    expect([replay.status, replay.json<{ error_code: string }>().error_code]).toEqual([401, 'AUTHORIZATION_TOKEN_ERROR']);
  });

  test('authenticator: the session-cookie mode gets its cookie; SMS is refused for an app user', async () => {
    const { mfa_token } = await challenge(APP_USER, API.sessions);
    expect((await post(MFA_LOGIN_API.smsOtp, { mfa_token }, {})).status).toBe(403);
    expect((await post(MFA_LOGIN_API.authorizeAuthenticator, { mfa_token, otp_token: '999999' }, {})).status).toBe(400);
    const right = await post(MFA_LOGIN_API.authorizeAuthenticator, { mfa_token, otp_token: '123456' }, {});
    expect(right.status).toBe(200);
    expect(right.cookie(SESSION_COOKIE_NAME)).toBeDefined();
  });

  test('backup codes: existence needs the challenge, each code works once, spaces, dashes and capitals allowed', async () => {
    const first = await challenge(APP_USER);
    const existence = (id: string, token?: string) =>
      gateway.request({ url: `${MFA_LOGIN_API.backupCodeExistence}/${id}`, headers: token ? { [MFA_TOKEN_HEADER]: token } : {} });
    expect((await existence('usr_totp_tokoku')).status).toBe(401);
    expect((await existence('usr_owner_tokoku', first.mfa_token)).status).toBe(403);
    expect((await existence('usr_totp_tokoku', first.mfa_token)).json()).toEqual({ exists: true });
    expect((await post(MFA_LOGIN_API.backupCode, { mfa_token: first.mfa_token, backup_code: 'aaaa-bbbb' })).status).toBe(400);
    expect((await post(MFA_LOGIN_API.backupCode, { mfa_token: first.mfa_token, backup_code: 'P2V9-D4K7' })).status).toBe(200);
    const second = await challenge(APP_USER);
    const reused = await post(MFA_LOGIN_API.backupCode, { mfa_token: second.mfa_token, backup_code: 'p2v9d4k7' });
    expect([reused.status, reused.json<{ error_code: string }>().error_code]).toEqual([400, 'OTP_TOKEN_NOT_VALID_ERROR']);
    for (const code of ['m8s3x6b1', 'w5j2n7f4']) {
      const next = await challenge(APP_USER);
      expect((await post(MFA_LOGIN_API.backupCode, { mfa_token: next.mfa_token, backup_code: code })).status).toBe(200);
    }
    const last = await challenge(APP_USER);
    expect((await existence('usr_totp_tokoku', last.mfa_token)).json()).toEqual({ exists: false });
  });

  test('five wrong codes of any kind in 15 minutes: TOO_MANY_REQUESTS with the wait, even for the right code', async () => {
    const { mfa_token } = await challenge(APP_USER);
    for (let i = 0; i < 3; i += 1) await post(MFA_LOGIN_API.authorizeAuthenticator, { mfa_token, otp_token: '000000' });
    for (let i = 0; i < 2; i += 1) await post(MFA_LOGIN_API.backupCode, { mfa_token, backup_code: 'zzzzzzzz' });
    const limited = await post(MFA_LOGIN_API.authorizeAuthenticator, { mfa_token, otp_token: '123456' });
    expect(limited.status).toBe(429);
    expect(limited.json<{ error_code: string; retryAfter: number }>()).toMatchObject({ error_code: 'TOO_MANY_REQUESTS', retryAfter: 900 });
    gateway.clock.advance(15 * 60 * 1000);
    // The challenge itself ended after 10 minutes: the password again, then the code.
    expect((await post(MFA_LOGIN_API.authorizeAuthenticator, { mfa_token, otp_token: '123456' })).status).toBe(401);
    const fresh = await challenge(APP_USER);
    expect((await post(MFA_LOGIN_API.authorizeAuthenticator, { mfa_token: fresh.mfa_token, otp_token: '123456' })).status).toBe(200);
  });

  test('a newer challenge ends the older one; a locked user is refused at the second step', async () => {
    const older = await challenge(APP_USER);
    await challenge(APP_USER);
    expect((await post(MFA_LOGIN_API.authorizeAuthenticator, { mfa_token: older.mfa_token, otp_token: '123456' })).status).toBe(401);
    const current = await challenge(APP_USER);
    execute(gateway.dbPath, "UPDATE users SET is_locked = 1 WHERE email = 'totp@tokoku.test'");
    const locked = await post(MFA_LOGIN_API.authorizeAuthenticator, { mfa_token: current.mfa_token, otp_token: '123456' });
    expect(locked.json<{ error_code: string }>().error_code).toBe('USER_LOCKED_ERROR');
  });

  test('the mfa_login flag of the business decides: off, the same user signs in with the password alone', async () => {
    expect((await setFlag(false)).status).toBe(200);
    const answer = await post(API.authEmail, { email: APP_USER, password: SANDBOX_PASSWORD });
    expect(answer.json<TokenLoginAnswer>().access_token).toEqual(expect.any(String));
    await setFlag(true);
    expect((await challenge(APP_USER)).mfa_required).toBe(true);
  });

  test('an email link is the first factor only: its one-time token answers a challenge too', async () => {
    execute(gateway.dbPath, 'INSERT INTO one_time_tokens VALUES (?, ?, NULL)', tokenHash('ott-totp-tokoku'), 'usr_totp_tokoku');
    const answer = await post(API.verifyOneTimeToken, { token: 'ott-totp-tokoku', source: 'email', page: '/home' });
    expect(answer.json<MfaChallengeAnswer>()).toMatchObject({ mfa_required: true, mfa_type: 'authenticator' });
    expect(answer.cookie(REFRESH_COOKIE_NAME)).toBeUndefined();
  });

  test('others are not asked, and bad bodies change nothing', async () => {
    const owner = await post(API.authEmail, { email: 'owner@tokoku.test', password: SANDBOX_PASSWORD });
    expect(owner.json<TokenLoginAnswer>().access_token).toEqual(expect.any(String));
    const before = snapshot(gateway.dbPath);
    for (const [url, payload] of [
      [MFA_LOGIN_API.smsOtp, {}],
      [MFA_LOGIN_API.authorizeSmsOtp, { mfa_token: 'x'.repeat(43), otp_token: '12345' }],
      [MFA_LOGIN_API.authorizeAuthenticator, { mfa_token: 'short', otp_token: '123456' }],
      [MFA_LOGIN_API.backupCode, { mfa_token: 'x'.repeat(43), backup_code: '<script>' }],
      [MFA_LOGIN_API.backupCode, { mfa_token: 'x'.repeat(43), backup_code: 'abcd1234', extra: 1 }],
    ] as const) {
      const answer = await post(url, payload);
      expect([url, answer.status, answer.json<{ error_code: string }>().error_code]).toEqual([url, 400, 'API_VALIDATION_ERROR']);
    }
    expect(snapshot(gateway.dbPath)).toBe(before);
    const unknown = await post(MFA_LOGIN_API.authorizeAuthenticator, { mfa_token: 'x'.repeat(43), otp_token: '123456' });
    expect([unknown.status, unknown.json<{ error_code: string }>().error_code]).toEqual([401, 'AUTHORIZATION_TOKEN_ERROR']);
  });
});
