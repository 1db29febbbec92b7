import { expect, test, expireAccessToken } from './fixtures';
import { API, GatewayClient, createGatewayApi, createGatewayTransport, type TokenAnswer } from 'shared-contracts/gateway';
import { NOTIFICATIONS_API, type NotificationsAnswer } from 'shared-contracts/areas/notifications/notifications';
import { cookieJarFetch } from 'shared-contracts/testing';
import { shellUrl } from './worker-stack';

// The shared-contracts gateway client against the real stack (the shell's origin, its /api proxy,
// the sandbox gateway with a short token lifetime), the way the shell will use it.

test('an access token expiring mid-session is renewed with exactly one refresh call', async () => {
  test.setTimeout(60_000);
  const jar = cookieJarFetch(shellUrl());
  const ended: string[] = [];
  const client = new GatewayClient({
    baseUrl: shellUrl(),
    fetch: jar.fetch,
    environment: () => 'PRODUCTION',
    onSessionEnded: (reason) => ended.push(reason),
  });
  client.useNewAuthentication(true);
  const api = createGatewayApi(client);

  const signedIn = await api.login({ email: 'owner@tokoku.test', password: 'Sandbox-2026' });
  expect(signedIn.business.name).toBe('Toko Ku');
  expect((await api.authenticatedUserData()).user.email).toBe('owner@tokoku.test');
  expect(jar.calls.get(API.refreshToken) ?? 0).toBe(0);

  // Token mode: the answer carries the access token the client keeps in memory.
  await expireAccessToken((signedIn as typeof signedIn & TokenAnswer).access_token);

  const [user, businesses, notifications] = await Promise.all([
    api.authenticatedUserData(),
    api.userBusinesses(),
    createGatewayTransport(client).get<NotificationsAnswer>(NOTIFICATIONS_API.list, { query: { limit: 5 } }),
  ]);
  expect(user.business.name).toBe('Toko Ku');
  expect(businesses.length).toBeGreaterThan(1);
  expect(notifications.notifications).toHaveLength(5);
  expect(jar.calls.get(API.refreshToken)).toBe(1);
  expect(ended).toEqual([]);
});
