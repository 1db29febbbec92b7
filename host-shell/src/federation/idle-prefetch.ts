import { when } from 'mobx';
import { menuEntries, type MenuGroup } from 'shared-contracts/rules';

/** What the Network Information API says (Chromium; other browsers have none). */
export interface ConnectionInfo {
  effectiveType?: string;
  saveData?: boolean;
  /** Estimated round trip, ms. */
  rtt?: number;
}

/** The longest estimated round trip idle-time prefetch accepts. */
export const FAST_CONNECTION_RTT_MS = 100;

/**
 * Idle-time prefetch needs evidence of a fast connection: an effective type of 4g, no data saver,
 * and — where the browser estimates it — round trips of at most 100 ms. Chromium calls a 1.6 Mbit/s,
 * 150 ms mobile link "4g" too, and its bandwidth estimate says 1.5 Mbit/s on any link it has not
 * measured (localhost included), so the round trip is the figure that tells them apart. Without the
 * Network Information API (Firefox, Safari) nothing is fetched ahead.
 */
export function isFastConnection(connection: ConnectionInfo | undefined): boolean {
  if (connection?.effectiveType !== '4g' || connection.saveData === true) return false;
  return typeof connection.rtt !== 'number' || connection.rtt <= FAST_CONNECTION_RTT_MS;
}

/** The remotes behind the user's menu, in menu order, each with the paths of its menu entries. */
export function menuRemotes(groups: readonly MenuGroup[]): Array<{ remote: string; paths: string[] }> {
  const byRemote = new Map<string, string[]>();
  for (const entry of menuEntries(groups)) {
    if (!entry.remote) continue;
    const paths = byRemote.get(entry.remote) ?? [];
    paths.push(entry.path);
    byRemote.set(entry.remote, paths);
  }
  return [...byRemote].map(([remote, paths]) => ({ remote, paths }));
}


export interface IdlePrefetchDeps {
  /** The remotes the user's menu reaches and their entries' paths, once the menu is decided (undefined until then). */
  reachable(): ReadonlyArray<{ remote: string; paths: readonly string[] }> | undefined;
  /** Whether a remote is loading or loaded already. */
  isRequested(name: string): boolean;
  /** No remote is loading for the page the user is on. */
  foregroundIdle(): boolean;
  /** Loads a remote and the pages of these paths, showing no progress. */
  prefetch(name: string, paths: readonly string[]): Promise<unknown>;
  connection(): ConnectionInfo | undefined;
  /** Resolves when the page has loaded and the main thread is idle. */
  pageIdle(): Promise<void>;
  /** Resolves once the page the visit opened has painted its heading (page-painted.ts). */
  pagePainted(): Promise<void>;
  disabled(): boolean;
}

/**
 * Fetches, one after another, the remotes the user's menu can reach and the code of their menu
 * entries' pages, so a first switch into them is a warm one (issue 22). Never before the first route is interactive (the menu is decided, no remote
 * is loading for the current page, the page's load event has fired and the main thread is idle),
 * only on a fast connection, and each remote in an idle period of its own. Resolves when done or
 * when there is nothing to do.
 */
export interface IdlePrefetchResult {
  /** The remotes fetched ahead, in order. */
  fetched: string[];
  /** Why nothing more was fetched: turned off, or the connection is (or became) slow. */
  stopped?: 'disabled' | 'slow-connection';
}

/** The name of the performance mark whose detail is the result (for QA, tools and the browser tests). */
export const IDLE_PREFETCH_MARK = 'mdp:idle-prefetch';

export async function prefetchWhenIdle(deps: IdlePrefetchDeps): Promise<IdlePrefetchResult> {
  const fetched: string[] = [];
  if (deps.disabled()) return { fetched, stopped: 'disabled' };
  if (!isFastConnection(deps.connection())) return { fetched, stopped: 'slow-connection' };
  await when(() => deps.reachable() !== undefined && deps.foregroundIdle());
  await deps.pagePainted();
  for (const { remote: name, paths } of deps.reachable() ?? []) {
    await deps.pageIdle();
    await when(() => deps.foregroundIdle());
    if (!isFastConnection(deps.connection())) return { fetched, stopped: 'slow-connection' };
    if (deps.isRequested(name)) continue;
    await deps.prefetch(name, paths).then(
      () => fetched.push(name),
      () => undefined,
    );
  }
  return { fetched };
}

type IdleWindow = Window & { requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number };

/** The page has fired `load` and the main thread has an idle period (or 2 s passed without one). */
export function browserPageIdle(win: IdleWindow = window): Promise<void> {
  const loaded =
    win.document.readyState === 'complete' ? Promise.resolve() : new Promise<void>((resolve) => win.addEventListener('load', () => resolve(), { once: true }));
  return loaded.then(
    () =>
      new Promise<void>((resolve) => {
        if (win.requestIdleCallback) win.requestIdleCallback(() => resolve(), { timeout: 2000 });
        else win.setTimeout(resolve, 200);
      }),
  );
}

export interface ManifestWarmUpDeps extends Pick<IdlePrefetchDeps, 'reachable' | 'isRequested' | 'foregroundIdle' | 'connection' | 'pageIdle' | 'pagePainted'> {
  /** Fetches a remote's manifest, no code; never rejects. */
  loadManifest(name: string): Promise<void>;
}

/** The name of the performance mark whose detail lists the remotes whose manifests were fetched ahead. */
export const MANIFEST_WARM_UP_MARK = 'mdp:manifests';

/**
 * Once the first route is interactive, loads the manifests of the remotes the user's menu can
 * reach and that are not loading yet, side by side: a few kilobytes of JSON and no code, on any
 * connection but a data saver's, so that a first switch into a remote starts with its entry
 * instead of a round trip for its manifest (issue 22). A page that carries the manifests (decision
 * 0084) answers them without a request: the runtime only turns each into its snapshot.
 * Interactive means: the menu is decided, the
 * page's remote has loaded, its heading is painted, the page's `load` event has fired and the main
 * thread is idle, and no remote is loading for the page then (the header's bell may start after the
 * page's own remote): on a slow link a manifest asked earlier competes with the page's own files
 * (issue 46). Resolves with the remotes it asked for.
 */
export async function loadManifestsWhenIdle(deps: ManifestWarmUpDeps): Promise<string[]> {
  if (deps.connection()?.saveData === true) return [];
  await when(() => deps.reachable() !== undefined && deps.foregroundIdle());
  await deps.pagePainted();
  await deps.pageIdle();
  await when(() => deps.foregroundIdle());
  const names = (deps.reachable() ?? []).map(({ remote }) => remote).filter((name) => !deps.isRequested(name));
  await Promise.all(names.map((name) => deps.loadManifest(name)));
  return names;
}

/**
 * Runs `task` now and again each time `onMenuChange` calls back (a business switch changes the menu
 * without a new page), one run after another; `report` gets the first run's result, and each later
 * run's that did something.
 */
function runForEveryMenu<T>(task: () => Promise<T>, didSomething: (result: T) => boolean, onMenuChange: (run: () => void) => void, report: (result: T) => void): void {
  let runs = Promise.resolve();
  let first = true;
  const run = () => {
    const isFirst = first;
    first = false;
    runs = runs.then(task).then((result) => {
      if (isFirst || didSomething(result)) report(result);
    });
  };
  run();
  onMenuChange(run);
}

/**
 * The manifest warm-up at start, and again for each new menu: the areas a business switch makes
 * reachable (Activation for a business not yet live) would otherwise ask for their manifest on the
 * first press (decision 0096). Each remote's manifest is asked for once.
 */
export function warmManifestsOfTheMenu(deps: ManifestWarmUpDeps, onMenuChange: (run: () => void) => void, warmed: (names: string[]) => void): void {
  const asked = new Set<string>();
  const warmUp = () =>
    loadManifestsWhenIdle({
      ...deps,
      isRequested: (name) => asked.has(name) || deps.isRequested(name),
      loadManifest: (name) => {
        asked.add(name);
        return deps.loadManifest(name);
      },
    });
  runForEveryMenu(warmUp, (names) => names.length > 0, onMenuChange, warmed);
}

/**
 * The code prefetch at start, and again for each new menu: a later run fetches only what is not
 * loaded or loading (`isRequested`).
 */
export function prefetchOfTheMenu(deps: IdlePrefetchDeps, onMenuChange: (run: () => void) => void, done: (result: IdlePrefetchResult) => void): void {
  runForEveryMenu(() => prefetchWhenIdle(deps), (result) => result.fetched.length > 0, onMenuChange, done);
}
