/** @jest-environment node */
// The node environment has Response, fetch and AbortSignal.timeout; jsdom lacks Response.
import { fetchManifest, resiliencePlugin, type FederationLoadFailure } from './resilience-plugin';

const URL_ = 'https://cdn.example.com/cards/mf-manifest.json';

type FetchImpl = (input: string | URL | Request, init?: RequestInit) => Promise<Response>;

function respond(status: number, body = '{}'): Response {
  return new Response(status === 204 ? null : body, { status });
}

/** A fetch that answers from the list in order, throwing any Error it finds there. */
function scripted(...answers: Array<Response | Error>): jest.Mock<Promise<Response>, Parameters<FetchImpl>> {
  const queue = [...answers];
  return jest.fn<Promise<Response>, Parameters<FetchImpl>>(async () => {
    const next = queue.shift();
    if (!next) throw new Error('fetch called more often than scripted');
    if (next instanceof Error) throw next;
    return next;
  });
}

/** A fetch that never answers, except by rejecting when its signal aborts (as the real fetch does). */
function hanging(): jest.Mock<Promise<Response>, Parameters<FetchImpl>> {
  return jest.fn<Promise<Response>, Parameters<FetchImpl>>(
    (_input, init) =>
      new Promise<Response>((_resolve, reject) => {
        const signal = init?.signal;
        if (!signal) return; // would hang forever: the test's own timeout catches that
        signal.addEventListener('abort', () => reject(signal.reason), { once: true });
      }),
  );
}

describe('fetchManifest', () => {
  it('returns an OK response on the first attempt', async () => {
    const ok = respond(200, '{"id":"mfe_cards"}');
    const fetchImpl = scripted(ok);
    await expect(fetchManifest(URL_, {}, { fetchImpl })).resolves.toBe(ok);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });

  it('always asks with no-cache and an abort signal, keeping the rest of init', async () => {
    const fetchImpl = scripted(respond(200));
    await fetchManifest(URL_, { method: 'GET', headers: { accept: 'application/json' }, cache: 'force-cache' }, { fetchImpl });
    const [input, init] = fetchImpl.mock.calls[0]!;
    expect(input).toBe(URL_);
    expect(init).toMatchObject({ method: 'GET', headers: { accept: 'application/json' }, cache: 'no-cache' });
    expect(init?.signal).toBeInstanceOf(AbortSignal);
  });

  it('throws on a 404 without retrying', async () => {
    const fetchImpl = scripted(respond(404, 'Not Found'), respond(200));
    await expect(fetchManifest(URL_, {}, { fetchImpl })).rejects.toThrow(`${URL_} answered 404`);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });

  it.each([400, 401, 403, 410])('throws on a %i without retrying', async (status) => {
    const fetchImpl = scripted(respond(status), respond(200));
    await expect(fetchManifest(URL_, {}, { fetchImpl })).rejects.toThrow(`answered ${status}`);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });

  it('accepts any 2xx as OK', async () => {
    const fetchImpl = scripted(respond(204));
    await expect(fetchManifest(URL_, {}, { fetchImpl })).resolves.toMatchObject({ status: 204 });
  });

  it('throws on a redirect the fetch did not follow, so an error page is never parsed as a manifest', async () => {
    const fetchImpl = scripted(new Response(null, { status: 302, headers: { location: '/login' } }));
    await expect(fetchManifest(URL_, {}, { fetchImpl })).rejects.toThrow('answered 302');
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });

  it('retries a 500 once, then throws', async () => {
    const fetchImpl = scripted(respond(500), respond(503));
    await expect(fetchManifest(URL_, {}, { fetchImpl })).rejects.toThrow(`${URL_} answered 503`);
    expect(fetchImpl).toHaveBeenCalledTimes(2);
  });

  it('returns the retry’s response when a 500 is followed by an OK', async () => {
    const ok = respond(200);
    const fetchImpl = scripted(respond(500), ok);
    await expect(fetchManifest(URL_, {}, { fetchImpl })).resolves.toBe(ok);
    expect(fetchImpl).toHaveBeenCalledTimes(2);
  });

  it.each([408, 429])('retries a transient %i', async (status) => {
    const fetchImpl = scripted(respond(status), respond(200));
    await expect(fetchManifest(URL_, {}, { fetchImpl })).resolves.toMatchObject({ status: 200 });
    expect(fetchImpl).toHaveBeenCalledTimes(2);
  });

  it('retries a network error and succeeds', async () => {
    const fetchImpl = scripted(new TypeError('Failed to fetch'), respond(200));
    await expect(fetchManifest(URL_, {}, { fetchImpl })).resolves.toMatchObject({ status: 200 });
    expect(fetchImpl).toHaveBeenCalledTimes(2);
  });

  it('throws the last network error when the retry fails too', async () => {
    const last = new TypeError('Failed to fetch (again)');
    const fetchImpl = scripted(new TypeError('Failed to fetch'), last);
    await expect(fetchManifest(URL_, {}, { fetchImpl })).rejects.toBe(last);
    expect(fetchImpl).toHaveBeenCalledTimes(2);
  });

  it('wraps something thrown that is not an Error into an Error', async () => {
    const fetchImpl = jest.fn<Promise<Response>, Parameters<FetchImpl>>(() => Promise.reject('offline'));
    const error: unknown = await fetchManifest(URL_, {}, { fetchImpl, retries: 0 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toBe('offline');
  });

  it('does not retry with retries: 0', async () => {
    const fetchImpl = scripted(respond(500), respond(200));
    await expect(fetchManifest(URL_, {}, { fetchImpl, retries: 0 })).rejects.toThrow('answered 500');
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });

  it('aborts a fetch that hangs at timeoutMs and says so', async () => {
    const fetchImpl = hanging();
    const started = Date.now();
    await expect(fetchManifest(URL_, {}, { fetchImpl, timeoutMs: 50 })).rejects.toThrow(
      `${URL_} did not answer within 50 ms`,
    );
    expect(Date.now() - started).toBeGreaterThanOrEqual(40);
    // One deadline for all attempts: once it has passed, there is no retry.
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    expect(fetchImpl.mock.calls[0]![1]?.signal?.aborted).toBe(true);
  });

  it('does not retry after the deadline has passed, even for a transient status', async () => {
    const fetchImpl = jest.fn<Promise<Response>, Parameters<FetchImpl>>(
      () => new Promise((resolve) => setTimeout(() => resolve(respond(503)), 80)),
    );
    await expect(fetchManifest(URL_, {}, { fetchImpl, timeoutMs: 50 })).rejects.toThrow('answered 503');
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });

  it('aborts a retry that hangs, within the one deadline', async () => {
    const hang = hanging();
    let calls = 0;
    const fetchImpl = jest.fn<Promise<Response>, Parameters<FetchImpl>>((input, init) => {
      calls += 1;
      return calls === 1 ? Promise.reject(new TypeError('Failed to fetch')) : hang(input, init);
    });
    await expect(fetchManifest(URL_, {}, { fetchImpl, timeoutMs: 500 })).rejects.toThrow('did not answer within 500 ms');
    expect(fetchImpl).toHaveBeenCalledTimes(2);
  });
});

describe('resiliencePlugin', () => {
  it('is named, and leaves createScript to the integrity plugin (the runtime keeps only the last answer)', () => {
    const plugin = resiliencePlugin(() => undefined);
    expect(plugin.name).toBe('mdp-resilience');
    expect(plugin.createScript).toBeUndefined();
  });

  it('fetches manifests through fetchManifest (a 404 is an error, not a manifest)', async () => {
    const fetchSpy = jest.spyOn(globalThis, 'fetch').mockResolvedValue(respond(404));
    try {
      const plugin = resiliencePlugin(() => undefined);
      await expect(Promise.resolve(plugin.fetch?.(URL_, {}))).rejects.toThrow('answered 404');
      expect(fetchSpy).toHaveBeenCalledTimes(1);
      expect(fetchSpy.mock.calls[0]![1]).toMatchObject({ cache: 'no-cache' });
    } finally {
      fetchSpy.mockRestore();
    }
  });

  it('passes every load failure to the shell and offers no fallback module', () => {
    const failures: FederationLoadFailure[] = [];
    const plugin = resiliencePlugin((failure) => failures.push(failure));
    const error = new Error('entry failed');
    const result = plugin.errorLoadRemote?.({ id: 'mfe_cards/remote', error, lifecycle: 'onLoad' } as never);
    expect(result).toBeUndefined();
    expect(failures).toEqual([{ id: 'mfe_cards/remote', lifecycle: 'onLoad', error }]);
  });

  it('tries the entry script once more after it failed to load, with the failed attempt forgotten first', async () => {
    const plugin = resiliencePlugin(() => undefined);
    const exports = { init: jest.fn(), get: jest.fn() };
    const uniqueKey = 'mfe_cards|https://cdn.example.com/cards/remoteEntry.js';
    const globalLoading: Record<string, unknown> = { [uniqueKey]: 'the failed attempt', other: 'another remote' };
    const loadingWhenRetried: Array<Record<string, unknown>> = [];
    const getRemoteEntry = jest.fn(async () => {
      loadingWhenRetried.push({ ...globalLoading });
      return exports;
    });
    const args = { getRemoteEntry, origin: {}, remoteInfo: { name: 'mfe_cards' }, remoteEntryExports: undefined, globalLoading, uniqueKey };

    await expect(Promise.resolve(plugin.loadEntryError?.(args as never))).resolves.toBe(exports);
    expect(getRemoteEntry).toHaveBeenCalledTimes(1);
    expect(getRemoteEntry).toHaveBeenCalledWith({ origin: args.origin, remoteInfo: args.remoteInfo, remoteEntryExports: undefined });
    // Otherwise the new attempt would wait for the failed one.
    expect(loadingWhenRetried).toEqual([{ other: 'another remote' }]);
  });

  it('passes on a second entry failure (the runtime then reports it)', async () => {
    const plugin = resiliencePlugin(() => undefined);
    const failure = new Error('ScriptExternalLoadError');
    const args = {
      getRemoteEntry: jest.fn(() => Promise.reject(failure)),
      origin: {},
      remoteInfo: { name: 'mfe_cards' },
      remoteEntryExports: undefined,
      globalLoading: {},
      uniqueKey: 'mfe_cards',
    };
    await expect(Promise.resolve(plugin.loadEntryError?.(args as never))).rejects.toBe(failure);
  });
});

it('gives up at the deadline: a hanging fetch rejects within timeoutMs, not after a further retry delay', async () => {
  const started = Date.now();
  await expect(fetchManifest(URL_, {}, { fetchImpl: hanging(), timeoutMs: 50 })).rejects.toThrow('did not answer within 50 ms');
  expect(Date.now() - started).toBeLessThan(50 + 150);
});
