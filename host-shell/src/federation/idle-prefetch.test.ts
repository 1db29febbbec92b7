import { observable, reaction, runInAction } from 'mobx';
import type { MenuGroup } from 'shared-contracts/rules';
import {
  isFastConnection,
  loadManifestsWhenIdle,
  menuRemotes,
  prefetchOfTheMenu,
  prefetchWhenIdle,
  warmManifestsOfTheMenu,
  type IdlePrefetchDeps,
  type IdlePrefetchResult,
} from './idle-prefetch';

const entry = (key: string, remote?: string) => ({ kind: 'entry' as const, key, path: `/${key}`, label: key, gate: { audience: 'everyone' }, ...(remote ? { remote } : {}) });

describe('isFastConnection', () => {
  it.each([
    [{ effectiveType: '4g' }, true],
    [{ effectiveType: '4g', downlink: 10, rtt: 50 }, true],
    // What Chromium says of a link it has not measured (localhost): 1.5 Mbit/s, 100 ms.
    [{ effectiveType: '4g', downlink: 1.5, rtt: 100 }, true],
    // Chromium's "4g" for the bench's throttled mobile link: 1.55 Mbit/s, 150 ms.
    [{ effectiveType: '4g', downlink: 1.55, rtt: 150 }, false],
    [{ effectiveType: '4g', saveData: true }, false],
    [{ effectiveType: '3g' }, false],
    [{ effectiveType: 'slow-2g' }, false],
    [undefined, false],
  ])('%j → %s', (connection, fast) => expect(isFastConnection(connection)).toBe(fast));
});

it('lists the remotes behind the menu once each, subgroups included, in menu order', () => {
  const groups = [
    { key: 'top', label: null, items: [entry('home', 'home'), entry('transactions')] },
    {
      key: 'accept-payments',
      label: 'x',
      items: [entry('payments', 'cards'), { kind: 'subgroup', key: 'more', label: 'y', entries: [entry('fraud', 'cards'), entry('developers', 'settings')] }],
    },
  ] as unknown as MenuGroup[];
  expect(menuRemotes(groups)).toEqual([
    { remote: 'home', paths: ['/home'] },
    { remote: 'cards', paths: ['/payments', '/fraud'] },
    { remote: 'settings', paths: ['/developers'] },
  ]);
});

function setup(overrides: Partial<IdlePrefetchDeps> = {}) {
  const state = observable({ reachable: undefined as string[] | undefined, pending: 1 });
  const reachable = () => state.reachable?.map((remote) => ({ remote, paths: [`/${remote}`] }));
  const requested = new Set<string>(['home']);
  const order: string[] = [];
  let idleCalls = 0;
  const deps: IdlePrefetchDeps = {
    reachable,
    isRequested: (name) => requested.has(name),
    foregroundIdle: () => state.pending === 0,
    prefetch: jest.fn(async (name: string, paths: readonly string[]) => {
      expect(paths).toEqual([`/${name}`]);
      order.push(name);
      requested.add(name);
    }),
    connection: () => ({ effectiveType: '4g' }),
    pageIdle: async () => {
      idleCalls += 1;
    },
    pagePainted: async () => undefined,
    disabled: () => false,
    ...overrides,
  };
  return { state, deps, order, idleCalls: () => idleCalls };
}

describe('prefetchWhenIdle', () => {
  it('waits for the menu and for the current page’s remote, then fetches the others one idle period each', async () => {
    const { state, deps, order, idleCalls } = setup();
    const done = prefetchWhenIdle(deps);
    await Promise.resolve();
    expect(order).toEqual([]);
    runInAction(() => (state.reachable = ['home', 'cards', 'settings']));
    await Promise.resolve();
    expect(order).toEqual([]); // the page's own remote is still loading
    runInAction(() => (state.pending = 0));
    expect(await done).toEqual({ fetched: ['cards', 'settings'] });
    expect(order).toEqual(['cards', 'settings']);
    expect(idleCalls()).toBe(3);
  });

  it('fetches nothing on a slow connection, with the data saver, without the API, or when turned off', async () => {
    for (const [overrides, stopped] of [
      [{ connection: () => ({ effectiveType: '3g' }) }, 'slow-connection'],
      [{ connection: () => ({ effectiveType: '4g', saveData: true }) }, 'slow-connection'],
      [{ connection: () => undefined }, 'slow-connection'],
      [{ disabled: () => true }, 'disabled'],
    ] as const) {
      const { state, deps } = setup(overrides);
      runInAction(() => {
        state.reachable = ['cards'];
        state.pending = 0;
      });
      expect(await prefetchWhenIdle(deps)).toEqual({ fetched: [], stopped });
      expect(deps.prefetch).not.toHaveBeenCalled();
    }
  });

  it('fetches no code before the page the visit opened has painted its heading', async () => {
    let paint: () => void = () => undefined;
    const { state, deps, order } = setup({ pagePainted: () => new Promise<void>((resolve) => (paint = resolve)) });
    const done = prefetchWhenIdle(deps);
    runInAction(() => {
      state.reachable = ['home', 'cards'];
      state.pending = 0;
    });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(order).toEqual([]);
    paint();
    expect(await done).toEqual({ fetched: ['cards'] });
  });

  it('stops fetching ahead when the connection becomes slow, and goes on after a failed remote', async () => {
    let effectiveType = '4g';
    const { state, deps, order } = setup({ connection: () => ({ effectiveType }) });
    const failing = jest.fn(async (name: string) => {
      order.push(name);
      if (name === 'cards') throw new Error('entry failed');
      effectiveType = '3g'; // after settings, the connection slows down
    });
    deps.prefetch = failing;
    runInAction(() => {
      state.reachable = ['cards', 'settings', 'activation'];
      state.pending = 0;
    });
    expect(await prefetchWhenIdle(deps)).toEqual({ fetched: ['settings'], stopped: 'slow-connection' });
    expect(order).toEqual(['cards', 'settings']);
  });
});

describe('loadManifestsWhenIdle', () => {
  it('waits for the menu, the current page’s remote and an idle period, then asks for every other manifest at once', async () => {
    const { state, deps, idleCalls } = setup({ connection: () => ({ effectiveType: '3g' }) });
    const asked: string[] = [];
    let release: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (release = resolve));
    const done = loadManifestsWhenIdle({ ...deps, loadManifest: (name) => (asked.push(name), answered) });
    runInAction(() => (state.reachable = ['home', 'cards', 'settings']));
    await Promise.resolve();
    expect(asked).toEqual([]); // the page's own remote is still loading
    runInAction(() => (state.pending = 0));
    await new Promise((resolve) => setTimeout(resolve, 0));
    // Side by side, on a slow link too: manifests are a few kilobytes, no code.
    expect(asked).toEqual(['cards', 'settings']);
    expect(idleCalls()).toBe(1);
    release();
    expect(await done).toEqual(['cards', 'settings']);
  });

  // Issue 46: on the throttled mobile profile the menu's manifests went out before home's heading was painted.
  it('asks for no manifest before the page the visit opened has painted its heading, nor while a remote loads for the frame', async () => {
    let paint: () => void = () => undefined;
    const painted = new Promise<void>((resolve) => (paint = resolve));
    const { state, deps } = setup({ pagePainted: () => painted });
    const asked: string[] = [];
    let bellStarts = true;
    deps.pageIdle = async () => {
      // The header's bell starts loading its remote while the page settles.
      if (bellStarts) runInAction(() => (state.pending = 1));
      bellStarts = false;
    };
    const done = loadManifestsWhenIdle({ ...deps, loadManifest: async (name) => void asked.push(name) });
    runInAction(() => {
      state.reachable = ['home', 'cards', 'settings'];
      state.pending = 0; // the page's own remote is here; its page is not painted yet
    });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(asked).toEqual([]);
    paint();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(asked).toEqual([]); // the bell's remote is loading
    runInAction(() => (state.pending = 0));
    expect(await done).toEqual(['cards', 'settings']);
    expect(asked).toEqual(['cards', 'settings']);
  });

  it('asks for nothing with the data saver on', async () => {
    const { state, deps } = setup({ connection: () => ({ effectiveType: '4g', saveData: true }) });
    const loadManifest = jest.fn(async () => undefined);
    runInAction(() => {
      state.reachable = ['cards'];
      state.pending = 0;
    });
    expect(await loadManifestsWhenIdle({ ...deps, loadManifest })).toEqual([]);
    expect(loadManifest).not.toHaveBeenCalled();
  });
});

// Decision 0096: a business switch changes the menu without a new page.
describe('warmManifestsOfTheMenu', () => {
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('warms up the menu at start, and only the remotes a new menu reaches after it changes, each once', async () => {
    const { state, deps } = setup();
    const asked: string[] = [];
    const warmed: string[][] = [];
    let stopWatching: () => void = () => undefined;
    warmManifestsOfTheMenu(
      { ...deps, loadManifest: async (name) => void asked.push(name) },
      (run) => (stopWatching = reaction(() => deps.reachable()?.map(({ remote }) => remote).join(' '), run)),
      (names) => warmed.push(names),
    );
    runInAction(() => {
      state.reachable = ['home', 'cards', 'settings'];
      state.pending = 0;
    });
    await settle();
    expect(asked).toEqual(['cards', 'settings']);
    // Toko Ku Baru, not live yet: its menu has Activation and no card payments.
    runInAction(() => (state.reachable = ['home', 'settings', 'activation']));
    await settle();
    expect(asked).toEqual(['cards', 'settings', 'activation']);
    // Back to a menu whose remotes were all asked for: nothing more, and no mark for it.
    runInAction(() => (state.reachable = ['home', 'cards']));
    await settle();
    expect(asked).toEqual(['cards', 'settings', 'activation']);
    expect(warmed).toEqual([['cards', 'settings'], ['activation']]);
    stopWatching();
  });

  it('reports the first warm-up even when it asked for nothing (the browser tests wait for its mark)', async () => {
    const { state, deps } = setup();
    const warmed: string[][] = [];
    warmManifestsOfTheMenu({ ...deps, loadManifest: async () => undefined }, () => undefined, (names) => warmed.push(names));
    runInAction(() => {
      state.reachable = ['home'];
      state.pending = 0;
    });
    await settle();
    expect(warmed).toEqual([[]]);
  });
});

// A business switch on a fast connection: the new menu's remotes not loaded yet are fetched ahead too.
describe('prefetchOfTheMenu', () => {
  // Runs queue one after another, each through a few awaits: a few macrotasks let the queue drain.
  const settle = async () => {
    for (let turn = 0; turn < 10; turn += 1) await new Promise((resolve) => setTimeout(resolve, 0));
  };

  it('fetches the menu at start, then only what a new menu reaches, one run after another, and reports runs that fetched', async () => {
    let paint: () => void = () => undefined;
    // The heading of the page the visit opened: painted once (idle-loading.ts keeps the one promise).
    const painted = new Promise<void>((resolve) => (paint = resolve));
    const { state, deps, order } = setup({ pagePainted: () => painted });
    const results: IdlePrefetchResult[] = [];
    let stopWatching: () => void = () => undefined;
    prefetchOfTheMenu(deps, (run) => (stopWatching = reaction(() => deps.reachable()?.map(({ remote }) => remote).join(' '), run)), (result) => results.push(result));
    runInAction(() => {
      state.reachable = ['home', 'cards'];
      state.pending = 0;
    });
    await settle();
    // The menu changes before the first run has fetched anything: the second run waits for it.
    runInAction(() => (state.reachable = ['home', 'settings', 'activation']));
    await settle();
    expect(order).toEqual([]);
    paint();
    await settle();
    expect(order).toEqual(['settings', 'activation']);
    expect(results).toEqual([{ fetched: ['settings', 'activation'] }]);
    runInAction(() => (state.reachable = ['home', 'cards', 'settings']));
    await settle();
    expect(order).toEqual(['settings', 'activation', 'cards']);
    // A menu whose remotes are all loaded: nothing fetched, no report.
    runInAction(() => (state.reachable = ['home', 'activation']));
    await settle();
    expect(results).toEqual([{ fetched: ['settings', 'activation'] }, { fetched: ['cards'] }]);
    stopWatching();
  });
});
