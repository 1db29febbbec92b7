import { action, makeObservable, observable } from 'mobx';
import { CONTRACTS_VERSION, type LazyComponent, type PageProps, type RemoteModule } from 'shared-contracts';
import { containerName, remoteForPath, type RegistryEntry } from 'shared-contracts/registry';
import type { ReportError } from '../platform/error-reporting';
import { REMOTE_LOAD_TIMEOUT_MS } from './load-timeout';
import { parcelPageCode } from '../remotes/parcel-code';
import { RemoteLoadError } from './remote-load-error';
import { validateRemoteModule } from './validate-remote-module';

/** A page's code as a route's `page()` gives it. */
export type PageModule = Awaited<ReturnType<LazyComponent<PageProps>>>;

/** The part of the federation runtime the loader uses (`@module-federation/enhanced/runtime`). */
export interface FederationRuntime {
  registerRemotes(remotes: Array<{ name: string; alias?: string; entry: string }>, options?: { force?: boolean }): void;
  /**
   * Loads a remote's exposed module. Once the manifest is known, the runtime's own snapshot step
   * asks for the entry and the files the exposed module needs at load (its chunk, its stylesheet)
   * side by side, each once (docs/decisions/0044-one-request-per-remote-file.md).
   */
  loadRemote<T>(id: string): Promise<T | null>;
  /**
   * Fetches a registered remote's manifest and keeps what the runtime makes of it (its snapshot),
   * fetching no code: the remote's first load then starts with its entry. Absent in the monolith.
   */
  loadManifest?(container: string): Promise<void>;
  /**
   * Starts loading the shell's shared modules that the remote's exposed module consumes as it loads
   * (its manifest's `metaData.consumes`), when the manifest is known: they come beside the entry
   * instead of after it has run. Absent in the monolith.
   */
  preloadShared?(container: string): void;
}

function withDeadline<T>(promise: Promise<T>, remote: string, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new RemoteLoadError(remote, 'timeout', `no answer within ${ms} ms`)),
      ms,
    );
  });
  return Promise.race([promise, deadline]).finally(() => clearTimeout(timer));
}

/**
 * Remotes refused for a shared singleton's version (federation container → why), written by the
 * shell's shared-skew runtime plugin: the runtime wraps what its hooks throw, so the reason is kept here.
 */
export const SHARED_SKEWS = new Map<string, string>();

/** Why `name` did not load, as the failure panel and the report name it. */
function asRemoteLoadError(name: string, error: unknown): RemoteLoadError {
  if (error instanceof RemoteLoadError) return error;
  const skew = SHARED_SKEWS.get(containerName(name));
  if (skew) return new RemoteLoadError(name, 'incompatible', skew);
  return new RemoteLoadError(name, 'unavailable', String(error));
}

export interface RemoteLoaderOptions {
  /** Fetches the runtime registry (with any development overrides applied). */
  fetchRegistry: () => Promise<readonly RegistryEntry[]>;
  /** Called once per loaded remote, e.g. to register its translations; the load waits for what it returns. */
  onModuleLoaded?: (module: RemoteModule) => void | Promise<void>;
  contractsVersion?: string;
  timeoutMs?: number;
}

/**
 * The shell's typed loader in front of the federation runtime: fetches the registry, registers its
 * remotes, loads each `./remote` once, checks it, and lets a failed remote be retried without a
 * page reload.
 */
export class RemoteLoader {
  /** Remotes being fetched right now (the shell shows progress while this is not empty). */
  readonly pending = observable.set<string>();
  /** The registry's last fetch failed (and no later one succeeded): remote routes are unknown. */
  registryFailed = false;

  private readonly entries = new Map<string, RegistryEntry>();
  private readonly loads = new Map<string, Promise<RemoteModule>>();
  /** A remote's last failed load, until another load of it starts or it is retried. */
  private readonly failures = new Map<string, Promise<RemoteModule>>();
  /** The code of each route whose page has loaded: `remote|route path` → its page (a parcel: `remote|parcel`). */
  private readonly pages = new Map<string, PageModule | 'parcel'>();
  /** Remotes loading for idle-time prefetch, without progress shown. */
  private readonly inBackground = new Set<string>();
  private registry: Promise<void> | undefined;

  constructor(
    private readonly runtime: FederationRuntime,
    private readonly report: ReportError,
    private readonly options: RemoteLoaderOptions,
  ) {
    makeObservable<RemoteLoader, 'settle' | 'begin' | 'registryFailed' | 'setRegistryFailed'>(this, {
      settle: action,
      begin: action,
      registryFailed: observable,
      setRegistryFailed: action,
    });
  }

  /** Fetches and registers the registry once; a failed fetch is tried again by the next load. */
  start(): Promise<void> {
    this.registry ??= this.options
      .fetchRegistry()
      .then((entries) => {
        this.setRegistryFailed(false);
        for (const entry of entries) this.entries.set(entry.name, entry);
        this.runtime.registerRemotes(
          entries.map((entry) => ({ name: containerName(entry.name), entry: entry.manifest })),
        );
      })
      .catch((error: unknown) => {
        this.registry = undefined;
        this.setRegistryFailed(true);
        this.report(error, { phase: 'registry' });
        throw error;
      });
    return this.registry;
  }

  entry(name: string): RegistryEntry | undefined {
    return this.entries.get(name);
  }

  /** Every registry entry, in registry order, once `start` has resolved. */
  registered(): RegistryEntry[] {
    return [...this.entries.values()];
  }

  /**
   * Loads a remote's module once. A `background` load (idle-time prefetch) shows no progress; when
   * the user then opens the remote while it is still on its way, the progress shows until it is there.
   * `orLastFailure`: when no load is on its way and the last one failed, that failure, instead of a
   * new attempt — for the page a navigation renders after it waited for the remote (`loadPath`), so
   * that one failure is one attempt, not two. Retry (`retry`) and any new load forget the failure.
   */
  load(name: string, { background = false, orLastFailure = false }: { background?: boolean; orLastFailure?: boolean } = {}): Promise<RemoteModule> {
    const existing = this.loads.get(name);
    if (existing) {
      // The load's own `finally` settles it.
      if (!background && this.inBackground.delete(name)) this.begin(name);
      return existing;
    }
    const failed = orLastFailure ? this.failures.get(name) : undefined;
    if (failed) return failed;
    this.failures.delete(name);
    if (background) this.inBackground.add(name);
    else this.begin(name);
    const timeoutMs = this.options.timeoutMs ?? REMOTE_LOAD_TIMEOUT_MS;
    const loading: Promise<RemoteModule> = withDeadline(this.fetchModule(name), name, timeoutMs)
      .catch((error: unknown) => {
        const failure = asRemoteLoadError(name, error);
        this.loads.delete(name);
        this.failures.set(name, loading);
        this.report(failure, { remote: name, phase: `load:${failure.kind}` });
        throw failure;
      })
      .finally(() => {
        this.inBackground.delete(name);
        this.settle(name);
      });
    this.loads.set(name, loading);
    return loading;
  }

  /** Whether the remote's module is loading or loaded (idle-time prefetch skips those). */
  isRequested(name: string): boolean {
    return this.loads.has(name);
  }

  /**
   * Fetches the manifest of a remote that is not loading yet (no code), so that opening it later
   * costs one round trip fewer (issue 22). A failure is left to the load that follows.
   */
  async loadManifest(name: string): Promise<void> {
    await this.start();
    if (this.loads.has(name) || !this.entries.has(name) || !this.runtime.loadManifest) return;
    await this.runtime.loadManifest(containerName(name)).catch(() => undefined);
  }

  /** Starts loading on intent (hover or focus of a link); a failure is reported and retried on use. */
  prefetch(name: string): void {
    this.load(name).catch(() => undefined);
  }

  /**
   * Starts loading the remote a path belongs to and the code of the page it renders there (a
   * route's `page()`, a parcel's `lifecycles()`), so the page's chunks are on their way while the
   * shell is still rendering the switch instead of after it. For intent (a menu link pointed at or
   * focused) and for the page a visit starts on; a path no remote declares is left alone.
   */
  prefetchPath(path: string): void {
    this.loadPath(path).catch(() => undefined);
  }

  /**
   * What the first page of a visit needs from the remotes: the remote that renders `path` and its
   * page, then, once those are here (or failed), the manifests of the remotes that fill the frame's
   * slots (the header's bell). The page's server preloads the path's remote only
   * (platform-tools/shell-page.mjs), so that on a slow network the slots' code does not share the
   * bandwidth with the first page's, nor their scripts the main thread with its first render; with
   * the manifest here, the header's load fetches a slot's entry and module side by side, in one
   * round trip, as when the page preloaded its entry (issue 22, decision 0042). A path no remote
   * declares (the login page, the shell's own pages) starts nothing.
   */
  startVisit(path: string): void {
    if (!this.remoteOfPath(path)) return;
    void this.loadPath(path)
      .catch(() => undefined)
      .then(() => {
        for (const entry of this.registered()) {
          if (entry.declaration.slots.length > 0) void this.loadManifest(entry.name);
        }
      });
  }

  /**
   * Loads the remote of a path and the code of the page it renders there (see `prefetchPath`);
   * resolves when both are there, rejects when either failed. `background`: see `load`.
   */
  async loadPath(path: string, options: { background?: boolean } = {}): Promise<void> {
    const match = this.remoteOfPath(path);
    if (!match) return;
    // A parcel page needs the shell's parcel code too: on its way beside the remote's.
    const parcelCode = this.entries.get(match.remote)?.mount === 'parcel' ? parcelPageCode() : undefined;
    parcelCode?.catch(() => undefined);
    const module = await this.load(match.remote, options);
    if (module.mount === 'parcel') {
      await Promise.all([module.lifecycles(), parcelCode ?? parcelPageCode()]);
      this.pages.set(`${match.remote}|parcel`, 'parcel');
      return;
    }
    const route = module.routes.find((candidate) => candidate.path === match.path);
    if (route) this.pages.set(`${match.remote}|${match.path}`, await route.page());
  }

  /**
   * Whether the page a path opens has its code here: a path of the shell's own, or a remote's route
   * whose page `loadPath` has loaded. False until the registry is read.
   */
  isPathReady(path: string): boolean {
    if (!this.registry || this.entries.size === 0) return false;
    const match = this.remoteOfPath(path);
    if (!match) return true;
    return this.pages.has(`${match.remote}|${this.entries.get(match.remote)?.mount === 'parcel' ? 'parcel' : match.path}`);
  }

  /** The code of a remote route's page, when `loadPath` has loaded it. */
  loadedPage(remote: string, routePath: string): PageModule | undefined {
    const page = this.pages.get(`${remote}|${routePath}`);
    return page === 'parcel' ? undefined : page;
  }

  /**
   * Lets a failed remote be tried again without a page reload: a remote that did not load is
   * registered afresh (the runtime forgets its manifest and entry); one that loaded and then threw
   * while rendering keeps its code and is rendered again.
   */
  retry(name: string): void {
    const entry = this.entries.get(name);
    this.failures.delete(name);
    if (entry && !this.loads.has(name)) {
      SHARED_SKEWS.delete(containerName(name)); // a redeployed remote may ask for the shell's versions now
      this.runtime.registerRemotes([{ name: containerName(name), entry: entry.manifest }], { force: true });
    }
  }

  /** The remote route a path (with or without its query and hash) opens, if a remote declares it. */
  private remoteOfPath(path: string): ReturnType<typeof remoteForPath> {
    return remoteForPath(this.registered(), path.replace(/[?#].*$/, ''));
  }

  private async fetchModule(name: string): Promise<RemoteModule> {
    await this.start();
    const entry = this.entries.get(name);
    if (!entry) throw new RemoteLoadError(name, 'unavailable', 'the registry lists no such remote');
    this.runtime.preloadShared?.(containerName(name));
    const exposed = await this.runtime.loadRemote<unknown>(`${containerName(name)}/remote`);
    const module = validateRemoteModule(entry, exposed, this.options.contractsVersion ?? CONTRACTS_VERSION);
    await this.options.onModuleLoaded?.(module);
    return module;
  }

  private setRegistryFailed(failed: boolean): void {
    this.registryFailed = failed;
  }

  private begin(name: string): void {
    this.pending.add(name);
  }

  private settle(name: string): void {
    this.pending.delete(name);
  }
}
