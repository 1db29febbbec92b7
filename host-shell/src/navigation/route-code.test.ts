import { ROUTE_CODE_PATIENCE_MS, routeCode, waitForPageCode, type RouteCodeSource } from './route-code';

function source(overrides: Partial<RouteCodeSource> = {}): RouteCodeSource & { loadPath: jest.Mock } {
  return {
    start: async () => undefined,
    isPathReady: () => false,
    ...overrides,
    loadPath: jest.fn(overrides.loadPath ?? (async () => undefined)),
  };
}

const signal = () => new AbortController().signal;

afterEach(() => jest.useRealTimers());

describe('waitForPageCode', () => {
  it('does not load what is here already', async () => {
    const code = source({ isPathReady: () => true });
    await waitForPageCode(code, '/home', signal());
    expect(code.loadPath).not.toHaveBeenCalled();
  });

  it('waits for the page’s code once the registry is read', async () => {
    const order: string[] = [];
    let loaded: () => void = () => undefined;
    const code = source({
      start: async () => void order.push('registry'),
      loadPath: () => {
        order.push('load');
        return new Promise<void>((resolve) => (loaded = resolve));
      },
    });
    let done = false;
    const waiting = waitForPageCode(code, '/credit_cards/payments', signal()).then(() => (done = true));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(order).toEqual(['registry', 'load']);
    expect(code.loadPath).toHaveBeenCalledWith('/credit_cards/payments');
    expect(done).toBe(false);
    loaded();
    await waiting;
    expect(done).toBe(true);
  });

  it('stops waiting when the load fails (the page’s boundary shows it) or the registry cannot be read', async () => {
    await waitForPageCode(source({ loadPath: () => Promise.reject(new Error('404')) }), '/credit_cards', signal());
    const unread = source({ start: () => Promise.reject(new Error('registry')) });
    await waitForPageCode(unread, '/credit_cards', signal());
    expect(unread.loadPath).toHaveBeenCalledTimes(1);
  });

  it(`stops waiting after ${ROUTE_CODE_PATIENCE_MS} ms, and when the navigation is superseded`, async () => {
    jest.useFakeTimers();
    const slow = source({ loadPath: () => new Promise<void>(() => undefined) });
    let done = false;
    const waiting = waitForPageCode(slow, '/settings', signal()).then(() => (done = true));
    await jest.advanceTimersByTimeAsync(ROUTE_CODE_PATIENCE_MS - 1);
    expect(done).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    await waiting;

    const superseded = new AbortController();
    const aborted = waitForPageCode(slow, '/settings', superseded.signal);
    await jest.advanceTimersByTimeAsync(10);
    superseded.abort();
    await aborted;
  });
});

describe('routeCode', () => {
  it('its loader waits for the code of the requested path and gives no data', async () => {
    const code = source();
    const { loader } = routeCode(code);
    // jsdom has no Request: the loader reads only its url and signal.
    const request = { url: 'http://localhost/credit_cards/payments?page=2', signal: signal() } as Request;
    await expect(loader({ request } as Parameters<typeof loader>[0])).resolves.toBeNull();
    expect(code.loadPath).toHaveBeenCalledWith('/credit_cards/payments');
  });

  it('runs again only for a path whose code is not here', () => {
    const ready = new Set(['/home']);
    const { shouldRevalidate } = routeCode(source({ isPathReady: (path) => ready.has(path) }));
    const args = (next: string) => ({ nextUrl: new URL(`http://localhost${next}`) }) as Parameters<typeof shouldRevalidate>[0];
    expect(shouldRevalidate(args('/home'))).toBe(false);
    expect(shouldRevalidate(args('/settings'))).toBe(true);
  });
});
