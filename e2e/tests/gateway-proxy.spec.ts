import { expect, test } from './fixtures';

// The sandbox gateway behind the shell's origin (/api is proxied), as the browser sees it.

const OWNER = { email: 'owner@tokoku.test', password: 'Sandbox-2026' };

test('the gateway answers through the shell origin', async ({ request }) => {
  const health = await request.get('/api/health');
  expect(health.status()).toBe(200);
  expect(await health.json()).toMatchObject({ status: 'ok' });
});

test('a session-cookie login on the shell origin reads the signed-in user and business', async ({ request }) => {
  const login = await request.post('/api/sessions', { data: OWNER });
  expect(login.status()).toBe(200);
  const data = await (await request.get('/api/authenticated-user-data')).json();
  expect(data.user.email).toBe(OWNER.email);
  expect(data.business.name).toBe('Toko Ku');
  await request.post('/api/logout');
  const after = await request.get('/api/authenticated-user-data');
  expect(after.status()).toBe(401);
  expect(await after.json()).toMatchObject({ error_code: 'AUTHENTICATION_ERROR', message: 'Please log in' });
});

test('token mode: the refresh cookie is httpOnly, SameSite=Strict and scoped to the refresh path', async ({ request }) => {
  const login = await request.post('/api/auth/email', { data: OWNER });
  expect(login.status()).toBe(200);
  const cookie = login.headersArray().find((h) => h.name.toLowerCase() === 'set-cookie' && h.value.startsWith('refresh_token='));
  expect(cookie?.value).toMatch(/HttpOnly/i);
  expect(cookie?.value).toMatch(/SameSite=Strict/i);
  expect(cookie?.value).toMatch(/Path=\/api\/auth\/token\/refresh/i);
  const { access_token: accessToken } = (await login.json()) as { access_token: string };
  const me = await request.get('/api/authenticated-user-data', {
    headers: { authorization: `Bearer ${accessToken}`, 'x-new-authentication': 'true' },
  });
  expect(me.status()).toBe(200);
  const refreshed = await request.post('/api/auth/token/refresh');
  expect(refreshed.status()).toBe(200);
  expect((await refreshed.json()).access_token).toEqual(expect.any(String));
});

test('bad input gets an error code, never a 500', async ({ request }) => {
  const malformed = await request.post('/api/sessions', { headers: { 'content-type': 'application/json' }, data: '{"email":' });
  expect(malformed.status()).toBe(400);
  expect((await malformed.json()).error_code).toEqual(expect.any(String));
  const wrongTypes = await request.post('/api/sessions', { data: { email: 42, password: [] } });
  expect(wrongTypes.status()).toBe(400);
  expect((await wrongTypes.json()).error_code).toBe('API_VALIDATION_ERROR');
  const wrongPassword = await request.post('/api/sessions', { data: { email: OWNER.email, password: 'nope' } });
  expect((await wrongPassword.json()).error_code).toBe('INVALID_CREDENTIALS_ERROR');
  const locked = await request.post('/api/sessions', { data: { email: 'locked@tokoku.test', password: 'Sandbox-2026' } });
  expect((await locked.json()).error_code).toBe('USER_LOCKED_ERROR');
});
