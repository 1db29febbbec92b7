/** @jest-environment node */
import type { AddressInfo } from 'node:net';
import { CARDS_API, type CardPaymentsAnswer } from 'shared-contracts/areas/cards/cards';
import { NOTIFICATIONS_API } from 'shared-contracts/areas/notifications/notifications';
import { API, CSRF_HEADER, CSRF_HEADER_VALUE, SESSION_COOKIE_NAME } from 'shared-contracts/gateway';
import { webhookIdOf } from '../seed/developers';
import { createTestGateway, loginWithSession, loginWithToken, snapshot, tokenHeaders, type TestGateway } from '../testing/test-gateway';

// Issue 43 §3: CSRF. A cross-site page can make the browser send the session cookie with a form's
// POST (SameSite=Lax stops none from another port of localhost, or a sibling subdomain), but it can
// neither add a header nor claim another Origin. So a session-cookie write needs the client's header
// and, when the browser sends an Origin, the gateway's own; the control API needs JSON or the header.
let gateway: TestGateway;
beforeEach(async () => {
  gateway = await createTestGateway({ testMode: true });
});
afterEach(() => gateway.close());

const CLIENT = { [CSRF_HEADER]: CSRF_HEADER_VALUE };
const EVIL = { origin: 'http://evil.example' };
const ownOrigin = () => `http://127.0.0.1:${(gateway.app.server.address() as AddressInfo).port}`;
const errorCode = (answer: { json: <T>() => T }) => answer.json<{ error_code: string }>().error_code;

/** The session cookie alone, as a browser attaches it to any request to the gateway's site. */
const cookieOf = async (email = 'owner@tokoku.test') => ({ cookie: (await loginWithSession(gateway.request, email)).cookie });

/** An authorised-only payment of Toko Ku that a capture would charge. */
async function uncapturedTokenId(cookie: Record<string, string>): Promise<string> {
  const list = await gateway.request({ url: `${CARDS_API.payments}?search=order-004990`, headers: cookie });
  const id = list.json<CardPaymentsAnswer>().data[0]!.id;
  return (await gateway.request({ url: CARDS_API.payment(id), headers: cookie })).json<{ token_id: string }>().token_id;
}

describe('session-cookie mode', () => {
  test('the probe: a body-less POST with the cookie captures no payment, read-all and test events change nothing', async () => {
    const cookie = await cookieOf();
    const tokenId = await uncapturedTokenId(cookie);
    const before = snapshot(gateway.dbPath);
    for (const url of [CARDS_API.captureToken(tokenId), NOTIFICATIONS_API.readAll, `/api/webhooks/${webhookIdOf('biz_tokoku', 'PRODUCTION', 'INVOICE')}/test`]) {
      for (const headers of [{ ...cookie, ...EVIL }, cookie, { ...cookie, ...CLIENT, ...EVIL }, { ...cookie, ...CLIENT, origin: 'null' }]) {
        const forged = await gateway.request({ method: 'POST', url, headers });
        expect([url, headers, forged.status, errorCode(forged)]).toEqual([url, headers, 403, 'AUTHORIZATION_ERROR']);
      }
    }
    expect(snapshot(gateway.dbPath)).toBe(before);
  });

  test("the dashboard's write (the client's header, its own Origin or none) goes through; reads need no header", async () => {
    const cookie = await cookieOf();
    const tokenId = await uncapturedTokenId(cookie);
    expect((await gateway.request({ method: 'POST', url: NOTIFICATIONS_API.readAll, headers: { ...cookie, ...CLIENT }, payload: {} })).status).toBe(200);
    const captured = await gateway.request({ method: 'POST', url: CARDS_API.captureToken(tokenId), headers: { ...cookie, ...CLIENT, origin: ownOrigin() }, payload: {} });
    expect(captured.status).toBe(200);
    expect((await gateway.request({ url: API.authenticatedUserData, headers: { ...cookie, ...EVIL } })).status).toBe(200);
  });

  test("behind the shell's proxy the Origin is the browser's: the scheme and host the proxy forwarded", async () => {
    const cookie = await cookieOf();
    const forwarded = { ...cookie, ...CLIENT, 'x-forwarded-proto': 'https', 'x-forwarded-host': 'dashboard.example.com' };
    const write = (origin: string) => gateway.request({ method: 'PATCH', url: API.user, headers: { ...forwarded, origin }, payload: { preferred_language: 'id' } });
    expect((await write('https://dashboard.example.com')).status).toBe(200);
    expect((await write('http://dashboard.example.com')).status).toBe(403);
    expect((await write('https://old.dashboard.example.com')).status).toBe(403);
  });

  test('a forged sign-out ends nothing; the dashboard signs out', async () => {
    const cookie = await cookieOf();
    expect(errorCode(await gateway.request({ method: 'POST', url: API.logout, headers: { ...cookie, ...EVIL } }))).toBe('AUTHORIZATION_ERROR');
    expect((await gateway.request({ url: API.authenticatedUserData, headers: cookie })).status).toBe(200);
    expect((await gateway.request({ method: 'POST', url: API.logout, headers: { ...cookie, ...CLIENT } })).status).toBe(204);
    expect((await gateway.request({ url: API.authenticatedUserData, headers: cookie })).status).toBe(401);
  });

  test('without a valid session a write is simply not signed in', async () => {
    const forged = await gateway.request({ method: 'POST', url: NOTIFICATIONS_API.readAll, headers: { cookie: `${SESSION_COOKIE_NAME}=unknown`, ...EVIL } });
    expect(errorCode(forged)).toBe('AUTHENTICATION_ERROR');
  });
});

test('token mode: a bearer write needs no such header (the browser never attaches a bearer token by itself)', async () => {
  const { accessToken } = await loginWithToken(gateway.request, 'owner@tokoku.test');
  const write = await gateway.request({ method: 'POST', url: NOTIFICATIONS_API.readAll, headers: { ...tokenHeaders(accessToken), ...EVIL }, payload: {} });
  expect(write.status).toBe(200);
  // The session cookie of the same browser does not stand in for a missing token.
  const cookie = await cookieOf();
  const noToken = await gateway.request({ method: 'POST', url: NOTIFICATIONS_API.readAll, headers: { ...cookie, 'x-new-authentication': 'true' } });
  expect(errorCode(noToken)).toBe('AUTHENTICATION_ERROR');
});

describe('the control API', () => {
  test('a body-less POST /__sandbox/reset from a page, or JSON from another origin, resets nothing', async () => {
    await gateway.request({ method: 'POST', url: '/__sandbox/faults', payload: { path: '/api/health', status: 503, count: 5 } });
    const before = snapshot(gateway.dbPath);
    // (A form's text/plain or urlencoded body is refused the same way, before it is parsed.)
    for (const headers of [{}, EVIL, { ...EVIL, 'content-type': 'application/json' }, { ...EVIL, ...CLIENT }]) {
      const forged = await gateway.request({ method: 'POST', url: '/__sandbox/reset', headers });
      expect([headers, forged.status, errorCode(forged)]).toEqual([headers, 403, 'AUTHORIZATION_ERROR']);
    }
    const faults = await gateway.request({ method: 'DELETE', url: '/__sandbox/faults', headers: EVIL });
    expect(faults.status).toBe(403);
    expect(snapshot(gateway.dbPath)).toBe(before);
    expect((await gateway.request('/api/health')).status).toBe(503);
  });

  test('test tools call it with JSON or the header, from no origin or its own; reads need neither', async () => {
    // One reset only: it writes the whole seed again.
    expect((await gateway.request({ method: 'POST', url: '/__sandbox/reset', headers: { 'content-type': 'application/json' } })).status).toBe(200);
    expect((await gateway.request({ method: 'DELETE', url: '/__sandbox/faults', headers: { ...CLIENT, origin: ownOrigin() } })).status).toBe(200);
    expect((await gateway.request({ method: 'POST', url: '/__sandbox/faults', payload: { path: '/api/health', status: 503 } })).status).toBe(201);
    expect((await gateway.request({ url: '/__sandbox/outbox', headers: EVIL })).status).toBe(200);
  });
});
