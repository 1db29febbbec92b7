/** @jest-environment node */
import type { User } from 'shared-contracts';
import { API, PROFILE_API, type SignInsAnswer } from 'shared-contracts/gateway';
import { SANDBOX_PASSWORD } from '../seed/personas';
import { createTestGateway, loginWithSession, loginWithToken, sessionHeaders, tokenHeaders, type TestGateway } from '../testing/test-gateway';

let gateway: TestGateway;
beforeEach(async () => {
  gateway = await createTestGateway();
});
afterEach(() => gateway.close());

const OWNER = 'owner@tokoku.test';
const NEW_PASSWORD = 'Brand-new-2026';
const userData = async (headers: Record<string, string>) => gateway.request({ url: API.authenticatedUserData, headers });

describe('PATCH /api/user/profile', () => {
  test('changes the full name (trimmed) and answers the user', async () => {
    const headers = sessionHeaders((await loginWithSession(gateway.request, OWNER)).cookie);
    const answer = await gateway.request({ method: 'PATCH', url: PROFILE_API.profile, headers, payload: { full_name: '  Budi Santoso  ' } });
    expect(answer.status).toBe(200);
    expect(answer.json<User>().full_name).toBe('Budi Santoso');
    expect((await userData(headers)).json<{ user: User }>().user.full_name).toBe('Budi Santoso');
  });

  test.each([
    ['empty', { full_name: '' }],
    ['blank', { full_name: '   ' }],
    ['too long', { full_name: 'a'.repeat(256) }],
    ['a control character', { full_name: 'Budi\u0000' }],
    ['not a string', { full_name: 42 }],
    ['missing', {}],
    ['an unknown field', { full_name: 'Budi', email: 'x@y.test' }],
  ])('%s: API_VALIDATION_ERROR, nothing changes', async (_, payload) => {
    const headers = sessionHeaders((await loginWithSession(gateway.request, OWNER)).cookie);
    const answer = await gateway.request({ method: 'PATCH', url: PROFILE_API.profile, headers, payload });
    expect(answer.status).toBe(400);
    expect(answer.json()).toMatchObject({ error_code: 'API_VALIDATION_ERROR' });
    expect((await userData(headers)).json<{ user: User }>().user.full_name).not.toBe('Budi');
  });

  test('signed out: AUTHENTICATION_ERROR', async () => {
    const answer = await gateway.request({ method: 'PATCH', url: PROFILE_API.profile, payload: { full_name: 'Budi' } });
    expect(answer.status).toBe(401);
  });
});

describe('PUT /api/user/password', () => {
  test('with the current password: 204, this sign-in stays, every other ends, the new password signs in', async () => {
    const mine = sessionHeaders((await loginWithSession(gateway.request, OWNER)).cookie);
    const otherSession = sessionHeaders((await loginWithSession(gateway.request, OWNER)).cookie);
    const otherToken = tokenHeaders((await loginWithToken(gateway.request, OWNER)).accessToken);
    const answer = await gateway.request({ method: 'PUT', url: PROFILE_API.password, headers: mine, payload: { current_password: SANDBOX_PASSWORD, password: NEW_PASSWORD } });
    expect(answer.status).toBe(204);
    expect((await userData(mine)).status).toBe(200);
    expect((await userData(otherSession)).status).toBe(401);
    expect((await userData(otherToken)).json()).toMatchObject({ error_code: 'INVALIDATED_TOKEN' });
    const old = await gateway.request({ method: 'POST', url: API.sessions, payload: { email: OWNER, password: SANDBOX_PASSWORD } });
    expect(old.status).toBe(401);
    const fresh = await gateway.request({ method: 'POST', url: API.sessions, payload: { email: OWNER, password: NEW_PASSWORD } });
    expect(fresh.status).toBe(200);
  });

  test('token mode keeps its own family', async () => {
    const { accessToken } = await loginWithToken(gateway.request, OWNER);
    const headers = tokenHeaders(accessToken);
    const answer = await gateway.request({ method: 'PUT', url: PROFILE_API.password, headers, payload: { current_password: SANDBOX_PASSWORD, password: NEW_PASSWORD } });
    expect(answer.status).toBe(204);
    expect((await userData(headers)).status).toBe(200);
  });

  test('a wrong current password: INVALID_CREDENTIALS_ERROR and nothing changes; the same password again: PASSWORD_ALREADY_BEEN_USED_ERROR', async () => {
    const headers = sessionHeaders((await loginWithSession(gateway.request, OWNER)).cookie);
    const wrong = await gateway.request({ method: 'PUT', url: PROFILE_API.password, headers, payload: { current_password: 'Not-it-2026', password: NEW_PASSWORD } });
    expect(wrong.status).toBe(400);
    expect(wrong.json()).toMatchObject({ error_code: 'INVALID_CREDENTIALS_ERROR' });
    const same = await gateway.request({ method: 'PUT', url: PROFILE_API.password, headers, payload: { current_password: SANDBOX_PASSWORD, password: SANDBOX_PASSWORD } });
    expect(same.json()).toMatchObject({ error_code: 'PASSWORD_ALREADY_BEEN_USED_ERROR' });
    expect((await gateway.request({ method: 'POST', url: API.sessions, payload: { email: OWNER, password: SANDBOX_PASSWORD } })).status).toBe(200);
  });

  test.each([
    ['a weak new password', { current_password: SANDBOX_PASSWORD, password: 'short' }],
    ['no digit', { current_password: SANDBOX_PASSWORD, password: 'onlyletters' }],
    ['no current password', { password: NEW_PASSWORD }],
    ['an empty current password', { current_password: '', password: NEW_PASSWORD }],
    ['a huge current password', { current_password: 'a'.repeat(5000), password: NEW_PASSWORD }],
  ])('%s: API_VALIDATION_ERROR', async (_, payload) => {
    const headers = sessionHeaders((await loginWithSession(gateway.request, OWNER)).cookie);
    const answer = await gateway.request({ method: 'PUT', url: PROFILE_API.password, headers, payload });
    expect(answer.status).toBe(400);
    expect(answer.json()).toMatchObject({ error_code: 'API_VALIDATION_ERROR' });
  });

  test('a burst of parallel wrong current passwords: at most the limit is checked, the rest TOO_MANY_REQUESTS, then even the right one waits', async () => {
    const headers = sessionHeaders((await loginWithSession(gateway.request, OWNER)).cookie);
    const burst = await Promise.all(
      Array.from({ length: 12 }, () =>
        gateway.request({ method: 'PUT', url: PROFILE_API.password, headers, payload: { current_password: 'Not-it-2026', password: NEW_PASSWORD } }),
      ),
    );
    const codes = burst.map((answer) => answer.json<{ error_code: string }>().error_code);
    expect(codes.filter((code) => code === 'INVALID_CREDENTIALS_ERROR')).toHaveLength(5);
    expect(codes.filter((code) => code === 'TOO_MANY_REQUESTS')).toHaveLength(7);
    const right = await gateway.request({ method: 'PUT', url: PROFILE_API.password, headers, payload: { current_password: SANDBOX_PASSWORD, password: NEW_PASSWORD } });
    expect(right.status).toBe(429);
    expect(right.json()).toMatchObject({ error_code: 'TOO_MANY_REQUESTS', retryAfter: expect.any(Number) });
  });
});

describe('the sign-ins', () => {
  const list = async (headers: Record<string, string>) => (await gateway.request({ url: PROFILE_API.signIns, headers })).json<SignInsAnswer>().sign_ins;

  test('lists every live sign-in of the user with its browser, this one first and marked; others of other users are not there', async () => {
    const mine = sessionHeaders((await loginWithSession(gateway.request, OWNER)).cookie);
    await gateway.request({ method: 'POST', url: API.authEmail, headers: { 'user-agent': 'Mozilla/5.0 (iPhone) Safari/604.1' }, payload: { email: OWNER, password: SANDBOX_PASSWORD } });
    await loginWithSession(gateway.request, 'viewer@tokoku.test');
    const signIns = await list(mine);
    expect(signIns).toHaveLength(2);
    expect(signIns[0]).toMatchObject({ current: true, business_name: 'Toko Ku' });
    expect(signIns[1]).toMatchObject({ current: false, user_agent: 'Mozilla/5.0 (iPhone) Safari/604.1', ip_address: expect.any(String) });
    expect(Date.parse(signIns[1]!.created)).not.toBeNaN();
    expect(JSON.stringify(signIns)).not.toMatch(/id_hash/);
  });

  test('ends another sign-in by its id (its session stops at once); this one is refused; an unknown or another user’s id is not found', async () => {
    const mine = sessionHeaders((await loginWithSession(gateway.request, OWNER)).cookie);
    const other = tokenHeaders((await loginWithToken(gateway.request, OWNER)).accessToken);
    const viewer = sessionHeaders((await loginWithSession(gateway.request, 'viewer@tokoku.test')).cookie);
    const [current, another] = await list(mine);
    const own = await gateway.request({ method: 'DELETE', url: `${PROFILE_API.signIns}/${current!.id}`, headers: mine });
    expect(own.json()).toMatchObject({ error_code: 'API_VALIDATION_ERROR' });
    const foreign = await gateway.request({ method: 'DELETE', url: `${PROFILE_API.signIns}/${another!.id}`, headers: viewer });
    expect(foreign.json()).toMatchObject({ error_code: 'NOT_FOUND_ERROR' });
    const bad = await gateway.request({ method: 'DELETE', url: `${PROFILE_API.signIns}/${'x'.repeat(65)}`, headers: mine });
    expect(bad.json()).toMatchObject({ error_code: 'API_VALIDATION_ERROR' });
    expect((await userData(other)).status).toBe(200);
    const ended = await gateway.request({ method: 'DELETE', url: `${PROFILE_API.signIns}/${another!.id}`, headers: mine });
    expect(ended.status).toBe(204);
    expect((await userData(other)).json()).toMatchObject({ error_code: 'INVALIDATED_TOKEN' });
    expect(await list(mine)).toHaveLength(1);
  });

  test('ends every other sign-in at once and says how many', async () => {
    const mine = sessionHeaders((await loginWithSession(gateway.request, OWNER)).cookie);
    const others = [sessionHeaders((await loginWithSession(gateway.request, OWNER)).cookie), tokenHeaders((await loginWithToken(gateway.request, OWNER)).accessToken)];
    const answer = await gateway.request({ method: 'DELETE', url: PROFILE_API.signIns, headers: mine });
    expect(answer.json()).toEqual({ ended: 2 });
    for (const headers of others) expect((await userData(headers)).status).toBe(401);
    expect((await userData(mine)).status).toBe(200);
  });
});
