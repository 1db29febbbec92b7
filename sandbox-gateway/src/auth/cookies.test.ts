/** @jest-environment node */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { API, REFRESH_COOKIE_NAME, SESSION_COOKIE_NAME } from 'shared-contracts/gateway';
import { SANDBOX_PASSWORD } from '../seed/personas';
import { createTestGateway, type TestGateway } from '../testing/test-gateway';

// Issue 43 §7: whether the gateway's cookies are Secure. The tests' client is on 127.0.0.1, which the
// default TRUSTED_PROXIES believes: it plays the shell's proxy, whose X-Forwarded-Proto and -Host count.
let gateway: TestGateway;
afterEach(() => gateway.close());

const OWNER = { email: 'owner@tokoku.test', password: SANDBOX_PASSWORD };

const secureOf = async (url: string, cookie: string, headers: Record<string, string>) =>
  (await gateway.request({ method: 'POST', url, payload: OWNER, headers })).cookie(cookie)?.attributes.secure === true;

describe('behind a trusted proxy', () => {
  beforeEach(async () => {
    gateway = await createTestGateway();
  });

  test.each([
    ['https, and the host claimed is localhost', { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'localhost' }],
    ['https to 127.0.0.1', { 'x-forwarded-proto': 'https' }],
    ['https, and the host claimed is a .localhost name', { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'shop.localhost:4800' }],
  ])('the browser came over %s: both cookies are Secure', async (_name, headers) => {
    expect(await secureOf(API.sessions, SESSION_COOKIE_NAME, headers)).toBe(true);
    expect(await secureOf(API.authEmail, REFRESH_COOKIE_NAME, headers)).toBe(true);
  });

  test('plain http to localhost (pnpm start): not Secure, so the local http page keeps its sign-in', async () => {
    const headers = { 'x-forwarded-proto': 'http', 'x-forwarded-host': 'localhost:4800' };
    expect(await secureOf(API.sessions, SESSION_COOKIE_NAME, headers)).toBe(false);
    expect(await secureOf(API.authEmail, REFRESH_COOKIE_NAME, headers)).toBe(false);
  });

  test('plain http to any other host: Secure', async () => {
    expect(await secureOf(API.sessions, SESSION_COOKIE_NAME, { 'x-forwarded-host': 'dashboard.example.com' })).toBe(true);
  });
});

describe('a request sent directly, not from a trusted proxy', () => {
  beforeEach(async () => {
    gateway = await createTestGateway({ trustedProxies: ['10.9.9.9'] });
  });

  /** A sign-in with this Host header (fetch cannot set one): its session cookie's Secure. */
  const directSignIn = (headers: Record<string, string>): Promise<boolean> => {
    const { port } = gateway.app.server.address() as AddressInfo;
    const body = JSON.stringify(OWNER);
    return new Promise((resolve, reject) => {
      const request = http.request(
        { host: '127.0.0.1', port, method: 'POST', path: API.sessions, headers: { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)), ...headers } },
        (response) => {
          response.resume();
          const cookie = (response.headers['set-cookie'] ?? []).find((line) => line.startsWith(`${SESSION_COOKIE_NAME}=`));
          if (response.statusCode !== 200 || !cookie) return reject(new Error(`sign-in answered ${response.statusCode}`));
          return resolve(/;\s*secure(;|$)/i.test(cookie));
        },
      );
      request.on('error', reject);
      request.end(body);
    });
  };

  test('its X-Forwarded-Host: localhost is not read: the cookie stays Secure for the host it called', async () => {
    expect(await directSignIn({ host: 'dashboard.example.com', 'x-forwarded-host': 'localhost', 'x-forwarded-proto': 'http' })).toBe(true);
    expect(await directSignIn({ host: 'dashboard.example.com', 'x-forwarded-host': 'app.localhost' })).toBe(true);
  });
});
