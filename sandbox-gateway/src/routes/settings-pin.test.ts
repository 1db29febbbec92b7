/** @jest-environment node */
import Database from 'better-sqlite3';
import type { User } from 'shared-contracts';
import { CONFIRMATION_PASSWORD_HEADER, PIN_API, type Withdrawal } from 'shared-contracts/areas/settings/settings';
import { API } from 'shared-contracts/gateway';
import { SANDBOX_ONE_TIME_CODE, SANDBOX_PASSWORD } from '../seed/personas';
import { createTestGateway, loginWithToken, signedIn, snapshot, tokenHeaders, type TestGateway } from '../testing/test-gateway';

let gateway: TestGateway;
beforeEach(async () => {
  gateway = await createTestGateway();
});
afterEach(() => gateway.close());

const as = signedIn(() => gateway);
const put = (headers: Record<string, string>, payload: unknown) => gateway.request({ method: 'PUT', url: PIN_API.pin, payload, headers });
const requestOtp = (headers: Record<string, string>, recipient: string) =>
  gateway.request({ method: 'POST', url: API.otp, payload: { recipient, type: 'PHONE_NUMBER' }, headers });
const withdraw = (headers: Record<string, string>, payload: unknown) => gateway.request({ method: 'POST', url: PIN_API.withdrawals, payload, headers });

function pinHashOf(email: string): string | null {
  const db = new Database(gateway.dbPath, { readonly: true });
  try {
    return db.prepare('SELECT pin_hash FROM users WHERE email = ?').pluck().get(email) as string | null;
  } finally {
    db.close();
  }
}

describe('PUT /api/users/_pin, confirmed by the code sent to the phone (owner: phone_number, verified)', () => {
  test('the code from POST /api/otp to the phone on the account sets the PIN, stored as a salted scrypt hash', async () => {
    const owner = await as('owner@tokoku.test');
    expect((await requestOtp(owner, '+6281234567001')).status).toBe(204);
    const answer = await put(owner, { pin: '135790', token: SANDBOX_ONE_TIME_CODE });
    expect(answer.status).toBe(200);
    expect(answer.json<User>().is_pin_set).toBe(true);
    const hash = pinHashOf('owner@tokoku.test');
    expect(hash).toMatch(/^scrypt\$\d+\$8\$1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/);
    expect(hash).not.toContain('135790');
    // The code is spent.
    expect((await put(owner, { pin: '135790', token: SANDBOX_ONE_TIME_CODE })).json<{ error_code: string }>().error_code).toBe('OTP_TOKEN_NOT_VALID_ERROR');
  });

  test('without a code requested, with a wrong code, or a code sent to another number: OTP_TOKEN_NOT_VALID_ERROR, no PIN', async () => {
    const owner = await as('owner@tokoku.test');
    expect((await put(owner, { pin: '135790', token: SANDBOX_ONE_TIME_CODE })).json<{ error_code: string }>().error_code).toBe('OTP_TOKEN_NOT_VALID_ERROR');
    await requestOtp(owner, '+6281299999999');
    expect((await put(owner, { pin: '135790', token: SANDBOX_ONE_TIME_CODE })).json<{ error_code: string }>().error_code).toBe('OTP_TOKEN_NOT_VALID_ERROR');
    gateway.clock.advance(30_000);
    await requestOtp(owner, '+6281234567001');
    const wrong = await put(owner, { pin: '135790', token: '000000' });
    expect([wrong.status, wrong.json<{ error_code: string }>().error_code]).toEqual([400, 'OTP_TOKEN_NOT_VALID_ERROR']);
    expect(pinHashOf('owner@tokoku.test')).toBeNull();
  });

  test('a code expires after 5 minutes', async () => {
    const owner = await as('owner@tokoku.test');
    await requestOtp(owner, '+6281234567001');
    gateway.clock.advance(5 * 60_000);
    expect((await put(owner, { pin: '135790', token: SANDBOX_ONE_TIME_CODE })).json<{ error_code: string }>().error_code).toBe('OTP_TOKEN_NOT_VALID_ERROR');
  });

  test('a second code only after 30 s; five wrong codes answer TOO_MANY_REQUESTS with retry-after', async () => {
    const owner = await as('owner@tokoku.test');
    await requestOtp(owner, '+6281234567001');
    const again = await requestOtp(owner, '+6281234567001');
    expect([again.status, again.json<{ error_code: string }>().error_code]).toEqual([429, 'TOO_MANY_REQUESTS']);
    for (let i = 0; i < 5; i += 1) await put(owner, { pin: '135790', token: '000000' });
    const limited = await put(owner, { pin: '135790', token: SANDBOX_ONE_TIME_CODE });
    expect([limited.status, limited.json<{ error_code: string }>().error_code]).toEqual([429, 'TOO_MANY_REQUESTS']);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('confirmed by the authenticator (authn@: mfa_type authenticator)', () => {
  test("the authenticator's code sets the PIN, in token mode too; a wrong one does not", async () => {
    const { accessToken } = await loginWithToken(gateway.request, 'authn@tokoku.test');
    const authn = tokenHeaders(accessToken);
    expect((await put(authn, { pin: '246810' })).json<{ errors: { field: string }[] }>().errors).toEqual([expect.objectContaining({ field: 'token' })]);
    expect((await put(authn, { pin: '246810', token: '999999' })).json<{ error_code: string }>().error_code).toBe('OTP_TOKEN_NOT_VALID_ERROR');
    const answer = await put(authn, { pin: '246810', token: SANDBOX_ONE_TIME_CODE });
    expect(answer.status).toBe(200);
    expect(answer.json<User>().is_pin_set).toBe(true);
  });
});

describe('confirmed by the current password (admin@manila.test: phone_number, no phone)', () => {
  test('the password header sets the PIN; a code is not enough', async () => {
    const manila = await as('admin@manila.test');
    expect((await put(manila, { pin: '112233', token: SANDBOX_ONE_TIME_CODE })).json<{ errors: { field: string }[] }>().errors).toEqual([
      expect.objectContaining({ field: CONFIRMATION_PASSWORD_HEADER }),
    ]);
    const answer = await put({ ...manila, [CONFIRMATION_PASSWORD_HEADER]: SANDBOX_PASSWORD }, { pin: '112233' });
    expect(answer.status).toBe(200);
    expect(answer.json<User>().is_pin_set).toBe(true);
  });

  test('the fifth wrong password in a row locks the account and ends its sign-ins', async () => {
    const manila = await as('admin@manila.test');
    const wrong = { ...manila, [CONFIRMATION_PASSWORD_HEADER]: 'Wrong-password-1' };
    for (let i = 4; i >= 1; i -= 1) {
      const answer = await put(wrong, { pin: '112233' });
      expect([answer.status, answer.json<{ error_code: string; message: string }>().error_code]).toEqual([400, 'INVALID_CREDENTIALS_ERROR']);
      expect(answer.json<{ message: string }>().message).toContain(`${i} more`);
    }
    const locked = await put(wrong, { pin: '112233' });
    expect([locked.status, locked.json<{ error_code: string }>().error_code]).toEqual([403, 'USER_LOCKED_ERROR']);
    // The sign-in is over: the next read asks to log in, and logging in answers the lock.
    const read = await gateway.request({ url: API.authenticatedUserData, headers: manila });
    expect([read.status, read.json<{ error_code: string; message: string }>().message]).toEqual([401, 'Please log in']);
    const login = await gateway.request({ method: 'POST', url: API.sessions, payload: { email: 'admin@manila.test', password: SANDBOX_PASSWORD } });
    expect(login.json<{ error_code: string }>().error_code).toBe('USER_LOCKED_ERROR');
  });

  test('a token-mode sign-in ends with INVALIDATED_TOKEN when the account is locked', async () => {
    // Toko Ku is a token-mode business; a phone user without a verified phone confirms by password.
    const { accessToken } = await loginWithToken(gateway.request, 'new@warungbaru.test');
    const headers = { ...tokenHeaders(accessToken), [CONFIRMATION_PASSWORD_HEADER]: 'Wrong-password-1' };
    for (let i = 0; i < 5; i += 1) await put(headers, { pin: '112233' });
    const read = await gateway.request({ url: API.authenticatedUserData, headers: tokenHeaders(accessToken) });
    expect(read.json<{ error_code: string }>().error_code).toBe('INVALIDATED_TOKEN');
  });
});

describe('refusals', () => {
  test.each([
    ['five digits', { pin: '12345', token: SANDBOX_ONE_TIME_CODE }, 'pin'],
    ['letters', { pin: '12345a', token: SANDBOX_ONE_TIME_CODE }, 'pin'],
    ['a number', { pin: 123456, token: SANDBOX_ONE_TIME_CODE }, 'pin'],
    ['no PIN', { token: SANDBOX_ONE_TIME_CODE }, 'pin'],
    ['a code with symbols', { pin: '123456', token: '12 34;' }, 'token'],
    ['an unknown field', { pin: '123456', token: SANDBOX_ONE_TIME_CODE, admin: true }, 'admin'],
  ])('%s: API_VALIDATION_ERROR naming the field, nothing changes', async (_, payload, field) => {
    const owner = await as('owner@tokoku.test');
    const before = snapshot(gateway.dbPath);
    const answer = await put(owner, payload);
    expect(answer.status).toBe(400);
    expect(answer.json<{ error_code: string; errors: { field: string }[] }>().errors.map((error) => error.field)).toContain(field);
    expect(snapshot(gateway.dbPath)).toBe(before);
  });

  test('a password header over 200 characters is refused', async () => {
    const manila = await as('admin@manila.test');
    const answer = await put({ ...manila, [CONFIRMATION_PASSWORD_HEADER]: 'x'.repeat(201) }, { pin: '112233' });
    expect(answer.json<{ error_code: string }>().error_code).toBe('API_VALIDATION_ERROR');
  });

  test.each(['viewer@tokoku.test', 'dev@tokoku.test', 'ops@tokoku.test'])('%s (no withdraw permission) may not set a PIN', async (email) => {
    const answer = await put(await as(email), { pin: '123456', token: SANDBOX_ONE_TIME_CODE });
    expect([answer.status, answer.json<{ error_code: string }>().error_code]).toEqual([403, 'AUTHORIZATION_ERROR']);
  });
});

describe('POST /api/withdrawals', () => {
  const ACCOUNT = 'bank_biz_tokoku_1';

  test('without a PIN: PIN_NOT_SET_ERROR; with it: recorded; a wrong PIN: INVALID_PIN_ERROR, then TOO_MANY_REQUESTS', async () => {
    const owner = await as('owner@tokoku.test');
    const before = await withdraw(owner, { bank_account_id: ACCOUNT, amount: 250_000, pin: '135790' });
    expect([before.status, before.json<{ error_code: string }>().error_code]).toEqual([409, 'PIN_NOT_SET_ERROR']);
    await requestOtp(owner, '+6281234567001');
    await put(owner, { pin: '135790', token: SANDBOX_ONE_TIME_CODE });

    const done = await withdraw(owner, { bank_account_id: ACCOUNT, amount: 250_000, pin: '135790' });
    expect(done.status).toBe(201);
    expect(done.json<Withdrawal>()).toEqual(expect.objectContaining({ bank_account_id: ACCOUNT, amount: 250_000, currency: 'IDR', status: 'PENDING' }));

    for (let i = 0; i < 5; i += 1) {
      expect((await withdraw(owner, { bank_account_id: ACCOUNT, amount: 1000, pin: '000000' })).json<{ error_code: string }>().error_code).toBe('INVALID_PIN_ERROR');
    }
    expect((await withdraw(owner, { bank_account_id: ACCOUNT, amount: 1000, pin: '135790' })).json<{ error_code: string }>().error_code).toBe('TOO_MANY_REQUESTS');
  });

  test.each([
    ['rupiah with decimals', { bank_account_id: ACCOUNT, amount: 10.5, pin: '135790' }, 'amount'],
    ['zero', { bank_account_id: ACCOUNT, amount: 0, pin: '135790' }, 'amount'],
    ['over the maximum', { bank_account_id: ACCOUNT, amount: 1e13, pin: '135790' }, 'amount'],
    ["another business's account", { bank_account_id: 'bank_biz_brand2_1', amount: 1000, pin: '135790' }, 'bank_account_id'],
    ['a PIN of letters', { bank_account_id: ACCOUNT, amount: 1000, pin: 'abcdef' }, 'pin'],
  ])('%s: API_VALIDATION_ERROR on the field', async (_, payload, field) => {
    const answer = await withdraw(await as('owner@tokoku.test'), payload);
    expect(answer.status).toBe(400);
    expect(answer.json<{ errors: { field: string }[] }>().errors.map((error) => error.field)).toContain(field);
  });

  test('viewer@ may not withdraw', async () => {
    const answer = await withdraw(await as('viewer@tokoku.test'), { bank_account_id: ACCOUNT, amount: 1000, pin: '135790' });
    expect(answer.status).toBe(403);
  });
});

describe('PATCH /api/user { timezone }', () => {
  test('an IANA zone or SYSTEM is saved; anything else is refused', async () => {
    const owner = await as('owner@tokoku.test');
    const patch = (payload: unknown) => gateway.request({ method: 'PATCH', url: API.user, payload, headers: owner });
    const saved = await patch({ timezone: 'Asia/Manila' });
    expect(saved.status).toBe(200);
    expect(saved.json<User>().timezone).toBe('Asia/Manila');
    expect((await patch({ timezone: 'SYSTEM' })).json<User>().timezone).toBe('SYSTEM');
    for (const timezone of ['Mars/Olympus', '', '../etc', 'A'.repeat(65), 7]) {
      const answer = await patch({ timezone });
      expect([answer.status, answer.json<{ error_code: string }>().error_code]).toEqual([400, 'API_VALIDATION_ERROR']);
    }
    expect((await patch({})).status).toBe(400);
    // The language still changes alone.
    expect((await patch({ preferred_language: 'id' })).json<User>()).toEqual(expect.objectContaining({ preferred_language: 'id', timezone: 'SYSTEM' }));
  });
});
