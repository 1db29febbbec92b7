/** @jest-environment node */
import Database from 'better-sqlite3';
import { DEVELOPERS_API, type CreatedApiKey, type ApiKeysAnswer } from 'shared-contracts/areas/settings/developers';
import { CONFIRMATION_PASSWORD_HEADER, PIN_API } from 'shared-contracts/areas/settings/settings';
import { MFA_LOGIN_API, type MfaChallengeAnswer } from 'shared-contracts/areas/shell/mfa-login';
import { API, NEW_AUTHENTICATION_HEADER } from 'shared-contracts/gateway';
import { SANDBOX_ONE_TIME_CODE, SANDBOX_PASSWORD } from '../seed/personas';
import type { Answer } from '../testing/http-client';
import { createTestGateway, signedIn, type TestGateway } from '../testing/test-gateway';
import { DEFAULT_RATE_LIMITS } from './rate-limit';

// Issue 43 §1: every check of a secret takes its slot in the limit before it awaits anything, so a
// burst of parallel guesses gets at most the limit's checks; the right secret sent after the limit
// is refused like the wrong ones. Each burst puts the right secret at position 41.
let gateway: TestGateway;
const as = signedIn(() => gateway);
beforeEach(async () => {
  gateway = await createTestGateway();
});
afterEach(() => gateway.close());

const RIGHT_AT = 40;
const TOKEN_MODE = { [NEW_AUTHENTICATION_HEADER]: 'true' };

const errorCode = (answer: Answer) => answer.json<{ error_code?: string }>().error_code;

/**
 * Sends `size` requests at once, the right secret at RIGHT_AT. `checked` counts the answers that
 * compared a secret: a success, or one of `wrong` (the endpoint's wrong-secret codes).
 */
async function burst(size: number, wrong: readonly string[], send: (right: boolean) => Promise<Answer>) {
  const answers = await Promise.all(Array.from({ length: size }, (_, index) => send(index === RIGHT_AT)));
  const refused = answers.filter((answer) => answer.status === 429);
  const checked = answers.filter((answer) => answer.status < 300 || wrong.includes(errorCode(answer) ?? '')).length;
  return { checked, right: answers[RIGHT_AT]!, refused };
}

test('sign-in: 100 parallel tries for one account check five passwords; the right one at #41 is refused', async () => {
  const { checked, right, refused } = await burst(100, ['INVALID_CREDENTIALS_ERROR'], (isRight) =>
    gateway.request({ method: 'POST', url: API.authEmail, payload: { email: 'owner@tokoku.test', password: isRight ? SANDBOX_PASSWORD : 'Wrong-guess-1' }, headers: TOKEN_MODE }),
  );
  expect(checked).toBe(DEFAULT_RATE_LIMITS.loginPerEmail.max);
  expect([right.status, errorCode(right)]).toEqual([429, 'TOO_MANY_REQUESTS']);
  expect(right.json()).not.toHaveProperty('access_token');
  expect(refused.every((answer) => Number(answer.headers.get('retry-after')) > 0)).toBe(true);
});

test('sign-in: the right password alone, sent twice at once, signs in twice (a success gives its slot back)', async () => {
  const answers = await Promise.all([0, 1].map(() => gateway.request({ method: 'POST', url: API.authEmail, payload: { email: 'owner@tokoku.test', password: SANDBOX_PASSWORD }, headers: TOKEN_MODE })));
  expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
});

test('the withdrawal PIN: 100 parallel withdrawals check five PINs; the right one at #41 is refused and nothing is withdrawn', async () => {
  const finance = await as('finance@tokoku.test');
  await gateway.request({ method: 'POST', url: API.otp, payload: { recipient: '+6281234567005', type: 'PHONE_NUMBER' }, headers: finance });
  expect((await gateway.request({ method: 'PUT', url: PIN_API.pin, payload: { pin: '246802', token: SANDBOX_ONE_TIME_CODE }, headers: finance })).status).toBe(200);
  const withdrawals = async () => (await gateway.request({ url: `/api/transactions?type=WITHDRAWAL&limit=100`, headers: finance })).json<{ data: unknown[] }>().data;
  const before = await withdrawals();
  const { checked, right } = await burst(100, ['INVALID_PIN_ERROR'], (isRight) =>
    gateway.request({ method: 'POST', url: PIN_API.withdrawals, payload: { bank_account_id: 'bank_biz_tokoku_1', amount: 10_000, pin: isRight ? '246802' : '111111' }, headers: finance }),
  );
  expect(checked).toBe(DEFAULT_RATE_LIMITS.pinPerUser.max);
  expect([right.status, errorCode(right)]).toEqual([429, 'TOO_MANY_REQUESTS']);
  expect(await withdrawals()).toEqual(before);
});

test("an API key's revoke: 49 parallel wrong passwords and the right one check five; the key stays", async () => {
  const owner = await as('owner@tokoku.test');
  const created = await gateway.request({ method: 'POST', url: DEVELOPERS_API.apiKeys, payload: { name: 'Checkout server', permissions: { money_in: 'READ', money_out: 'NONE', balance: 'READ' } }, headers: owner });
  const key = created.json<CreatedApiKey>();
  const { checked, right } = await burst(50, ['INVALID_CREDENTIALS_ERROR'], (isRight) =>
    gateway.request({ method: 'DELETE', url: DEVELOPERS_API.apiKey(key.id), headers: { ...owner, [CONFIRMATION_PASSWORD_HEADER]: isRight ? SANDBOX_PASSWORD : 'not-it' } }),
  );
  expect(checked).toBe(5);
  expect([right.status, errorCode(right)]).toEqual([429, 'TOO_MANY_REQUESTS']);
  const keys = (await gateway.request({ url: DEVELOPERS_API.apiKeys, headers: owner })).json<ApiKeysAnswer>().data;
  expect(keys.map((listed) => listed.id)).toContain(key.id);
});

test("a live write key's creation (issue 42): 49 parallel wrong passwords and the right one check five; no key is created", async () => {
  const owner = await as('owner@tokoku.test');
  const keys = async () => (await gateway.request({ url: DEVELOPERS_API.apiKeys, headers: owner })).json<ApiKeysAnswer>().data;
  const before = await keys();
  const payload = { name: 'Checkout server', permissions: { money_in: 'WRITE', money_out: 'NONE', balance: 'READ' } };
  const { checked, right } = await burst(50, ['INVALID_CREDENTIALS_ERROR'], (isRight) =>
    gateway.request({ method: 'POST', url: DEVELOPERS_API.apiKeys, payload, headers: { ...owner, [CONFIRMATION_PASSWORD_HEADER]: isRight ? SANDBOX_PASSWORD : 'not-it' } }),
  );
  expect(checked).toBe(5);
  expect([right.status, errorCode(right)]).toEqual([429, 'TOO_MANY_REQUESTS']);
  expect(await keys()).toEqual(before);
});

test("the PIN's confirmation password: 50 parallel tries check five, the account is locked and no PIN is set", async () => {
  const manila = await as('admin@manila.test');
  const { checked, right } = await burst(50, ['INVALID_CREDENTIALS_ERROR', 'USER_LOCKED_ERROR'], (isRight) =>
    gateway.request({ method: 'PUT', url: PIN_API.pin, payload: { pin: '112233' }, headers: { ...manila, [CONFIRMATION_PASSWORD_HEADER]: isRight ? SANDBOX_PASSWORD : 'Wrong-password-1' } }),
  );
  expect(checked).toBe(5);
  expect(right.status).not.toBe(200);
  const login = await gateway.request({ method: 'POST', url: API.sessions, payload: { email: 'admin@manila.test', password: SANDBOX_PASSWORD } });
  expect(errorCode(login)).toBe('USER_LOCKED_ERROR');
  const db = new Database(gateway.dbPath, { readonly: true });
  try {
    expect(db.prepare('SELECT pin_hash FROM users WHERE email = ?').pluck().get('admin@manila.test')).toBeNull();
  } finally {
    db.close();
  }
});

test("the sign-in's second factor: 50 parallel codes check five; the right one at #41 is refused", async () => {
  const challenge = (await gateway.request({ method: 'POST', url: API.authEmail, payload: { email: 'totp@tokoku.test', password: SANDBOX_PASSWORD }, headers: TOKEN_MODE })).json<MfaChallengeAnswer>();
  const { checked, right } = await burst(50, ['OTP_TOKEN_NOT_VALID_ERROR'], (isRight) =>
    gateway.request({ method: 'POST', url: MFA_LOGIN_API.authorizeAuthenticator, payload: { mfa_token: challenge.mfa_token, otp_token: isRight ? SANDBOX_ONE_TIME_CODE : '000000' }, headers: TOKEN_MODE }),
  );
  expect(checked).toBe(DEFAULT_RATE_LIMITS.otpVerifyPerUser.max);
  expect([right.status, errorCode(right)]).toEqual([429, 'TOO_MANY_REQUESTS']);
});
