/** @jest-environment node */
import { ACTIVITY_LOG_API, type ActivityLogAnswer } from 'shared-contracts/areas/settings/activity-log';
import { API } from 'shared-contracts/gateway';
import { SANDBOX_PASSWORD } from '../seed/personas';
import { createTestGateway, loginWithSession, sessionHeaders, type TestGateway } from '../testing/test-gateway';

// Issue 43 §2: whose address is it. Only a trusted proxy's X-Forwarded-For names the client; the
// per-address sign-in limit and the activity log use that address, and a client that reaches the
// gateway itself is its own address whatever it claims. The tests' client is 127.0.0.1.
let gateway: TestGateway;
afterEach(() => gateway.close());

const LIMITS = { rateLimits: { loginPerIp: { max: 3, windowMs: 60_000 } } };

const signIn = (email: string, password: string, headers: Record<string, string> = {}) =>
  gateway.request({ method: 'POST', url: API.sessions, payload: { email, password }, headers });

/** The newest sign-in line of Toko Ku's activity log, read by the owner. */
async function lastSignIn() {
  const { cookie } = await loginWithSession(gateway.request, 'owner@tokoku.test');
  const answer = await gateway.request({ url: `${ACTIVITY_LOG_API.list}?action=SIGN_IN&limit=2`, headers: sessionHeaders(cookie) });
  // [0] is the owner's sign-in that reads the log; [1] the one the test made.
  return answer.json<ActivityLogAnswer>().data[1]!;
}

describe('a client that is not a trusted proxy', () => {
  beforeEach(async () => {
    gateway = await createTestGateway({ ...LIMITS, trustedProxies: [] });
  });

  test('cannot escape the per-address limit by rotating X-Forwarded-For', async () => {
    for (let attempt = 1; attempt <= 3; attempt++) {
      const guess = await signIn(`made-up-${attempt}@x.test`, 'guess', { 'x-forwarded-for': `203.0.113.${attempt}` });
      expect(guess.status).toBe(401);
    }
    const rotated = await signIn('made-up-4@x.test', 'guess', { 'x-forwarded-for': '203.0.113.4' });
    expect([rotated.status, rotated.json()]).toEqual([429, expect.objectContaining({ error_code: 'TOO_MANY_REQUESTS' })]);
  });

  test('cannot write another address into the activity log', async () => {
    expect((await signIn('viewer@tokoku.test', SANDBOX_PASSWORD, { 'x-forwarded-for': '198.51.100.66', 'user-agent': 'probe/1' })).status).toBe(200);
    expect(await lastSignIn()).toMatchObject({ actor_email: 'viewer@tokoku.test', ip_address: '127.0.0.1', user_agent: 'probe/1' });
  });
});

describe('behind a trusted proxy (loopback, as pnpm start has it)', () => {
  beforeEach(async () => {
    gateway = await createTestGateway(LIMITS);
  });

  test("failures for made-up emails from one address block that address only, not another user's sign-in from another", async () => {
    const attacker = { 'x-forwarded-for': '203.0.113.7' };
    for (let attempt = 1; attempt <= 3; attempt++) expect((await signIn(`made-up-${attempt}@x.test`, 'guess', attacker)).status).toBe(401);
    expect((await signIn('made-up-4@x.test', 'guess', attacker)).status).toBe(429);
    expect((await signIn('owner@tokoku.test', SANDBOX_PASSWORD, attacker)).status).toBe(429);
    // The owner's account is not touched by failures for other emails, and their address is their own.
    expect((await signIn('owner@tokoku.test', SANDBOX_PASSWORD, { 'x-forwarded-for': '198.51.100.20' })).status).toBe(200);
  });

  test("the proxy's address for the client is the one used; what the client claimed before it is not", async () => {
    // The proxy appended the address it saw to a chain the client sent: only the proxy's entry is believed.
    const chain = { 'x-forwarded-for': '10.9.9.9, 198.51.100.20', 'user-agent': 'browser/1' };
    expect((await signIn('viewer@tokoku.test', SANDBOX_PASSWORD, chain)).status).toBe(200);
    expect(await lastSignIn()).toMatchObject({ actor_email: 'viewer@tokoku.test', ip_address: '198.51.100.20', user_agent: 'browser/1' });
  });
});
