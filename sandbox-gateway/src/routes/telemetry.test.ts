/** @jest-environment node */
import { CONTRACTS_VERSION } from 'shared-contracts';
import { COLLECTOR_KEY_HEADER, TELEMETRY_API, type TelemetryBatch, type TelemetrySummary } from 'shared-contracts/areas/shell/telemetry';
import { createTestGateway, signInAs, type TestGateway } from '../testing/test-gateway';

let gateway: TestGateway;
beforeEach(async () => {
  gateway = await createTestGateway();
});
afterEach(() => gateway.close());

const at = Date.parse('2026-06-15T08:00:00.000Z');
const batch = (events: TelemetryBatch['events']): TelemetryBatch => ({ contracts: CONTRACTS_VERSION, business: '0123456789abcdef', events });
const send = (body: unknown) => gateway.request({ method: 'POST', url: TELEMETRY_API.beacons, payload: body as object });
const summary = async (query = '') => {
  const headers = await signInAs(gateway, 'viewer@tokoku.test');
  return gateway.request({ url: `${TELEMETRY_API.summary}${query}`, headers });
};

test('a beacon needs no sign-in; the summary answers per remote version over the window', async () => {
  const sent = await send(
    batch([
      { kind: 'load', remote: 'cards', remoteVersion: '1.2.0', route: '/credit_cards/*', at, durationMs: 120, ok: true },
      { kind: 'load', remote: 'cards', remoteVersion: '1.2.0', route: '/credit_cards/*', at, durationMs: 480, ok: true },
      { kind: 'error', remote: 'cards', remoteVersion: '1.2.0', route: '/credit_cards/*', at, phase: 'render', message: 'boom' },
      { kind: 'vital', remote: 'home', remoteVersion: 'override:http://localhost:5801/mf-manifest.json', route: '/home', at, name: 'LCP', value: 900 },
    ]),
  );
  expect(sent.status).toBe(204);
  const answer = await summary();
  expect(answer.status).toBe(200);
  expect(answer.json<TelemetrySummary>()).toMatchObject({
    windowHours: 24,
    remotes: [
      { remote: 'cards', remoteVersion: '1.2.0', errors: 1, loads: 2, p75LoadMs: 480, vitals: {} },
      { remote: 'home', remoteVersion: 'override:http://localhost:5801/mf-manifest.json', errors: 0, loads: 0, p75LoadMs: null, vitals: { LCP: 900 } },
    ],
  });
});

test('events older than the window leave the summary', async () => {
  await send(batch([{ kind: 'error', remote: 'home', remoteVersion: '1.0.0', route: '/home', at, phase: 'render', message: 'old' }]));
  gateway.clock.advance(25 * 3_600_000);
  expect((await summary()).json<TelemetrySummary>().remotes).toEqual([]);
  expect((await summary('?window_hours=48')).json<TelemetrySummary>().remotes).toHaveLength(1);
});

test('the summary needs a signed-in user and a sensible window', async () => {
  expect((await gateway.request({ url: TELEMETRY_API.summary })).status).toBe(401);
  const tooLong = await summary('?window_hours=500');
  expect(tooLong.status).toBe(400);
  expect(tooLong.json()).toMatchObject({ error_code: 'API_VALIDATION_ERROR' });
});

test.each([
  ['no events', batch([])],
  ['an unknown kind', batch([{ kind: 'click', remote: 'home', remoteVersion: '1', route: '/home', at } as never])],
  ['an email where a remote name goes', batch([{ kind: 'error', remote: 'owner@tokoku.test', remoteVersion: '1', route: '/home', at, phase: 'render', message: 'x' }])],
  ['an address with a query where a route goes', batch([{ kind: 'error', remote: 'home', remoteVersion: '1', route: '/home?email=a@b.c', at, phase: 'render', message: 'x' }])],
  ['an extra field', batch([{ kind: 'load', remote: 'home', remoteVersion: '1', route: '/home', at, durationMs: 1, ok: true, email: 'a@b.c' } as never])],
  ['a business id in the clear', { ...batch([{ kind: 'load', remote: 'home', remoteVersion: '1', route: '/home', at, durationMs: 1, ok: true }]), business: 'biz_tokoku' }],
  ['too many events', batch(Array.from({ length: 51 }, () => ({ kind: 'load' as const, remote: 'home', remoteVersion: '1', route: '/home', at, durationMs: 1, ok: true })))],
  ['a negative load time', batch([{ kind: 'load', remote: 'home', remoteVersion: '1', route: '/home', at, durationMs: -5, ok: true }])],
])('a beacon with %s is refused with API_VALIDATION_ERROR, and nothing is stored', async (_, body) => {
  const answer = await send(body);
  expect(answer.status).toBe(400);
  expect(answer.json()).toMatchObject({ error_code: 'API_VALIDATION_ERROR' });
  expect((await summary()).json<TelemetrySummary>().remotes).toEqual([]);
});

test('a client that floods the collector is told to wait (TOO_MANY_REQUESTS with retry-after)', async () => {
  await gateway.close();
  gateway = await createTestGateway({ rateLimits: { beaconsPerIp: { max: 2, windowMs: 60_000 } } });
  const one = batch([{ kind: 'load', remote: 'home', remoteVersion: '1', route: '/home', at, durationMs: 1, ok: true }]);
  expect((await send(one)).status).toBe(204);
  expect((await send(one)).status).toBe(204);
  const third = await send(one);
  expect(third.status).toBe(429);
  expect(third.json()).toMatchObject({ error_code: 'TOO_MANY_REQUESTS' });
  expect(third.headers.get('retry-after')).toBe('60');
  gateway.clock.advance(60_001);
  expect((await send(one)).status).toBe(204);
});

describe('the release health gate’s read', () => {
  const KEY = 'k'.repeat(40);
  const health = (query: string, key?: string) =>
    gateway.request({ url: `${TELEMETRY_API.releaseHealth}${query}`, headers: key === undefined ? {} : { [COLLECTOR_KEY_HEADER]: key } });

  test('answers one remote’s counts per version since a time, to the collector key only', async () => {
    gateway = await gateway.restart({ collectorReadKey: KEY });
    const now = gateway.clock();
    await send(
      batch([
        { kind: 'load', remote: 'cards', remoteVersion: '1.2.0', route: '/credit_cards/*', at, durationMs: 100, ok: true },
        { kind: 'load', remote: 'home', remoteVersion: '1.0.0', route: '/home', at, durationMs: 100, ok: true },
      ]),
    );
    gateway.clock.advance(60_000);
    const since = gateway.clock();
    await send(
      batch([
        { kind: 'load', remote: 'cards', remoteVersion: '1.3.0', route: '/credit_cards/*', at, durationMs: 100, ok: false },
        { kind: 'error', remote: 'cards', remoteVersion: '1.3.0', route: '/credit_cards/*', at, phase: 'load', message: 'boom' },
        { kind: 'load', remote: 'cards', remoteVersion: '1.2.0', route: '/credit_cards/*', at, durationMs: 200, ok: true },
      ]),
    );
    const answer = await health(`?remote=cards&since=${since}`, KEY);
    expect(answer.status).toBe(200);
    expect(answer.json()).toEqual([
      { remote: 'cards', remoteVersion: '1.2.0', errors: 0, loads: 1, p75LoadMs: 200, vitals: {} },
      { remote: 'cards', remoteVersion: '1.3.0', errors: 1, loads: 1, p75LoadMs: null, vitals: {} },
    ]);
    expect((await health(`?remote=cards&since=${now}`, KEY)).json<unknown[]>()).toHaveLength(2);
    expect((await health(`?remote=cards&since=${now}`, KEY)).json<Array<{ loads: number }>>()[0]!.loads).toBe(2);
  });

  test('a wrong or missing key is refused, bad input has the spec’s codes, and without a key the read does not exist', async () => {
    expect((await health('?remote=cards&since=0')).status).toBe(404);
    gateway = await gateway.restart({ collectorReadKey: KEY });
    expect((await health('?remote=cards&since=0')).json()).toMatchObject({ error_code: 'AUTHENTICATION_ERROR' });
    expect((await health('?remote=cards&since=0', `${KEY}x`)).status).toBe(401);
    expect((await health('?remote=cards&since=0', 'k'.repeat(39) + 'j')).status).toBe(401);
    // A burst of guesses, each a key of the right length: every one refused, the real key still answers.
    const guesses = await Promise.all(Array.from({ length: 30 }, (_, n) => health('?remote=cards&since=0', `${'k'.repeat(38)}${String(n).padStart(2, '0')}`)));
    expect(guesses.map((answer) => answer.status)).toEqual(Array(30).fill(401));
    expect((await health('?remote=cards&since=0', KEY)).status).toBe(200);
    for (const query of ['?remote=cards', '?since=0', '?remote=Cards!&since=0', '?remote=cards&since=-1', '?remote=cards&since=soon']) {
      const answer = await health(query, KEY);
      expect(answer.status).toBe(400);
      expect(answer.json()).toMatchObject({ error_code: 'API_VALIDATION_ERROR' });
    }
  });
});
