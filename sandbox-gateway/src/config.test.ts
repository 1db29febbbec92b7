/** @jest-environment node */
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { buildGateway } from './app';
import { readConfig } from './config';
import { describeListenFailure } from './listen-failure';
import { createTestGateway } from './testing/test-gateway';
import { GATEWAY_VERSION } from './version';

describe('configuration from the environment', () => {
  test('defaults', () => {
    expect(readConfig({}, '/pkg')).toEqual({
      port: 4810,
      host: 'localhost',
      dbPath: path.resolve('/pkg/data/sandbox.db'),
      testMode: false,
      accessTokenTtlSeconds: 900,
      refreshReuseGraceSeconds: 5,
      jwtSecret: undefined,
      trustedProxies: ['127.0.0.1', '::1'],
      callbackTestReceivers: [],
    });
  });

  test('every variable', () => {
    const config = readConfig(
      {
        GATEWAY_PORT: '4999',
        GATEWAY_HOST: '0.0.0.0',
        SANDBOX_DB_PATH: '/tmp/x.db',
        SANDBOX_TEST_MODE: '1',
        ACCESS_TOKEN_TTL_SECONDS: '5',
        REFRESH_REUSE_GRACE_SECONDS: '5',
        SANDBOX_JWT_SECRET: 's'.repeat(32),
        TRUSTED_PROXIES: ' 10.0.0.0/8, fd00::/8,uniquelocal ',
        CALLBACK_TEST_RECEIVERS: 'http://127.0.0.1:4899, http://LOCALHOST:3000/,https://[::1]:443',
        SANDBOX_PASSWORD_COST: '1024',
      },
      '/pkg',
    );
    expect(config).toEqual({
      port: 4999, host: '0.0.0.0', dbPath: '/tmp/x.db', testMode: true, accessTokenTtlSeconds: 5, refreshReuseGraceSeconds: 5, jwtSecret: 's'.repeat(32),
      trustedProxies: ['10.0.0.0/8', 'fd00::/8', 'uniquelocal'],
      callbackTestReceivers: ['http://127.0.0.1:4899', 'http://localhost:3000', 'https://[::1]'],
      passwordCost: 1024,
    });
  });

  test('TRUSTED_PROXIES=none: clients reach the gateway directly, nobody forwards for them', () => {
    expect(readConfig({ TRUSTED_PROXIES: 'none' }, '/pkg').trustedProxies).toEqual([]);
  });

  test.each([
    [{ GATEWAY_PORT: 'abc' }, 'GATEWAY_PORT must be a positive whole number'],
    [{ GATEWAY_PORT: '70000' }, 'GATEWAY_PORT must be at most 65535'],
    [{ ACCESS_TOKEN_TTL_SECONDS: '0' }, 'ACCESS_TOKEN_TTL_SECONDS must be a positive whole number'],
    [{ REFRESH_REUSE_GRACE_SECONDS: '-1' }, 'REFRESH_REUSE_GRACE_SECONDS must be a non-negative whole number'],
    [{ SANDBOX_JWT_SECRET: 'short' }, 'SANDBOX_JWT_SECRET must be at least 32 characters'],
    [{ TRUSTED_PROXIES: '10.0.0.0/8,shell' }, 'TRUSTED_PROXIES must list addresses, CIDR blocks, loopback, linklocal or uniquelocal (or be none), got "shell"'],
    [{ TRUSTED_PROXIES: '10.0.0.0/33' }, 'got "10.0.0.0/33"'],
    [{ CALLBACK_TEST_RECEIVERS: 'http://127.0.0.1:4899/callbacks' }, 'CALLBACK_TEST_RECEIVERS must list origins such as http://127.0.0.1:4899'],
    [{ SANDBOX_PASSWORD_COST: '1024' }, 'SANDBOX_PASSWORD_COST is for test mode only (SANDBOX_TEST_MODE=1)'],
    [{ SANDBOX_TEST_MODE: '1', SANDBOX_PASSWORD_COST: '1000' }, 'SANDBOX_PASSWORD_COST must be one of 1024, 2048, 4096, 8192, 16384, got "1000"'],
    [{ CALLBACK_TEST_RECEIVERS: '127.0.0.1:4899' }, 'got "127.0.0.1:4899"'],
    [{ CALLBACK_TEST_RECEIVERS: 'ftp://127.0.0.1' }, 'got "ftp://127.0.0.1"'],
    [{ CALLBACK_TEST_RECEIVERS: 'http://user:pw@127.0.0.1:4899' }, 'got "http://user:pw@127.0.0.1:4899"'],
  ])('%j is refused', (env, message) => {
    expect(() => readConfig(env, '/pkg')).toThrow(message);
  });
});

test('a taken port fails with one clear line naming GATEWAY_PORT', async () => {
  const holder = net.createServer();
  await new Promise<void>((resolve) => holder.listen(0, '127.0.0.1', resolve));
  const port = (holder.address() as net.AddressInfo).port;
  const gateway = await createTestGateway();
  const second = await buildGateway({ dbPath: gateway.dbPath });
  const failure = await second.listen({ port, host: '127.0.0.1' }).then(() => undefined, (error: unknown) => error);
  expect(describeListenFailure(failure, { host: '127.0.0.1', port })).toBe(
    `port ${port} on 127.0.0.1 is already in use: stop what holds it, or start the gateway on another port with GATEWAY_PORT`,
  );
  await second.close();
  await gateway.close();
  holder.close();
});

test('GET /api/health answers the status and the version of package.json', async () => {
  const gateway = await createTestGateway();
  expect((await gateway.request('/api/health')).json()).toEqual({ status: 'ok', version: GATEWAY_VERSION });
  const pkg = JSON.parse(fs.readFileSync(path.join(__dirname, '..', 'package.json'), 'utf8')) as { version: string };
  expect(GATEWAY_VERSION).toBe(pkg.version);
  const media = await gateway.request('/api/media/notification-1.svg');
  expect(media.headers.get('content-type')).toBe('image/svg+xml');
  expect((await gateway.request('/api/media/../../etc/passwd')).status).toBe(404);
  await gateway.close();
});
