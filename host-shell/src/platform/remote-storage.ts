// A remote's storage through HostApi (the typed browser-storage module keeps the shell's own keys).
import type { RemoteStorage } from 'shared-contracts';

/** Where remote keys live: `mdp.remote.<remote>.<key>`. */
export const remoteStorageKey = (remote: string, key: string): string => `mdp.remote.${remote}.${key}`;

/** Storage a remote gets through HostApi: localStorage, under its own prefix (`remoteStorageKey`). */
export function remoteStorage(remote: string): RemoteStorage {
  const local = (): Storage | undefined => {
    try {
      return window.localStorage;
    } catch {
      return undefined; // storage disabled by the browser
    }
  };
  const parse = (raw: string | null | undefined): unknown => {
    if (raw == null) return undefined;
    try {
      return JSON.parse(raw);
    } catch {
      return undefined;
    }
  };
  return {
    get(key, isValid) {
      const value = parse(local()?.getItem(remoteStorageKey(remote, key)));
      return isValid(value) ? value : undefined;
    },
    set: (key, value) => local()?.setItem(remoteStorageKey(remote, key), JSON.stringify(value)),
    remove: (key) => local()?.removeItem(remoteStorageKey(remote, key)),
    onOtherTabChange(key, listener) {
      const name = remoteStorageKey(remote, key);
      const handler = (event: StorageEvent) => {
        if (event.key === name) listener(parse(event.newValue));
      };
      window.addEventListener('storage', handler);
      return () => window.removeEventListener('storage', handler);
    },
  };
}
