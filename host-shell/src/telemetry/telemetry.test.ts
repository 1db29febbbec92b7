import type { TelemetryBatch } from 'shared-contracts/areas/shell/telemetry';
import { Telemetry, type TelemetrySources } from './telemetry';

const SOURCES: TelemetrySources = {
  remoteName: (raw) => ({ cards: 'cards', mfe_cards: 'cards', home: 'home' })[raw],
  remoteVersion: (remote) => ({ cards: '1.4.2', home: '0.9.0' })[remote],
  routeOf: (pathname) => (pathname.startsWith('/credit_cards') ? { remote: 'cards', route: '/credit_cards/*' } : { remote: 'shell', route: `/${pathname.split('/')[1]}` }),
  businessId: () => 'biz_tokoku',
};

function setUp(options: { maxBatch?: number; pathname?: string; sent?: boolean } = {}) {
  const batches: TelemetryBatch[] = [];
  let pathname = options.pathname ?? '/credit_cards/payments/pay_123';
  const telemetry = new Telemetry({
    contracts: '2.5.0',
    send: (_url, body) => {
      batches.push(JSON.parse(body) as TelemetryBatch);
      return options.sent ?? true;
    },
    hash: async () => '0123456789abcdef',
    pathname: () => pathname,
    now: () => 1_000,
    maxBatch: options.maxBatch ?? 3,
    flushAfterMs: 5000,
  });
  telemetry.attach(SOURCES);
  return { telemetry, batches, go: (path: string) => (pathname = path) };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('report enrichment', () => {
  test('an error carries the remote, its version, the contracts, the route pattern and the phase', () => {
    const { telemetry } = setUp();
    const event = telemetry.error(new Error('refund failed for owner@tokoku.test'), { remote: 'cards', phase: 'render' });
    expect(event).toEqual({
      kind: 'error',
      remote: 'cards',
      remoteVersion: '1.4.2',
      route: '/credit_cards/*', // the pattern, never /credit_cards/payments/pay_123
      at: 1_000,
      phase: 'render',
      message: 'refund failed for [email]',
    });
    expect(telemetry.activity.errorsOf('cards')).toEqual([event]);
  });

  test('a report without a remote belongs to whoever owns the route; a container name is the remote', () => {
    const { telemetry, go } = setUp();
    expect(telemetry.error('boom', { phase: 'render' })).toMatchObject({ remote: 'cards', remoteVersion: '1.4.2' });
    expect(telemetry.error('boom', { remote: 'mfe_cards', phase: 'federation:afterResolve' })).toMatchObject({ remote: 'cards', phase: 'federation:afterResolve' });
    go('/settings/team');
    expect(telemetry.error('boom', { phase: 'navigate' })).toMatchObject({ remote: 'shell', remoteVersion: '2.5.0', route: '/settings' });
  });

  test('a name the registry does not know is "unknown", and a phase keeps to its alphabet', () => {
    const { telemetry } = setUp();
    expect(telemetry.error('x', { remote: 'owner@tokoku.test', phase: 'load timeout / 5 s' })).toMatchObject({ remote: 'unknown', remoteVersion: 'unknown', phase: 'load_timeout___5_s' });
  });
});

describe('batching', () => {
  test('a full batch leaves at once, with the contracts and the hashed business', async () => {
    const { telemetry, batches } = setUp();
    telemetry.load('mfe_cards', 312.4, true);
    await Promise.resolve(); // the business hash
    telemetry.error('a', { remote: 'cards', phase: 'render' });
    expect(batches).toHaveLength(0);
    telemetry.vital('LCP', 1234.5, '/home');
    expect(batches).toHaveLength(1);
    expect(batches[0]).toMatchObject({ contracts: '2.5.0', business: '0123456789abcdef' });
    expect(batches[0]!.events.map((event) => event.kind)).toEqual(['load', 'error', 'vital']);
    expect(batches[0]!.events[0]).toMatchObject({ remote: 'cards', remoteVersion: '1.4.2', durationMs: 312, ok: true });
    expect(batches[0]!.events[2]).toMatchObject({ remote: 'shell', route: '/home', name: 'LCP', value: 1235 });
    expect(JSON.stringify(batches)).not.toContain('biz_tokoku');
  });

  test('a partial batch leaves after the delay, or when the page is hidden (flush)', () => {
    const { telemetry, batches } = setUp();
    telemetry.load('cards', 100, true);
    jest.advanceTimersByTime(4999);
    expect(batches).toHaveLength(0);
    jest.advanceTimersByTime(1);
    expect(batches).toHaveLength(1);
    telemetry.load('cards', 100, false);
    telemetry.flush();
    expect(batches).toHaveLength(2);
    telemetry.flush();
    expect(batches).toHaveLength(2); // nothing queued, nothing sent
  });

  test('a batch sent before the hash is ready goes without the business; a refused beacon is dropped', () => {
    const { telemetry, batches } = setUp({ maxBatch: 1, sent: false });
    telemetry.load('cards', 100, true);
    telemetry.load('cards', 100, true);
    expect(batches.map((batch) => batch.business)).toEqual([null, null]);
    telemetry.flush();
    expect(batches).toHaveLength(2);
  });
});
