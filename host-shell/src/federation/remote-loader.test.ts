import { CONTRACTS_VERSION, type RemoteModule } from 'shared-contracts';
import { type RegistryEntry } from 'shared-contracts/registry';
import type { ReportError } from '../platform/error-reporting';
import { RemoteLoadError, type RemoteFailureKind } from './remote-load-error';
import { RemoteLoader, SHARED_SKEWS, type FederationRuntime, type RemoteLoaderOptions } from './remote-loader';
import { activationEntry, activationModule, cardsEntry, cardsModule, Page, registry } from './remote-modules.fixture';

interface FakeRuntime {
  registerRemotes: jest.Mock<void, Parameters<FederationRuntime['registerRemotes']>>;
  loadRemote: jest.Mock<Promise<unknown>, [string]>;
}

function fakeRuntime(): FakeRuntime {
  return {
    registerRemotes: jest.fn<void, Parameters<FederationRuntime['registerRemotes']>>(),
    loadRemote: jest.fn<Promise<unknown>, [string]>(),
  };
}

interface Setup {
  runtime: FakeRuntime;
  report: jest.Mock<void, Parameters<ReportError>>;
  fetchRegistry: jest.Mock<Promise<readonly RegistryEntry[]>, []>;
  onModuleLoaded: jest.Mock<void, [RemoteModule]>;
  loader: RemoteLoader;
}

function setup(options: Partial<RemoteLoaderOptions> = {}): Setup {
  const runtime = fakeRuntime();
  const report = jest.fn<void, Parameters<ReportError>>();
  const fetchRegistry = jest.fn<Promise<readonly RegistryEntry[]>, []>(async () => registry);
  const onModuleLoaded = jest.fn<void, [RemoteModule]>();
  // The fake's loadRemote is not generic; the loader treats what it returns as unknown anyway.
  const loader = new RemoteLoader(runtime as unknown as FederationRuntime, report, { fetchRegistry, onModuleLoaded, ...options });
  return { runtime, report, fetchRegistry, onModuleLoaded, loader };
}

async function failureOf(promise: Promise<unknown>): Promise<RemoteLoadError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(RemoteLoadError);
    return error as RemoteLoadError;
  }
  throw new Error('expected the load to fail');
}

function never<T>(): Promise<T> {
  return new Promise<T>(() => undefined);
}

describe('RemoteLoader.start', () => {
  it('fetches the registry once and registers every remote as mfe_<name> with its manifest as entry', async () => {
    const { loader, runtime, fetchRegistry } = setup();
    await Promise.all([loader.start(), loader.start()]);
    await loader.start();

    expect(fetchRegistry).toHaveBeenCalledTimes(1);
    expect(runtime.registerRemotes).toHaveBeenCalledTimes(1);
    expect(runtime.registerRemotes).toHaveBeenCalledWith([
      { name: 'mfe_cards', entry: 'https://cdn.example.com/cards/mf-manifest.json' },
      { name: 'mfe_activation', entry: 'https://cdn.example.com/activation/mf-manifest.json' },
      { name: 'mfe_remit_payouts', entry: 'https://cdn.example.com/remit/mf-manifest.json' },
    ]);
    expect(loader.entry('activation')).toEqual(activationEntry);
    expect(loader.entry('nope')).toBeUndefined();
  });

  it('does not fetch the registry again for later loads', async () => {
    const { loader, runtime, fetchRegistry } = setup();
    runtime.loadRemote.mockResolvedValue({ default: cardsModule() });
    await loader.start();
    await loader.load('cards');
    expect(fetchRegistry).toHaveBeenCalledTimes(1);
  });

  it('reports a failed registry fetch, rejects, and lets the next load try again', async () => {
    const { loader, runtime, report, fetchRegistry } = setup();
    const offline = new Error('registry offline');
    fetchRegistry.mockRejectedValueOnce(offline);

    await expect(loader.start()).rejects.toBe(offline);
    expect(report).toHaveBeenCalledWith(offline, { phase: 'registry' });
    expect(runtime.registerRemotes).not.toHaveBeenCalled();

    runtime.loadRemote.mockResolvedValue(cardsModule());
    await expect(loader.load('cards')).resolves.toMatchObject({ name: 'cards' });
    expect(fetchRegistry).toHaveBeenCalledTimes(2);
    expect(runtime.registerRemotes).toHaveBeenCalledTimes(1);
  });

  it('turns a failed registry fetch during a load into an unavailable remote', async () => {
    const { loader, runtime, report, fetchRegistry } = setup();
    fetchRegistry.mockRejectedValueOnce(new Error('registry offline'));

    const error = await failureOf(loader.load('cards'));
    expect(error.kind).toBe('unavailable');
    expect(error.remote).toBe('cards');
    expect(runtime.loadRemote).not.toHaveBeenCalled();
    expect(report).toHaveBeenCalledWith(expect.any(Error), { phase: 'registry' });
    expect(report).toHaveBeenCalledWith(error, { remote: 'cards', phase: 'load:unavailable' });
    expect(loader.pending.size).toBe(0);
  });
});

describe('RemoteLoader.load', () => {
  it('returns the validated module (unwrapping a default export) and calls onModuleLoaded once', async () => {
    const { loader, runtime, onModuleLoaded, report } = setup();
    const module = cardsModule();
    runtime.loadRemote.mockResolvedValue({ default: module });

    await expect(loader.load('cards')).resolves.toBe(module);
    expect(runtime.loadRemote).toHaveBeenCalledWith('mfe_cards/remote');
    expect(onModuleLoaded).toHaveBeenCalledTimes(1);
    expect(onModuleLoaded).toHaveBeenCalledWith(module);
    expect(report).not.toHaveBeenCalled();
  });

  it('resolves once what onModuleLoaded returned has settled (the texts of the language shown are in)', async () => {
    let textsIn: () => void = () => undefined;
    const { loader, runtime } = setup({ onModuleLoaded: () => new Promise<void>((resolve) => (textsIn = resolve)) });
    runtime.loadRemote.mockResolvedValue({ default: cardsModule() });
    let loaded = false;
    const load = loader.load('cards').then(() => (loaded = true));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(loaded).toBe(false);
    textsIn();
    await load;
    expect(loaded).toBe(true);
  });

  it('accepts a module exposed without a default export', async () => {
    const { loader, runtime } = setup();
    const module = cardsModule();
    runtime.loadRemote.mockResolvedValue(module);
    await expect(loader.load('cards')).resolves.toBe(module);
  });

  it('loads each remote once: concurrent and later loads share one runtime call', async () => {
    const { loader, runtime, onModuleLoaded } = setup();
    runtime.loadRemote.mockResolvedValue({ default: cardsModule() });

    const first = loader.load('cards');
    const second = loader.load('cards');
    expect(second).toBe(first);
    const [a, b] = await Promise.all([first, second]);
    expect(a).toBe(b);
    await loader.load('cards');

    expect(runtime.loadRemote).toHaveBeenCalledTimes(1);
    expect(onModuleLoaded).toHaveBeenCalledTimes(1);
  });

  it("asks the runtime to start the exposed module's shared modules beside the load, when it can", async () => {
    const { loader, runtime } = setup();
    const order: string[] = [];
    (runtime as unknown as FederationRuntime).preloadShared = jest.fn((container: string) => void order.push(`shared ${container}`));
    runtime.loadRemote.mockImplementation(async (id: string) => {
      order.push(`load ${id}`);
      return { default: cardsModule() };
    });
    await loader.load('cards');
    expect(order).toEqual(['shared mfe_cards', 'load mfe_cards/remote']);
  });

  it('uses mfe_<name> with dashes turned into underscores for the runtime id', async () => {
    const { loader, runtime } = setup();
    runtime.loadRemote.mockResolvedValue({ ...cardsModule(), name: 'remit-payouts' });
    await loader.load('remit-payouts');
    expect(runtime.loadRemote).toHaveBeenCalledWith('mfe_remit_payouts/remote');
  });

  it('loads a parcel remote registered as a parcel', async () => {
    const { loader, runtime } = setup();
    const module = activationModule();
    runtime.loadRemote.mockResolvedValue({ default: module });
    await expect(loader.load('activation')).resolves.toBe(module);
    expect(runtime.loadRemote).toHaveBeenCalledWith('mfe_activation/remote');
  });

  it('has the remote in `pending` while it loads and nothing pending afterwards', async () => {
    const { loader, runtime } = setup();
    let resolve!: (value: unknown) => void;
    runtime.loadRemote.mockReturnValue(new Promise((r) => (resolve = r)));

    expect(loader.pending.size).toBe(0);
    const loading = loader.load('cards');
    expect(loader.pending.has('cards')).toBe(true);
    await new Promise((r) => setTimeout(r, 0));
    expect(loader.pending.has('cards')).toBe(true);

    resolve({ default: cardsModule() });
    await loading;
    expect(loader.pending.size).toBe(0);
  });

  it('shows no progress for a background load, until the user asks for the remote while it is on its way', async () => {
    const { loader, runtime } = setup();
    let resolve!: (value: unknown) => void;
    runtime.loadRemote.mockReturnValue(new Promise((r) => (resolve = r)));

    const background = loader.load('cards', { background: true });
    expect(loader.isRequested('cards')).toBe(true);
    expect(loader.pending.size).toBe(0);
    const opened = loader.load('cards');
    expect(opened).toBe(background);
    expect(loader.pending.has('cards')).toBe(true);
    resolve({ default: cardsModule() });
    await opened;
    expect(loader.pending.size).toBe(0);
    expect(runtime.loadRemote).toHaveBeenCalledTimes(1);
    expect(loader.isRequested('settings')).toBe(false);
  });

  it('empties `pending` after a failed load too', async () => {
    const { loader, runtime } = setup();
    runtime.loadRemote.mockRejectedValue(new Error('404'));
    const loading = loader.load('cards');
    expect(loader.pending.has('cards')).toBe(true);
    await failureOf(loading);
    expect(loader.pending.size).toBe(0);
  });

  describe('refuses a remote that cannot be used, always with a RemoteLoadError that is reported', () => {
    it.each<[string, () => unknown, RemoteFailureKind]>([
      ['contracts range excludes the shell version', () => cardsModule({ contracts: '^4.0.0' }), 'incompatible'],
      ['contracts range older than the major the shell still serves', () => cardsModule({ contracts: '^1.0.0' }), 'incompatible'],
      ['contracts range is not a valid range', () => cardsModule({ contracts: 'banana' }), 'incompatible'],
      ['module calls itself by another name', () => cardsModule({ name: 'home' }), 'invalid'],
      ['module mounts as a parcel but the registry says react', () => ({ ...activationModule(), name: 'cards', routes: cardsModule().routes }), 'invalid'],
      ['module does not declare a route path the shell routes to it', () => cardsModule({ routes: [] }), 'invalid'],
      ['runtime resolves null', () => null, 'invalid'],
      ['runtime resolves something that is not a RemoteModule', () => ({ default: { hello: 'world' } }), 'invalid'],
    ])('%s', async (_label, exposed, kind) => {
      const { loader, runtime, report, onModuleLoaded } = setup();
      runtime.loadRemote.mockResolvedValue(exposed());

      const error = await failureOf(loader.load('cards'));
      expect(error.kind).toBe(kind);
      expect(error.remote).toBe('cards');
      expect(report).toHaveBeenCalledTimes(1);
      expect(report).toHaveBeenCalledWith(error, { remote: 'cards', phase: `load:${kind}` });
      expect(onModuleLoaded).not.toHaveBeenCalled();
      expect(loader.pending.size).toBe(0);
    });

    it('incompatible: a remote built for contracts ^4 is refused by a 3.x shell with the reason', async () => {
      const { loader, runtime } = setup();
      runtime.loadRemote.mockResolvedValue({ default: cardsModule({ contracts: '^4.0.0' }) });
      const error = await failureOf(loader.load('cards'));
      expect(error.kind).toBe('incompatible');
      expect(error.message).toContain('^4.0.0');
      expect(error.message).toContain(CONTRACTS_VERSION);
    });

    it('incompatible: the shell version can be injected through options.contractsVersion', async () => {
      const { loader, runtime } = setup({ contractsVersion: '4.1.0' });
      runtime.loadRemote.mockResolvedValue({ default: cardsModule({ contracts: '^3.0.0' }) });
      expect((await failureOf(loader.load('cards'))).kind).toBe('incompatible');
    });

    it('loads a remote built for the previous major (2.x): the shell serves it through its adapter', async () => {
      const { loader, runtime, report } = setup();
      runtime.loadRemote.mockResolvedValue({ default: cardsModule({ contracts: '^2.2.0' }) });
      await expect(loader.load('cards')).resolves.toMatchObject({ contracts: '^2.2.0' });
      expect(report).not.toHaveBeenCalled();
    });

    it('incompatible: a remote older than the adapter serves (1.x) is refused, not adapted', async () => {
      const { loader, runtime } = setup();
      runtime.loadRemote.mockResolvedValue({ default: cardsModule({ contracts: '^1.4.0' }) });
      const error = await failureOf(loader.load('cards'));
      expect(error.kind).toBe('incompatible');
      expect(error.message).toContain('^1.4.0');
    });

    it('incompatible: the runtime refused its manifest for a shared singleton version (the shared-skew plugin said why); a retry asks again', async () => {
      const { loader, runtime, report } = setup();
      runtime.loadRemote.mockImplementation(async () => {
        SHARED_SKEWS.set('mfe_cards', 'it needs react ^18.2.0, the shell provides 19.3.1');
        throw new Error('wrapped by the runtime');
      });
      const error = await failureOf(loader.load('cards'));
      expect(error.kind).toBe('incompatible');
      expect(error.message).toBe('cards: it needs react ^18.2.0, the shell provides 19.3.1');
      expect(report).toHaveBeenCalledWith(error, { remote: 'cards', phase: 'load:incompatible' });
      loader.retry('cards');
      expect(SHARED_SKEWS.has('mfe_cards')).toBe(false);
    });

    it('unavailable: the runtime rejects (network error, missing entry)', async () => {
      const { loader, runtime, report } = setup();
      runtime.loadRemote.mockRejectedValue(new TypeError('Failed to fetch'));
      const error = await failureOf(loader.load('cards'));
      expect(error.kind).toBe('unavailable');
      expect(error.message).toContain('Failed to fetch');
      expect(report).toHaveBeenCalledWith(error, { remote: 'cards', phase: 'load:unavailable' });
    });

    it('unavailable: the runtime rejects with something that is not an Error', async () => {
      const { loader, runtime } = setup();
      runtime.loadRemote.mockRejectedValue('boom');
      const error = await failureOf(loader.load('cards'));
      expect(error.kind).toBe('unavailable');
      expect(error.message).toContain('boom');
    });

    it('unavailable: the registry lists no remote of that name, and the runtime is not asked', async () => {
      const { loader, runtime, report } = setup();
      const error = await failureOf(loader.load('payouts'));
      expect(error.kind).toBe('unavailable');
      expect(error.remote).toBe('payouts');
      expect(runtime.loadRemote).not.toHaveBeenCalled();
      expect(report).toHaveBeenCalledWith(error, { remote: 'payouts', phase: 'load:unavailable' });
    });

    it('unavailable: onModuleLoaded throwing does not escape as anything but a RemoteLoadError', async () => {
      const { loader, runtime } = setup({
        onModuleLoaded: () => {
          throw new Error('bad translations');
        },
      });
      runtime.loadRemote.mockResolvedValue({ default: cardsModule() });
      expect((await failureOf(loader.load('cards'))).kind).toBe('unavailable');
    });

    it('timeout: a runtime call that never settles fails after options.timeoutMs', async () => {
      const { loader, runtime, report } = setup({ timeoutMs: 50 });
      runtime.loadRemote.mockReturnValue(never());
      const started = Date.now();
      const error = await failureOf(loader.load('cards'));
      expect(error.kind).toBe('timeout');
      expect(error.message).toContain('50 ms');
      expect(Date.now() - started).toBeGreaterThanOrEqual(40);
      expect(report).toHaveBeenCalledWith(error, { remote: 'cards', phase: 'load:timeout' });
      expect(loader.pending.size).toBe(0);
    });

    it('timeout: a registry fetch that never settles also fails the load after options.timeoutMs', async () => {
      const { loader, runtime } = setup({ timeoutMs: 50, fetchRegistry: () => never() });
      expect((await failureOf(loader.load('cards'))).kind).toBe('timeout');
      expect(runtime.loadRemote).not.toHaveBeenCalled();
    });
  });

  it('a failure of one remote does not affect another', async () => {
    const { loader, runtime } = setup();
    runtime.loadRemote.mockImplementation(async (id) => {
      if (id === 'mfe_cards/remote') throw new Error('down');
      return { default: activationModule() };
    });
    await failureOf(loader.load('cards'));
    await expect(loader.load('activation')).resolves.toMatchObject({ name: 'activation' });
  });
});

describe('RemoteLoader.retry', () => {
  it('after a failed load re-registers that remote with force, and the next load asks the runtime again and can succeed', async () => {
    const { loader, runtime, report } = setup();
    runtime.loadRemote.mockRejectedValueOnce(new Error('network down'));
    await failureOf(loader.load('cards'));
    expect(runtime.loadRemote).toHaveBeenCalledTimes(1);
    runtime.registerRemotes.mockClear();

    loader.retry('cards');
    expect(runtime.registerRemotes).toHaveBeenCalledTimes(1);
    expect(runtime.registerRemotes).toHaveBeenCalledWith(
      [{ name: 'mfe_cards', entry: cardsEntry.manifest }],
      { force: true },
    );

    const module = cardsModule();
    runtime.loadRemote.mockResolvedValueOnce({ default: module });
    await expect(loader.load('cards')).resolves.toBe(module);
    expect(runtime.loadRemote).toHaveBeenCalledTimes(2);
    expect(report).toHaveBeenCalledTimes(1);
  });

  it('after a timeout lets the next load try again', async () => {
    const { loader, runtime } = setup({ timeoutMs: 50 });
    runtime.loadRemote.mockReturnValueOnce(never());
    expect((await failureOf(loader.load('cards'))).kind).toBe('timeout');

    loader.retry('cards');
    expect(runtime.registerRemotes).toHaveBeenLastCalledWith([{ name: 'mfe_cards', entry: cardsEntry.manifest }], { force: true });
    runtime.loadRemote.mockResolvedValueOnce({ default: cardsModule() });
    await expect(loader.load('cards')).resolves.toMatchObject({ name: 'cards' });
  });

  it('after an incompatible remote lets the next load fetch a fixed deployment', async () => {
    const { loader, runtime } = setup();
    runtime.loadRemote.mockResolvedValueOnce({ default: cardsModule({ contracts: '^4.0.0' }) });
    expect((await failureOf(loader.load('cards'))).kind).toBe('incompatible');
    loader.retry('cards');
    runtime.loadRemote.mockResolvedValueOnce({ default: cardsModule() });
    await expect(loader.load('cards')).resolves.toMatchObject({ contracts: '^3.0.0' });
  });

  it('after a successful load does not re-register: the loaded code is kept', async () => {
    const { loader, runtime } = setup();
    runtime.loadRemote.mockResolvedValue({ default: cardsModule() });
    await loader.load('cards');
    runtime.registerRemotes.mockClear();

    loader.retry('cards');
    expect(runtime.registerRemotes).not.toHaveBeenCalled();
    await loader.load('cards');
    expect(runtime.loadRemote).toHaveBeenCalledTimes(1);
  });

  it('while a load is in flight does not re-register', async () => {
    const { loader, runtime } = setup();
    runtime.loadRemote.mockReturnValue(never());
    void loader.load('cards').catch(() => undefined);
    await loader.start();
    runtime.registerRemotes.mockClear();
    loader.retry('cards');
    expect(runtime.registerRemotes).not.toHaveBeenCalled();
  });

  it('for a remote the registry does not list does nothing', async () => {
    const { loader, runtime } = setup();
    await loader.start();
    runtime.registerRemotes.mockClear();
    loader.retry('payouts');
    expect(runtime.registerRemotes).not.toHaveBeenCalled();
  });
});

describe('RemoteLoader.loadManifest', () => {
  it('asks the runtime for the manifest of a registered remote that is not loading, and swallows a failure', async () => {
    const { loader, runtime } = setup();
    const loadManifest = jest.fn(async (container: string) => {
      if (container === 'mfe_activation') throw new Error('manifest answered 500');
    });
    (runtime as unknown as FederationRuntime).loadManifest = loadManifest;
    await loader.loadManifest('cards');
    await expect(loader.loadManifest('activation')).resolves.toBeUndefined();
    expect(loadManifest.mock.calls).toEqual([['mfe_cards'], ['mfe_activation']]);
    expect(runtime.loadRemote).not.toHaveBeenCalled();
  });

  it('leaves alone a remote that is loading or loaded, and one the registry does not list', async () => {
    const { loader, runtime } = setup();
    const loadManifest = jest.fn(async () => undefined);
    (runtime as unknown as FederationRuntime).loadManifest = loadManifest;
    runtime.loadRemote.mockResolvedValue({ default: cardsModule() });
    await loader.load('cards');
    await loader.loadManifest('cards');
    await loader.loadManifest('unknown');
    expect(loadManifest).not.toHaveBeenCalled();
  });
});

describe('RemoteLoader.prefetch', () => {
  it('starts the load and swallows a failure (it is reported, and tried again on use)', async () => {
    const { loader, runtime, report } = setup();
    runtime.loadRemote.mockRejectedValueOnce(new Error('down'));
    expect(() => loader.prefetch('cards')).not.toThrow();
    expect(loader.pending.has('cards')).toBe(true);
    await new Promise((r) => setTimeout(r, 0));
    expect(report).toHaveBeenCalledWith(expect.any(RemoteLoadError), { remote: 'cards', phase: 'load:unavailable' });
    expect(loader.pending.size).toBe(0);
  });
});

describe('RemoteLoader.prefetchPath', () => {
  it('loads the remote of a path and asks it for that route’s page, before anything renders it', async () => {
    const { loader, runtime } = setup();
    const page = jest.fn(async () => ({ default: Page }));
    const module = cardsModule();
    const path = module.routes[0]!.path;
    module.routes[0] = { path, page };
    runtime.loadRemote.mockResolvedValueOnce(module);
    await loader.start();
    loader.prefetchPath(`${path.replace('/*', '/payments')}?page=2#top`);
    await new Promise((r) => setTimeout(r, 0));
    expect(runtime.loadRemote).toHaveBeenCalledWith('mfe_cards/remote');
    expect(page).toHaveBeenCalledTimes(1);
  });

  it('asks a parcel remote for its lifecycles', async () => {
    const { loader, runtime } = setup();
    const module = activationModule();
    const lifecycles = jest.spyOn(module, 'lifecycles');
    runtime.loadRemote.mockResolvedValueOnce(module);
    await loader.start();
    loader.prefetchPath(activationEntry.declaration.routes[0]!.path.replace('/*', ''));
    await new Promise((r) => setTimeout(r, 0));
    expect(lifecycles).toHaveBeenCalledTimes(1);
  });

  it('leaves a path no remote declares alone, and swallows a failed page (it is tried again on use)', async () => {
    const { loader, runtime } = setup();
    await loader.start();
    loader.prefetchPath('/nowhere');
    expect(runtime.loadRemote).not.toHaveBeenCalled();
    const module = cardsModule();
    module.routes[0] = { path: module.routes[0]!.path, page: () => Promise.reject(new Error('chunk failed')) };
    runtime.loadRemote.mockResolvedValueOnce(module);
    loader.prefetchPath(module.routes[0].path.replace('/*', '/payments'));
    await new Promise((r) => setTimeout(r, 0));
    expect(runtime.loadRemote).toHaveBeenCalledTimes(1);
  });
});

describe('RemoteLoader.startVisit', () => {
  const bellRegistry: RegistryEntry[] = [
    ...registry,
    {
      name: 'notifications',
      manifest: 'https://cdn.example.com/notifications/mf-manifest.json',
      mount: 'react',
      version: '1.0.0',
      declaration: { title: { en: 'n', id: 'n' }, routes: [{ path: '/notification-center' }], menu: [], slots: ['header.notificationBell'] },
    },
  ];

  function visitSetup() {
    const set = setup({ fetchRegistry: jest.fn(async () => bellRegistry) });
    const loadManifest = jest.fn(async (_container: string) => undefined);
    (set.runtime as unknown as FederationRuntime).loadManifest = loadManifest;
    return { ...set, loadManifest };
  }

  it('loads the path’s remote and page first, and only then the manifests of the slot fillers (the bell), not their code', async () => {
    const { loader, runtime, loadManifest } = visitSetup();
    let pageLoaded: () => void = () => undefined;
    const module = cardsModule();
    module.routes[0] = { path: module.routes[0]!.path, page: () => new Promise((resolve) => (pageLoaded = () => resolve({ default: Page }))) };
    runtime.loadRemote.mockResolvedValue(module);
    await loader.start();
    loader.startVisit('/credit_cards/payments');
    await new Promise((r) => setTimeout(r, 0));
    expect(runtime.loadRemote.mock.calls).toEqual([['mfe_cards/remote']]);
    expect(loadManifest).not.toHaveBeenCalled();
    pageLoaded();
    await new Promise((r) => setTimeout(r, 0));
    expect(loadManifest.mock.calls).toEqual([['mfe_notifications']]);
    expect(runtime.loadRemote.mock.calls).toEqual([['mfe_cards/remote']]);
  });

  it('still asks for the slot fillers’ manifests when the page’s remote failed, and for nothing on a path no remote declares', async () => {
    const { loader, runtime, loadManifest } = visitSetup();
    runtime.loadRemote.mockRejectedValue(new Error('down'));
    await loader.start();
    loader.startVisit('/login');
    await new Promise((r) => setTimeout(r, 0));
    expect(runtime.loadRemote).not.toHaveBeenCalled();
    expect(loadManifest).not.toHaveBeenCalled();
    loader.startVisit('/credit_cards/payments');
    await new Promise((r) => setTimeout(r, 0));
    await new Promise((r) => setTimeout(r, 0));
    expect(loadManifest.mock.calls).toEqual([['mfe_notifications']]);
  });
});

describe('RemoteLoader: a navigation that waited for the remote', () => {
  it('knows when a path’s page has its code: after loadPath, not after the module alone; shell paths always', async () => {
    const { loader, runtime } = setup();
    const module = cardsModule();
    runtime.loadRemote.mockResolvedValue(module);
    expect(loader.isPathReady('/credit_cards/payments')).toBe(false); // the registry is not read yet
    await loader.start();
    expect(loader.isPathReady('/transactions')).toBe(true); // no remote declares it
    await loader.load('cards');
    expect(loader.isPathReady('/credit_cards/payments')).toBe(false);
    expect(loader.loadedPage('cards', '/credit_cards/*')).toBeUndefined();
    await loader.loadPath('/credit_cards/payments?page=2');
    expect(loader.isPathReady('/credit_cards/payment/abc')).toBe(true);
    expect(loader.loadedPage('cards', '/credit_cards/*')).toEqual({ default: Page });
  });

  it('a parcel remote is ready once its lifecycles are loaded; it has no page of its own', async () => {
    const { loader, runtime } = setup();
    runtime.loadRemote.mockResolvedValue(activationModule());
    await loader.start();
    await loader.loadPath('/activation');
    expect(loader.isPathReady('/get-started')).toBe(true);
    expect(loader.loadedPage('activation', '/activation')).toBeUndefined();
  });

  it('gives the page rendered after a failed wait that failure instead of a second attempt; a new load or Retry tries again', async () => {
    const { loader, runtime, report } = setup();
    runtime.loadRemote.mockRejectedValueOnce(new Error('404'));
    await loader.start();
    await expect(loader.loadPath('/credit_cards/payments')).rejects.toBeInstanceOf(RemoteLoadError);
    await failureOf(loader.load('cards', { orLastFailure: true }));
    expect(runtime.loadRemote).toHaveBeenCalledTimes(1);
    expect(report).toHaveBeenCalledTimes(1);

    loader.retry('cards');
    runtime.loadRemote.mockResolvedValueOnce(cardsModule());
    await expect(loader.load('cards', { orLastFailure: true })).resolves.toMatchObject({ name: 'cards' });
    expect(runtime.loadRemote).toHaveBeenCalledTimes(2);
  });

  it('without orLastFailure, a load after a failure tries again (a hover, the next visit)', async () => {
    const { loader, runtime } = setup();
    runtime.loadRemote.mockRejectedValueOnce(new Error('404')).mockResolvedValueOnce(cardsModule());
    await failureOf(loader.load('cards'));
    await expect(loader.load('cards')).resolves.toMatchObject({ name: 'cards' });
    // That success is the remote's state now: no failure is kept for the next page.
    await expect(loader.load('cards', { orLastFailure: true })).resolves.toMatchObject({ name: 'cards' });
    expect(runtime.loadRemote).toHaveBeenCalledTimes(2);
  });

  it('a page rendered while the load is still on its way joins it', async () => {
    const { loader, runtime } = setup();
    let answer: (value: unknown) => void = () => undefined;
    runtime.loadRemote.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    const first = loader.load('cards');
    const joined = loader.load('cards', { orLastFailure: true });
    answer(cardsModule());
    expect(await joined).toBe(await first);
    expect(runtime.loadRemote).toHaveBeenCalledTimes(1);
  });
});
