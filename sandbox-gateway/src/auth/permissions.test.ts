/** @jest-environment node */
import Fastify from 'fastify';
import { API } from 'shared-contracts/gateway';
import { BALANCE_API } from 'shared-contracts/areas/balance/balance';
import { NOTIFICATIONS_API } from 'shared-contracts/areas/notifications/notifications';
import type { GatewayContext } from '../context';
import { installGuard } from '../http/guard';
import { createTestGateway, signedIn, type TestGateway } from '../testing/test-gateway';
import { ENDPOINT_ACCESS } from './permissions';

let gateway: TestGateway;
const as = signedIn(() => gateway);
const PERSONAS = [
  'owner@tokoku.test', 'viewer@tokoku.test', 'ops@tokoku.test', 'dev@tokoku.test', 'finance@tokoku.test',
  'new@warungbaru.test', 'admin@brand2.test', 'admin@partner.test',
];

beforeAll(async () => {
  gateway = await createTestGateway();
});
afterAll(() => gateway.close());

type Case = [method: string, url: string, payload: object | undefined, allowed: string[], denied: string[]];

/** Spec 01 §6 and spec 02 §6, as enforced by the gateway. */
const CASES: Case[] = [
  ['GET', API.apiSettings, undefined, ['owner', 'dev'], ['viewer', 'ops', 'finance']],
  ['GET', API.secretApiCredentialsList, undefined, ['owner', 'dev'], ['viewer', 'ops', 'finance']],
  ['GET', API.secretApiCredentials, undefined, ['owner', 'dev'], ['viewer', 'ops', 'finance']],
  ['GET', API.billingStatements, undefined, ['owner', 'viewer'], ['ops', 'dev', 'finance']],
  ['PATCH', API.getStartedStatuses, { business_profile: 100 }, ['owner', 'new'], ['viewer', 'ops', 'dev', 'finance']],
  ['PATCH', API.balanceViewFlag, { balance_view: true }, ['owner', 'viewer', 'finance'], ['ops', 'dev']],
  ['POST', API.ipWhitelistReminderEmail, {}, ['owner'], ['viewer', 'dev', 'new']],
  ['GET', API.commonCompanyDetail, undefined, ['owner', 'viewer', 'new'], ['brand2', 'partner']],
  ['GET', API.ereceiptsMerchants, undefined, ['owner', 'viewer'], ['new', 'partner']],
  ['GET', NOTIFICATIONS_API.list, undefined, ['owner', 'viewer', 'ops', 'dev', 'finance'], []],
  ['GET', API.authenticatedUserData, undefined, ['owner', 'viewer', 'ops', 'dev', 'finance', 'new', 'brand2', 'partner'], []],
];

const emailOf = (name: string) => PERSONAS.find((email) => email.startsWith(`${name}@`) || email === `admin@${name}.test`)!;

describe.each(CASES)('%s %s', (method, url, payload, allowed, denied) => {
  test.each(allowed)('%s is allowed', async (name) => {
    const answer = await gateway.request({ method, url, payload, headers: await as(emailOf(name)) });
    expect(answer.status).toBeLessThan(300);
  });
  if (denied.length > 0) {
    test.each(denied)('%s is denied with AUTHORIZATION_ERROR', async (name) => {
      const answer = await gateway.request({ method, url, payload, headers: await as(emailOf(name)) });
      expect(answer.status).toBe(403);
      expect(answer.json()).toMatchObject({ error_code: 'AUTHORIZATION_ERROR' });
    });
  }
});

test('a denied call changes nothing (a viewer cannot mark onboarding steps done)', async () => {
  const before = (await gateway.request({ url: API.getStartedStatuses, headers: await as('viewer@tokoku.test') })).json();
  await gateway.request({ method: 'PATCH', url: API.getStartedStatuses, payload: { establishment_details: 100 }, headers: await as('viewer@tokoku.test') });
  expect((await gateway.request({ url: API.getStartedStatuses, headers: await as('owner@tokoku.test') })).json()).toEqual(before);
});

test('every path of the contract has an access rule (and so a route)', () => {
  const patterns = Object.keys(ENDPOINT_ACCESS).map((key) => {
    const pattern = key.split(' ')[1]!.replace(/[!.]/g, (c) => `\\${c}`).replace(/:[a-z_]+/g, '[^/]+');
    return new RegExp(`^${pattern}$`);
  });
  // The shell's calls and every area's (shared-contracts/areas/*).
  const paths: string[] = [...Object.values(API), ...Object.values(NOTIFICATIONS_API), ...Object.values(BALANCE_API)].map((path) =>
    typeof path === 'function' ? path('ntf_owner_001') : path,
  );
  // Two contract paths are prefixes that take a last segment.
  const prefixes: string[] = [API.featureFlags, API.invitation];
  paths.push(`${API.featureFlags}/biz_tokoku`, `${API.invitation}/sandbox-invitation-tokoku-viewer`);
  const unserved = paths.filter((path) => !prefixes.includes(path) && !patterns.some((pattern) => pattern.test(path)));
  expect(unserved).toEqual([]);
});

test('every GET of the contract answers the owner without an error', async () => {
  const gets = Object.keys(ENDPOINT_ACCESS)
    // /api/sandbox/* exists in test mode only (sandbox-control.test.ts covers it); the release health
    // read is the gate's, with the collector's key, not a user's (telemetry.test.ts covers it).
    .filter((key) => key.startsWith('GET /api/') && !key.includes(':') && !key.startsWith('GET /api/sandbox/') && key !== 'GET /api/telemetry/release-health')
    .map((key) => key.slice(4));
  for (const url of gets) {
    const answer = await gateway.request({ url, headers: await as('owner@tokoku.test') });
    expect([url, answer.status]).toEqual([url, 200]);
  }
});

test('a route without an access rule stops the gateway from starting (fail closed)', async () => {
  const app = Fastify();
  installGuard(app, {} as GatewayContext);
  expect(() => app.get('/api/unlisted', async () => ({}))).toThrow('No access rule for GET /api/unlisted');
  await app.close();
});
