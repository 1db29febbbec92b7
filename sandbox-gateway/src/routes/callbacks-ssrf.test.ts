/** @jest-environment node */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Database from 'better-sqlite3';
import type { Environment } from 'shared-contracts';
import { DEVELOPERS_API, type CallbackEvent } from 'shared-contracts/areas/settings/developers';
import { RESPONSE_PAYLOAD_MAX_BYTES, type CallbackDelivery, type SendCallback } from '../http/callback-delivery';
import { REFUSED_TARGET_MESSAGE, type ResolveHost } from '../http/callback-targets';
import type { Answer } from '../testing/http-client';
import { createTestGateway, execute, signedIn, type TestGateway } from '../testing/test-gateway';

// Issue 43 §5: a callback URL must not reach the inside. Live mode: public addresses only, every
// address of a name checked; test mode: the sandbox's own receiver and the configured test
// receivers only. Checked when the URL is set and at every delivery; the connection goes to the
// address that was checked; no redirect is followed; the answer kept is capped.
let gateway: TestGateway;
const as = signedIn(() => gateway);
const receivers: Receiver[] = [];
afterEach(async () => {
  await Promise.all([gateway.close(), ...receivers.splice(0).map((receiver) => receiver.close())]);
});

const OWNER = 'owner@tokoku.test';
const WEBHOOK: Record<Environment, string> = { PRODUCTION: 'whk_tokoku_live_invoice', DEVELOPMENT: 'whk_tokoku_test_invoice' };
const MODE: Record<Environment, string> = { PRODUCTION: 'live', DEVELOPMENT: 'test' };
const PUBLIC = '93.184.216.34';

/** The fake DNS of these tests: names only it knows; anything else does not resolve. */
const DNS: Record<string, string[]> = {
  localhost: ['127.0.0.1'],
  'shop-api.com': [PUBLIC],
  'v6.shop-api.com': ['2606:4700:4700::1111'],
  'two.shop-api.com': [PUBLIC, '2606:4700:4700::1111'],
  'internal.shop-api.com': ['10.0.0.5'],
  'mixed.shop-api.com': [PUBLIC, '127.0.0.1'],
  'loopback6.shop-api.com': ['::1'],
  'mapped.shop-api.com': ['::ffff:169.254.169.254'],
  'cgnat.shop-api.com': ['100.100.100.200'],
};
const fakeDns: ResolveHost = async (hostname) => (DNS[hostname] ?? []).map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));

/** A wire that records where it would connect and answers 200: nothing leaves this machine. */
function recordingWire() {
  const connections: { host: string; address: string }[] = [];
  const send: SendCallback = async ({ url, address }) => {
    connections.push({ host: url.host, address: address.address });
    return { status: 200, body: 'ok' };
  };
  return { connections, send };
}

const start = async (callbacks: Partial<CallbackDelivery>) => {
  gateway = await createTestGateway({ callbacks: { resolve: fakeDns, ...callbacks } });
};
const setUrl = async (environment: Environment, url: string) =>
  gateway.request({ method: 'PUT', url: DEVELOPERS_API.webhookUrl(WEBHOOK[environment]), payload: { url, environment }, headers: await as(OWNER) });
const testEvent = async (environment: Environment) =>
  gateway.request({ method: 'POST', url: DEVELOPERS_API.webhookTest(WEBHOOK[environment]), payload: { environment }, headers: await as(OWNER) });
/** Stores a URL as an older gateway (or the database's owner) might have: no check on the way in. */
const storeUrl = (environment: Environment, url: string) => execute(gateway.dbPath, 'UPDATE webhooks SET url = ? WHERE id = ?', url, WEBHOOK[environment]);
const eventCount = () => {
  const db = new Database(gateway.dbPath, { readonly: true });
  try {
    return db.prepare('SELECT COUNT(*) FROM webhook_events').pluck().get() as number;
  } finally {
    db.close();
  }
};
const refusal = (environment: Environment) => ({
  error_code: 'API_VALIDATION_ERROR',
  message: 'The request is not valid',
  errors: [{ field: 'url', message: REFUSED_TARGET_MESSAGE[environment] }],
});
const outcome = (answer: Answer) => (answer.status === 400 ? answer.json() : answer.status);

type Result = 'refused' | 'sent' | 'sandbox';
const TEST_RECEIVER = 'https://127.0.0.1:4899';
/** [URL, in live mode, in test mode (CALLBACK_TEST_RECEIVERS = TEST_RECEIVER and https://localhost:4899)]. */
const TABLE: [string, Result, Result][] = [
  ['https://127.0.0.1/', 'refused', 'refused'],
  ['https://127.1/', 'refused', 'refused'],
  ['https://0x7f.0.0.1/', 'refused', 'refused'],
  ['https://2130706433/', 'refused', 'refused'],
  ['https://0177.0.0.1/', 'refused', 'refused'],
  ['https://[::ffff:127.0.0.1]/', 'refused', 'refused'],
  ['https://0.0.0.0/', 'refused', 'refused'],
  ['https://[::1]/', 'refused', 'refused'],
  ['https://[::]/', 'refused', 'refused'],
  ['https://10.1.2.3/', 'refused', 'refused'],
  ['https://172.16.5.4/', 'refused', 'refused'],
  ['https://192.168.1.1/', 'refused', 'refused'],
  ['https://169.254.169.254/latest/meta-data/', 'refused', 'refused'],
  ['https://[fd00:ec2::254]/latest/meta-data/', 'refused', 'refused'],
  ['https://[fe80::1]/', 'refused', 'refused'],
  ['https://100.64.0.1/', 'refused', 'refused'],
  ['https://224.0.0.1/', 'refused', 'refused'],
  ['https://240.0.0.1/', 'refused', 'refused'],
  ['https://255.255.255.255/', 'refused', 'refused'],
  ['https://192.0.2.1/', 'refused', 'refused'],
  ['https://[::ffff:a9fe:a9fe]/', 'refused', 'refused'],
  ['https://[64:ff9b::7f00:1]/', 'refused', 'refused'],
  ['https://[::127.0.0.1]/', 'refused', 'refused'],
  ['https://[2002:7f00:1::]/', 'refused', 'refused'],
  ['https://168.63.129.16/', 'refused', 'refused'],
  ['https://localhost/', 'refused', 'refused'],
  ['https://LOCALHOST./', 'refused', 'refused'],
  ['https://app.localhost/', 'refused', 'refused'],
  ['https://metadata.google.internal/computeMetadata/v1/', 'refused', 'refused'],
  ['https://metadata/', 'refused', 'refused'],
  ['https://internal.shop-api.com/cb', 'refused', 'refused'],
  ['https://mixed.shop-api.com/cb', 'refused', 'refused'],
  ['https://loopback6.shop-api.com/cb', 'refused', 'refused'],
  ['https://mapped.shop-api.com/cb', 'refused', 'refused'],
  ['https://cgnat.shop-api.com/cb', 'refused', 'refused'],
  ['https://nxdomain.shop-api.com/cb', 'refused', 'refused'],
  ['https://127.0.0.1:4898/', 'refused', 'refused'],
  ['https://shop-api.com/cb', 'sent', 'refused'],
  ['https://v6.shop-api.com/cb', 'sent', 'refused'],
  ['https://1.1.1.1/cb', 'sent', 'refused'],
  ['https://[2606:4700:4700::1111]/cb', 'sent', 'refused'],
  [`${TEST_RECEIVER}/cb`, 'refused', 'sent'],
  ['https://127.1:4899/cb', 'refused', 'sent'],
  ['https://localhost:4899/cb', 'refused', 'sent'],
  ['https://shop.example/cb', 'sandbox', 'sandbox'],
];

describe.each(['PRODUCTION', 'DEVELOPMENT'] as const)('the SSRF table in %s', (environment) => {
  const rows = TABLE.map(([url, live, test]) => [url, environment === 'PRODUCTION' ? live : test] as const);

  test(`${rows.length} URLs (${MODE[environment]} mode), when set and at delivery`, async () => {
    const wire = recordingWire();
    await start({ testReceivers: [TEST_RECEIVER, 'https://localhost:4899'], send: wire.send });
    const seen: [string, Result, Result, Result][] = [];
    for (const [url, expected] of rows) {
      const saved = await setUrl(environment, url);
      storeUrl(environment, url);
      const events = eventCount();
      wire.connections.length = 0;
      const delivered = await testEvent(environment);
      const atSave: Result = saved.status === 200 ? (expected === 'sandbox' ? 'sandbox' : 'sent') : 'refused';
      const atDelivery: Result = delivered.status === 201 ? (wire.connections.length > 0 ? 'sent' : 'sandbox') : 'refused';
      seen.push([url, expected, atSave, atDelivery]);
      if (expected === 'refused') {
        // The same validation error at both steps, whatever the reason; nothing sent, nothing recorded.
        expect([url, outcome(saved), outcome(delivered)]).toEqual([url, refusal(environment), refusal(environment)]);
        expect([url, wire.connections, eventCount()]).toEqual([url, [], events]);
      } else {
        expect([url, delivered.json<CallbackEvent>().status]).toEqual([url, 'COMPLETED']);
      }
    }
    expect(seen.filter(([, expected, atSave, atDelivery]) => atSave !== expected || atDelivery !== expected)).toEqual([]);
  });
});

const reversedDns: ResolveHost = async (hostname) => (await fakeDns(hostname)).reverse();
test.each([
  ['in the order DNS gave them', fakeDns, PUBLIC],
  ['reversed', reversedDns, '2606:4700:4700::1111'],
])('two public addresses %s: the connection goes to the first of the one lookup; loopback among them is refused', async (_order, resolve, first) => {
  const wire = recordingWire();
  await start({ send: wire.send, resolve });
  expect((await setUrl('PRODUCTION', 'https://two.shop-api.com/cb')).status).toBe(200);
  await testEvent('PRODUCTION');
  expect(wire.connections).toEqual([{ host: 'two.shop-api.com', address: first }]);
  expect(outcome(await setUrl('PRODUCTION', 'https://mixed.shop-api.com/cb'))).toEqual(refusal('PRODUCTION'));
});

describe('DNS rebinding: a name that answers a public address, then loopback', () => {
  test('live mode: the delivery looks the name up once and connects to the public address it checked', async () => {
    let lookups = 0;
    const rebinding: ResolveHost = async () => [{ address: lookups++ === 0 ? PUBLIC : '127.0.0.1', family: 4 }];
    const wire = recordingWire();
    await start({ send: wire.send, resolve: rebinding });
    storeUrl('PRODUCTION', 'https://rebind.shop-api.com/cb');
    const delivered = await testEvent('PRODUCTION');
    expect(delivered.json<CallbackEvent>()).toMatchObject({ status: 'COMPLETED', response: { code: 200 } });
    expect(wire.connections).toEqual([{ host: 'rebind.shop-api.com', address: PUBLIC }]);
    expect(lookups).toBe(1);
    // The next delivery looks again, sees loopback, and sends nothing.
    expect(outcome(await testEvent('PRODUCTION'))).toEqual(refusal('PRODUCTION'));
    expect(wire.connections).toHaveLength(1);
  });

  test('on the wire: the connection is opened to the checked address, never to a second answer of the name', async () => {
    const receiver = await receiverWith((_request, response) => response.end('{"ok":true}'));
    const origin = `http://rebind.sandbox-tests:${receiver.port}`;
    let lookups = 0;
    // A name only this fake knows: the system's resolver cannot find it, so only the pinned address can reach the receiver.
    const rebinding: ResolveHost = async () => [{ address: lookups++ === 0 ? '127.0.0.1' : '127.0.0.2', family: 4 }];
    await start({ testReceivers: [origin], resolve: rebinding });
    storeUrl('DEVELOPMENT', `${origin}/cb`);
    const delivered = await testEvent('DEVELOPMENT');
    expect(delivered.json<CallbackEvent>()).toMatchObject({ status: 'COMPLETED', response: { code: 200, payload: '{"ok":true}' } });
    expect(receiver.requests.map((request) => request.headers.host)).toEqual([`rebind.sandbox-tests:${receiver.port}`]);
  });
});

describe('the wire (test mode, to a configured test receiver)', () => {
  test('a redirect to loopback is not followed: the event is FAILED with the 302, the redirect target never hears of it', async () => {
    const inside = await receiverWith((_request, response) => response.end('secret'));
    const redirecting = await receiverWith((_request, response) => response.writeHead(302, { location: `http://127.0.0.1:${inside.port}/__sandbox/faults` }).end());
    await start({ testReceivers: [redirecting.origin] });
    expect((await setUrl('DEVELOPMENT', `${redirecting.origin}/cb`)).status).toBe(200);
    const event = (await testEvent('DEVELOPMENT')).json<CallbackEvent>();
    expect(event).toMatchObject({ status: 'FAILED', response: { code: 302, error_code: 'HTTP_302', payload: '' } });
    expect(redirecting.requests).toHaveLength(1);
    expect(inside.requests).toHaveLength(0);
  });

  test(`the answer kept is at most ${RESPONSE_PAYLOAD_MAX_BYTES} bytes, cut between characters`, async () => {
    const big = await receiverWith((_request, response) => response.writeHead(500).end('é'.repeat(50_000)));
    await start({ testReceivers: [big.origin] });
    storeUrl('DEVELOPMENT', `${big.origin}/cb`);
    const event = (await testEvent('DEVELOPMENT')).json<CallbackEvent>();
    expect(event).toMatchObject({ status: 'FAILED', response: { code: 500 } });
    expect(event.response.payload).toBe('é'.repeat(RESPONSE_PAYLOAD_MAX_BYTES / 2));
    const history = await gateway.request({ url: `${DEVELOPERS_API.webhookEvents(WEBHOOK.DEVELOPMENT)}?environment=DEVELOPMENT`, headers: await as(OWNER) });
    expect(Buffer.byteLength(history.json<{ data: CallbackEvent[] }>().data[0]!.response.payload!)).toBe(RESPONSE_PAYLOAD_MAX_BYTES);
  });

  test('an answer that never ends is read up to the cap, not until the deadline', async () => {
    const endless = await receiverWith((_request, response) => {
      response.writeHead(200);
      const timer = setInterval(() => response.write('x'.repeat(512)), 5);
      response.on('close', () => clearInterval(timer));
    });
    await start({ testReceivers: [endless.origin] });
    storeUrl('DEVELOPMENT', `${endless.origin}/cb`);
    const started = Date.now();
    const event = (await testEvent('DEVELOPMENT')).json<CallbackEvent>();
    expect(event).toMatchObject({ status: 'COMPLETED', response: { code: 200, payload: 'x'.repeat(RESPONSE_PAYLOAD_MAX_BYTES) } });
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  test.each(['PRODUCTION', 'DEVELOPMENT'] as const)(
    'in %s, an open port and a closed one of a refused address get the same answer, and nothing reaches the open one',
    async (environment) => {
      const open = await receiverWith((_request, response) => response.end('SSH-2.0-OpenSSH_9.2'));
      const closed = await receiverWith(() => undefined);
      await closed.close();
      await start({});
      const answers: unknown[] = [];
      for (const port of [open.port, closed.port]) {
        storeUrl(environment, `http://127.0.0.1:${port}/`);
        const answer = await testEvent(environment);
        answers.push([answer.status, answer.json()]);
      }
      expect(answers).toEqual([[400, refusal(environment)], [400, refusal(environment)]]);
      expect(open.requests).toHaveLength(0);
    },
  );

  test('a test receiver still gets its callbacks (what the sandbox did before for loopback)', async () => {
    const receiver = await receiverWith((_request, response) => response.writeHead(200, { 'content-type': 'application/json' }).end('{"received":true}'));
    await start({ testReceivers: [receiver.origin] });
    expect((await setUrl('DEVELOPMENT', `${receiver.origin}/callbacks`)).status).toBe(200);
    expect((await testEvent('DEVELOPMENT')).json<CallbackEvent>()).toMatchObject({ status: 'COMPLETED', response: { code: 200, payload: '{"received":true}' } });
    expect(JSON.parse(receiver.requests[0]!.body)).toMatchObject({ event: 'test', product: 'INVOICE' });
  });
});

interface Receiver {
  port: number;
  origin: string;
  requests: { headers: IncomingMessage['headers']; body: string }[];
  close(): Promise<void>;
}

/** A receiver on 127.0.0.1 (a free port) that records what reaches it; closed after the test. */
async function receiverWith(handler: (request: IncomingMessage, response: ServerResponse) => void): Promise<Receiver> {
  const requests: Receiver['requests'] = [];
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      requests.push({ headers: request.headers, body });
      handler(request, response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  let closed = false;
  const receiver: Receiver = {
    port,
    origin: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      closed
        ? Promise.resolve()
        : new Promise<void>((resolve) => {
            closed = true;
            server.closeAllConnections();
            server.close(() => resolve());
          }),
  };
  receivers.push(receiver);
  return receiver;
}
