/** @jest-environment node */
import Database from 'better-sqlite3';
import {
  ACCOUNT_RECOVERY_API,
  type ChangePasswordLink,
  type PasswordExpiredAnswer,
} from 'shared-contracts/areas/shell/account-recovery';
import { API, NEW_AUTHENTICATION_HEADER, REFRESH_COOKIE_NAME, SESSION_COOKIE_NAME } from 'shared-contracts/gateway';
import { DEFAULT_RATE_LIMITS } from '../auth/rate-limit';
import { SANDBOX_PASSWORD } from '../seed/personas';
import type { Answer } from '../testing/http-client';
import {
  createTestGateway,
  loginWithSession,
  loginWithToken,
  refreshCookieHeader,
  sessionHeaders,
  snapshot,
  type TestGateway,
} from '../testing/test-gateway';

// Issue 43's hardening rules for issue 41 §1's links (docs/decisions/0062): single use (bursts spend a
// link once), expiry, hashed at rest, the same answer for every email, limits per email and address.
let gateway: TestGateway;
beforeEach(async () => {
  gateway = await createTestGateway({ testMode: true });
});
afterEach(() => gateway.close());

const NEW_PASSWORD = 'Recovered-2026';
const TOKEN_MODE = { [NEW_AUTHENTICATION_HEADER]: 'true' };
const code = (answer: Answer) => (answer.text ? answer.json<{ error_code?: string }>().error_code : undefined);
const from = (address: string) => ({ 'x-forwarded-for': address });

const forgot = (email: string, headers: Record<string, string> = {}) =>
  gateway.request({ method: 'POST', url: ACCOUNT_RECOVERY_API.forgotPassword, payload: { email }, headers });
const readLink = (token: string) => gateway.request({ url: `${ACCOUNT_RECOVERY_API.changePasswordLink}/${token}` });
const change = (token: string, password = NEW_PASSWORD) =>
  gateway.request({ method: 'POST', url: ACCOUNT_RECOVERY_API.changePassword, payload: { token, password } });
const unlock = (token: string) => gateway.request({ method: 'POST', url: ACCOUNT_RECOVERY_API.unlockUser, payload: { token } });
const signIn = (email: string, password: string, headers: Record<string, string> = {}) =>
  gateway.request({ method: 'POST', url: API.authEmail, payload: { email, password }, headers: { ...TOKEN_MODE, ...headers } });

type Message = { kind: string; recipient: string; subject: string };
async function outbox(kind: string, recipient?: string): Promise<Message[]> {
  const { messages } = (await gateway.request({ url: '/__sandbox/outbox' })).json<{ messages: Message[] }>();
  return messages.filter((m) => m.kind === kind && (recipient === undefined || m.recipient === recipient));
}
/** The token of the newest link of a kind sent to the recipient. */
async function linkToken(kind: string, recipient: string, path: string): Promise<string> {
  const subject = (await outbox(kind, recipient)).at(-1)?.subject ?? '';
  const token = new RegExp(`${path}/([A-Za-z0-9_-]+)`).exec(subject)?.[1];
  if (!token) throw new Error(`no ${kind} to ${recipient}`);
  return token;
}
const resetToken = (recipient: string) => linkToken('PASSWORD_RESET_EMAIL', recipient, '/change_password');
const unlockToken = (recipient: string) => linkToken('ACCOUNT_UNLOCK_EMAIL', recipient, '/unlock_user');

describe('forgot password', () => {
  test('the same answer for an account, an unknown email and a locked account; only accounts get mail', async () => {
    const answers = await Promise.all(['owner@tokoku.test', 'nobody@tokoku.test', 'locked@tokoku.test'].map((email) => forgot(email)));
    expect(answers.map((a) => [a.status, a.text])).toEqual(Array(3).fill([202, JSON.stringify({ link_expires_in: 3600 })]));
    expect((await outbox('PASSWORD_RESET_EMAIL')).map((m) => m.recipient).sort()).toEqual(['locked@tokoku.test', 'owner@tokoku.test']);
    // A locked account also gets its unlock link.
    expect((await outbox('ACCOUNT_UNLOCK_EMAIL')).map((m) => m.recipient)).toEqual(['locked@tokoku.test']);
  });

  test('a malformed email is API_VALIDATION_ERROR, nothing stored', async () => {
    const before = snapshot(gateway.dbPath);
    const answer = await forgot('not an email');
    expect([answer.status, code(answer)]).toEqual([400, 'API_VALIDATION_ERROR']);
    expect(snapshot(gateway.dbPath)).toBe(before);
  });

  test.each([['owner@tokoku.test'], ['nobody@tokoku.test']])(
    '40 parallel requests for %s from 40 addresses: 3 answered, 37 refused — the same for a known and an unknown email',
    async (email) => {
      const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => forgot(email, from(`198.51.100.${i + 1}`))));
      expect(answers.filter((a) => a.status === 202)).toHaveLength(DEFAULT_RATE_LIMITS.resetPerEmail.max);
      const refused = answers.filter((a) => a.status === 429);
      expect(refused).toHaveLength(40 - DEFAULT_RATE_LIMITS.resetPerEmail.max);
      expect(refused.every((a) => code(a) === 'TOO_MANY_REQUESTS' && Number(a.headers.get('retry-after')) > 0)).toBe(true);
      expect(await outbox('PASSWORD_RESET_EMAIL', email)).toHaveLength(email.startsWith('owner') ? 3 : 0);
    },
  );

  test('40 parallel requests for 40 emails from one address: 10 answered, 30 refused; another address is not affected', async () => {
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => forgot(`guess-${i}@tokoku.test`, from('203.0.113.9'))));
    expect(answers.filter((a) => a.status === 202)).toHaveLength(DEFAULT_RATE_LIMITS.resetPerIp.max);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(30);
    expect((await forgot('owner@tokoku.test', from('203.0.113.10'))).status).toBe(202);
  });
});

describe('the reset link', () => {
  test('shows its email, sets the password once, and ends every other sign-in of the user', async () => {
    const tokenLogin = await loginWithToken(gateway.request, 'owner@tokoku.test');
    const { cookie } = await loginWithSession(gateway.request, 'owner@tokoku.test');
    await forgot('owner@tokoku.test');
    const token = await resetToken('owner@tokoku.test');
    // Hashed at rest: the table holds the token's SHA-256, never the token (the outbox stands for the mailbox).
    const stored = new Database(gateway.dbPath, { readonly: true });
    expect(JSON.stringify(stored.prepare('SELECT * FROM account_tokens').all())).not.toContain(token);
    stored.close();
    const link = await readLink(token);
    expect(link.json<ChangePasswordLink>()).toEqual({ email: 'owner@tokoku.test', expires_at: expect.any(String) });
    expect((await change(token)).status).toBe(204);

    // Spent: the page and the change say so.
    expect([(await readLink(token)).status, code(await change(token, 'Another-2027'))]).toEqual([400, 'AUTHORIZATION_TOKEN_ERROR']);
    // The old password is refused, the new one signs in.
    expect(code(await signIn('owner@tokoku.test', SANDBOX_PASSWORD))).toBe('INVALID_CREDENTIALS_ERROR');
    expect((await signIn('owner@tokoku.test', NEW_PASSWORD)).status).toBe(200);
    // The sign-ins from before ended: the refresh token and the cookie session.
    const refresh = await gateway.request({ method: 'POST', url: API.refreshToken, headers: refreshCookieHeader(tokenLogin.refreshToken), payload: {} });
    expect([refresh.status, code(refresh)]).toEqual([401, 'INVALIDATED_TOKEN']);
    expect((await gateway.request({ url: API.authenticatedUserData, headers: sessionHeaders(cookie) })).status).toBe(401);
  });

  test('40 parallel changes with one link: one changes the password, 39 are refused (spent, then the address limit)', async () => {
    await forgot('viewer@tokoku.test');
    const token = await resetToken('viewer@tokoku.test');
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => change(token, `Parallel-${i}-2026`)));
    const changed = answers.map((a, i) => (a.status === 204 ? i : -1)).filter((i) => i >= 0);
    expect(changed).toHaveLength(1);
    // Each refusal counts against the address like a wrong password: 30 are told the link is spent, then 429.
    expect(answers.filter((a) => code(a) === 'AUTHORIZATION_TOKEN_ERROR')).toHaveLength(DEFAULT_RATE_LIMITS.loginPerIp.max);
    expect(answers.filter((a) => code(a) === 'TOO_MANY_REQUESTS')).toHaveLength(39 - DEFAULT_RATE_LIMITS.loginPerIp.max);
    expect((await signIn('viewer@tokoku.test', `Parallel-${changed[0]}-2026`, from('192.0.2.1'))).status).toBe(200);
  });

  test('a weak password or the current one is refused and the link keeps working', async () => {
    await forgot('viewer@tokoku.test');
    const token = await resetToken('viewer@tokoku.test');
    const weak = await change(token, 'password');
    expect([weak.status, code(weak), weak.json<{ errors: { field: string }[] }>().errors[0]!.field]).toEqual([400, 'API_VALIDATION_ERROR', 'password']);
    expect(code(await change(token, SANDBOX_PASSWORD))).toBe('PASSWORD_ALREADY_BEEN_USED_ERROR');
    expect((await change(token)).status).toBe(204);
  });

  test('a link lives an hour; a newer email makes the older link invalid', async () => {
    await forgot('viewer@tokoku.test');
    const first = await resetToken('viewer@tokoku.test');
    await forgot('viewer@tokoku.test');
    const second = await resetToken('viewer@tokoku.test');
    expect(code(await change(first))).toBe('AUTHORIZATION_TOKEN_ERROR');
    gateway.clock.advance(60 * 60 * 1000);
    expect(code(await change(second))).toBe('AUTHORIZATION_TOKEN_ERROR');
    expect((await signIn('viewer@tokoku.test', SANDBOX_PASSWORD)).status).toBe(200);
  });

  test('wrong links count against the address like wrong passwords', async () => {
    const limited = await gateway.restart({ rateLimits: { loginPerIp: { max: 3, windowMs: 60_000 } } });
    gateway = limited;
    for (let i = 0; i < 3; i++) expect((await change(`not-a-real-token-${i}-xxxx`)).status).toBe(400);
    expect([(await readLink('not-a-real-token-4-xxxx')).status, (await unlock('not-a-real-token-5-xxxx')).status]).toEqual([429, 429]);
  });
});

describe('unlock', () => {
  test('locked@: the unlock link unlocks once; the account signs in; the link is spent', async () => {
    expect(code(await signIn('locked@tokoku.test', SANDBOX_PASSWORD))).toBe('USER_LOCKED_ERROR');
    await forgot('locked@tokoku.test');
    const token = await unlockToken('locked@tokoku.test');
    const answers = await Promise.all(Array.from({ length: 20 }, () => unlock(token)));
    expect(answers.filter((a) => a.status === 204)).toHaveLength(1);
    expect(answers.filter((a) => code(a) === 'AUTHORIZATION_TOKEN_ERROR')).toHaveLength(19);
    expect((await signIn('locked@tokoku.test', SANDBOX_PASSWORD)).status).toBe(200);
  });

  test('an unlock link lives a day', async () => {
    await forgot('locked@tokoku.test');
    const token = await unlockToken('locked@tokoku.test');
    gateway.clock.advance(24 * 60 * 60 * 1000);
    expect(code(await unlock(token))).toBe('AUTHORIZATION_TOKEN_ERROR');
  });

  test('a password reset unlocks too (the link proved the mailbox), and spends the unlock link', async () => {
    await forgot('locked@tokoku.test');
    const [reset, unlocking] = [await resetToken('locked@tokoku.test'), await unlockToken('locked@tokoku.test')];
    expect((await change(reset)).status).toBe(204);
    expect((await signIn('locked@tokoku.test', NEW_PASSWORD)).status).toBe(200);
    expect(code(await unlock(unlocking))).toBe('AUTHORIZATION_TOKEN_ERROR');
  });
});

describe('an expired password', () => {
  const expired = (password_change_token: string, password = NEW_PASSWORD) =>
    gateway.request({ method: 'POST', url: ACCOUNT_RECOVERY_API.expiredPassword, payload: { password_change_token, password } });

  test.each([
    ['token mode', API.authEmail, TOKEN_MODE],
    ['session mode', API.sessions, {}],
  ])('%s: the right password answers the step, no session; the new password then signs in', async (_mode, url, headers) => {
    const answer = await gateway.request({ method: 'POST', url, payload: { email: 'expired@tokoku.test', password: SANDBOX_PASSWORD }, headers });
    const step = answer.json<PasswordExpiredAnswer>();
    expect([answer.status, step.password_expired, step.expires_in]).toEqual([200, true, 600]);
    expect(answer.json()).not.toHaveProperty('access_token');
    expect([answer.cookie(REFRESH_COOKIE_NAME), answer.cookie(SESSION_COOKIE_NAME)]).toEqual([undefined, undefined]);
    // A wrong password is still just wrong: the step is for the right one only.
    expect(code(await signIn('expired@tokoku.test', 'Wrong-guess-1'))).toBe('INVALID_CREDENTIALS_ERROR');

    expect(code(await expired(step.password_change_token, SANDBOX_PASSWORD))).toBe('PASSWORD_ALREADY_BEEN_USED_ERROR');
    expect((await expired(step.password_change_token)).status).toBe(204);
    expect(code(await expired(step.password_change_token, 'Another-2027'))).toBe('AUTHORIZATION_TOKEN_ERROR');
    const signedIn = await signIn('expired@tokoku.test', NEW_PASSWORD);
    expect([signedIn.status, typeof signedIn.json().access_token]).toEqual([200, 'string']);
  });

  test('the step lasts 10 minutes', async () => {
    const step = (await signIn('expired@tokoku.test', SANDBOX_PASSWORD)).json<PasswordExpiredAnswer>();
    gateway.clock.advance(10 * 60 * 1000);
    expect(code(await expired(step.password_change_token))).toBe('AUTHORIZATION_TOKEN_ERROR');
  });
});
