/** @jest-environment node */
// The node environment has Response and fetch; jsdom lacks Response.
import { ManifestAnswers } from './manifest-answers';
import { resiliencePlugin } from './resilience-plugin';

const CARDS = 'https://cdn.example.com/cards/mf-manifest.json';
const SETTINGS = 'https://cdn.example.com/settings/mf-manifest.json';
const manifest = (id: string) => new Response(JSON.stringify({ id, metaData: {}, exposes: [], shared: [] }), { status: 200 });

// Issue 46: on the throttled mobile profile, /home asked for card payments' manifest twice.
describe('each manifest once per page load', () => {
  it('the shell’s plugin asks the network once for a manifest that the runtime asks for again, at once and later', async () => {
    const fetchSpy = jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => manifest(String(input)));
    try {
      const plugin = resiliencePlugin(() => undefined);
      const ask = (url: string) => Promise.resolve(plugin.fetch?.(url, {})).then((response) => (response as Response).json());
      const [first, second] = await Promise.all([ask(CARDS), ask(CARDS)]);
      const third = await ask(CARDS);
      await ask(SETTINGS);
      expect([first.id, second.id, third.id]).toEqual([CARDS, CARDS, CARDS]);
      expect(fetchSpy.mock.calls.map(([url]) => url)).toEqual([CARDS, SETTINGS]);
    } finally {
      fetchSpy.mockRestore();
    }
  });

  it('keeps no failed answer: the load that follows asks again', async () => {
    const fetchOnce = jest.fn<Promise<Response>, [string, RequestInit]>().mockRejectedValueOnce(new Error(`${CARDS} answered 503`)).mockResolvedValue(manifest('cards'));
    const answers = new ManifestAnswers(fetchOnce);
    await expect(answers.fetch(CARDS, {})).rejects.toThrow('answered 503');
    await expect(answers.fetch(CARDS, {}).then((response) => response.json())).resolves.toMatchObject({ id: 'cards' });
    await answers.fetch(CARDS, {});
    expect(fetchOnce).toHaveBeenCalledTimes(2);
  });

  it('asks anew for a manifest it was told to forget (the shell’s Retry)', async () => {
    const fetchOnce = jest.fn(async () => manifest('cards'));
    const answers = new ManifestAnswers(fetchOnce);
    await answers.fetch(CARDS, {});
    answers.forget(CARDS);
    await answers.fetch(CARDS, {});
    expect(fetchOnce).toHaveBeenCalledTimes(2);
  });

  it('answers a manifest the page carries without a request, and asks the network once it is told to forget it (decision 0084)', async () => {
    const fetchOnce = jest.fn(async () => manifest('from the network'));
    const answers = new ManifestAnswers(fetchOnce, new Map([[CARDS, { id: 'from the page', metaData: {}, exposes: [] }]]));
    const read = async () => (await answers.fetch(CARDS, {})).json() as Promise<{ id: string }>;
    expect((await read()).id).toBe('from the page');
    expect((await read()).id).toBe('from the page');
    expect(fetchOnce).not.toHaveBeenCalled();
    await answers.fetch(SETTINGS, {});
    expect(fetchOnce).toHaveBeenCalledTimes(1);
    answers.forget(CARDS);
    expect((await read()).id).toBe('from the network');
  });

  it('puts the manifests the page carries in the runtime’s cache, each a copy, so a first load reads no response body', () => {
    const carried = { id: 'from the page', metaData: {}, exposes: [], shared: [] };
    const answers = new ManifestAnswers(jest.fn(), new Map<string, unknown>([[CARDS, carried], [SETTINGS, { id: 'settings' }]]));
    const runtimeCache = new Map<string, unknown>([[SETTINGS, { id: 'the runtime’s own' }]]);
    answers.seed(runtimeCache, [CARDS, SETTINGS, 'https://cdn.example.com/home/mf-manifest.json']);
    expect(runtimeCache.get(CARDS)).toEqual(carried);
    expect(runtimeCache.get(CARDS)).not.toBe(carried);
    expect(runtimeCache.get(SETTINGS)).toEqual({ id: 'the runtime’s own' });
    expect([...runtimeCache.keys()]).toEqual([SETTINGS, CARDS]);
    // The shell's Retry: the runtime drops its copy when the remote is registered afresh, and the page's is forgotten.
    answers.forget(CARDS);
    const afterRetry = new Map<string, unknown>();
    answers.seed(afterRetry, [CARDS]);
    expect(afterRetry.size).toBe(0);
  });
});
