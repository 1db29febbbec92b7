/**
 * @jest-environment node
 */
// The gateway client of shared-contracts against the real sandbox gateway: the contract holds
// from both sides (paths, environment parameter, cookies, tokens, error codes).
import type { AddressInfo } from 'node:net';
import { type Environment } from 'shared-contracts';
import {
  API,
  ENVIRONMENT_COOKIE_NAME,
  GatewayClient,
  REFRESH_COOKIE_NAME,
  createGatewayApi,
  createGatewayTransport,
  type SessionEndReason,
} from 'shared-contracts/gateway';
import { NOTIFICATIONS_API, type NotificationItem, type NotificationsAnswer, type ReadAllNotificationsAnswer } from 'shared-contracts/areas/notifications/notifications';
import { SANDBOX_PASSWORD } from './seed/personas';
import { cookieJarFetch } from 'shared-contracts/testing';
import { createTestGateway, type TestGateway } from './testing/test-gateway';

let gateway: TestGateway;

beforeEach(async () => {
  gateway = await createTestGateway({ accessTokenTtlSeconds: 60 });
});

afterEach(async () => {
  await gateway.close();
});

function connect(environment: Environment = 'PRODUCTION') {
  const { port } = gateway.app.server.address() as AddressInfo;
  const jar = cookieJarFetch(`http://127.0.0.1:${port}`);
  const ended: SessionEndReason[] = [];
  const client = new GatewayClient({
    baseUrl: `http://127.0.0.1:${port}`,
    fetch: jar.fetch,
    environment: () => environment,
    onSessionEnded: (reason) => ended.push(reason),
  });
  return { client, api: createGatewayApi(client), transport: createGatewayTransport(client), jar, ended };
}

const login = { email: 'owner@tokoku.test', password: SANDBOX_PASSWORD };

describe('session-cookie mode', () => {
  it('signs in, reads, writes, switches business and signs out', async () => {
    const { api, transport, ended } = connect();
    const signedIn = await api.login(login);
    expect(signedIn.business.name).toBe('Toko Ku');
    expect((await api.authenticatedUserData()).user.email).toBe(login.email);
    const businesses = await api.userBusinesses();
    expect(businesses.length).toBeGreaterThanOrEqual(3);
    expect((await api.updateUser({ preferred_language: 'id' })).preferred_language).toBe('id');
    // A remote's calls go over the transport: the shell knows none of these paths.
    const page = await transport.get<NotificationsAnswer>(NOTIFICATIONS_API.list, { query: { limit: 5 } });
    expect(page.notifications).toHaveLength(5);
    expect(page.total_count).toBeGreaterThanOrEqual(30);
    const unread = page.notifications.find((n) => !n.is_read) ?? page.notifications[0]!;
    expect((await transport.post<NotificationItem>(NOTIFICATIONS_API.read(unread.id))).is_read).toBe(true);
    expect((await transport.post<ReadAllNotificationsAnswer>(NOTIFICATIONS_API.readAll, {})).unread_count).toBe(0);
    expect(await api.billingStatements()).toEqual(expect.arrayContaining([expect.objectContaining({ status: 'UNPAID' })]));
    expect((await api.apiSettings()).cidr_whitelist).toEqual([]);
    expect((await api.secretApiCredentials('MAIN')).data.length).toBeGreaterThan(0);
    const other = businesses.find((b) => b.go_live_status === 'TIER_1')!;
    await api.switchBusiness(other.id);
    expect((await api.authenticatedUserData()).business.id).toBe(other.id);
    await api.logout();
    await expect(api.authenticatedUserData()).rejects.toMatchObject({ code: 'AUTHENTICATION_ERROR' });
    expect(ended).toEqual(['AUTHENTICATION_ERROR']);
  });

  it('turns refusals into typed errors with message keys and retry times', async () => {
    const viewer = connect();
    await viewer.api.login({ email: 'viewer@tokoku.test', password: SANDBOX_PASSWORD });
    await expect(viewer.api.apiSettings()).rejects.toMatchObject({
      code: 'AUTHORIZATION_ERROR',
      status: 403,
      messageKey: 'errorMessages.AUTHORIZATION_ERROR',
    });

    const owner = connect();
    await owner.api.login(login);
    await owner.api.requestOtp('+6281234567890');
    await expect(owner.api.requestOtp('+6281234567890')).rejects.toMatchObject({
      code: 'TOO_MANY_REQUESTS',
      retryAfter: expect.any(Number),
    });
    await expect(owner.api.verifyPhoneNumber('000000')).rejects.toMatchObject({ code: 'OTP_TOKEN_NOT_VALID_ERROR' });
    await expect(owner.api.login({ ...login, password: 'wrong' })).rejects.toMatchObject({ code: 'INVALID_CREDENTIALS_ERROR' });
  });

  it('sends the environment the gateway accepts on every write', async () => {
    const { api } = connect('DEVELOPMENT');
    await api.login(login);
    await expect(api.setBalanceViewFlag(true)).resolves.toEqual({ balance_view: true });
    await expect(api.recordImConsent({ accepted: true, timestamp: new Date(0).toISOString() })).resolves.toMatchObject({
      instant_messaging_consent: { accepted: true },
    });
    const user = await api.authenticatedUserData();
    await expect(api.updateAccountNotifications(user.user.account_notifications)).resolves.toMatchObject({ id: user.user.id });
  });
});

describe('token mode', () => {
  it('keeps the refresh token in an httpOnly cookie and refreshes once for concurrent expired calls', async () => {
    const { client, api, jar } = connect();
    client.useNewAuthentication(true);
    await api.login(login);
    expect(jar.cookies.get(REFRESH_COOKIE_NAME)?.path).toBe(API.refreshToken);
    gateway.clock.advance(61_000); // the access token has expired
    const answers = await Promise.all([api.authenticatedUserData(), api.userBusinesses(), api.billingStatements()]);
    expect(answers[0].user.email).toBe(login.email);
    expect(jar.calls.get(API.refreshToken)).toBe(1);
  });

  it('ends the session when a spent refresh token is replayed', async () => {
    const { client, api, jar, ended } = connect();
    client.useNewAuthentication(true);
    await api.login(login);
    const spent = jar.cookies.get(REFRESH_COOKIE_NAME)!;
    await api.restore(); // rotates the refresh token
    jar.cookies.set(REFRESH_COOKIE_NAME, spent); // a stolen copy of the old one
    gateway.clock.advance(61_000);
    await expect(api.authenticatedUserData()).rejects.toMatchObject({ code: 'INVALIDATED_TOKEN' });
    expect(ended).toEqual(['REFRESH_FAILED']);
    expect(client.hasAccessToken).toBe(false);
  });

  it('switches business with a new access token and signs out', async () => {
    const { client, api, jar } = connect();
    client.useNewAuthentication(true);
    await api.login(login);
    const businesses = await api.userBusinesses();
    const other = businesses.find((b) => b.go_live_status === 'AWAITING_DOCS')!;
    await api.switchBusiness(other.id);
    expect((await api.authenticatedUserData()).business.id).toBe(other.id);
    await api.logout();
    expect(jar.cookies.has(REFRESH_COOKIE_NAME)).toBe(false);
    expect(client.hasAccessToken).toBe(false);
  });
});

test('the environment cookie name is the one the gateway reads', () => {
  expect(ENVIRONMENT_COOKIE_NAME).toBe('environment');
});
