import { reaction } from 'mobx';
import {
  IDLE_PREFETCH_MARK,
  MANIFEST_WARM_UP_MARK,
  browserPageIdle,
  menuRemotes,
  prefetchOfTheMenu,
  warmManifestsOfTheMenu,
  type ConnectionInfo,
} from '../federation/idle-prefetch';
import { browserPagePainted } from '../federation/page-painted';
import type { RemoteLoader } from '../federation/remote-loader';
import { isBoolean, readJson } from '../platform/browser-storage';
import type { SessionStore } from '../session/session-store';

/**
 * Fetches ahead, when the page is idle, what the menu reaches (federation/idle-prefetch.ts); each
 * part marks the performance timeline when done, which the browser tests wait for.
 */
export function startIdleLoading(loader: RemoteLoader, session: SessionStore): void {
  let painted: Promise<void> | undefined;
  const idleDeps = {
    reachable: () => {
      const menu = session.site.menu;
      return menu.status === 'ready' ? menuRemotes(menu.groups) : undefined;
    },
    isRequested: (name: string) => loader.isRequested(name),
    foregroundIdle: () => loader.pending.size === 0,
    connection: () => (navigator as Navigator & { connection?: ConnectionInfo }).connection,
    pageIdle: () => browserPageIdle(),
    // One wait for both: the heading of the page the visit opened.
    pagePainted: () => (painted ??= browserPagePainted()),
  };
  // Once the first route is interactive: the manifests of the remotes the menu reaches (no code),
  // so a first switch into one of them starts with its entry (issue 22); again for the remotes a
  // new menu reaches (a business switch, decision 0096).
  const onMenuChange = (run: () => void) => reaction(() => idleDeps.reachable()?.map(({ remote }) => remote).join(' '), run);
  warmManifestsOfTheMenu(
    { ...idleDeps, loadManifest: (name) => loader.loadManifest(name) },
    onMenuChange,
    (names) => performance.mark(MANIFEST_WARM_UP_MARK, { detail: names }),
  );
  // And on a fast connection, their code, so a first switch into one of them is a warm switch; again
  // after a business switch, for the remotes the new menu reaches and none has loaded.
  prefetchOfTheMenu(
    {
      ...idleDeps,
      prefetch: (_name, paths) => Promise.all(paths.map((path) => loader.loadPath(path, { background: true }))),
      disabled: () => readJson('idlePrefetch', isBoolean) === false,
    },
    onMenuChange,
    (result) => performance.mark(IDLE_PREFETCH_MARK, { detail: result }),
  );
}
