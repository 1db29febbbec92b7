/**
 * Browser storage for one remote: its keys live under its own prefix, so remotes never read or
 * overwrite each other's or the shell's. Values are JSON; a value that fails `isValid` reads as absent.
 */
export interface RemoteStorage {
  get<T>(key: string, isValid: (value: unknown) => value is T): T | undefined;
  set(key: string, value: unknown): void;
  remove(key: string): void;
  /** Calls back when another tab of this browser changes the key; returns the unsubscribe. */
  onOtherTabChange(key: string, listener: (value: unknown) => void): () => void;
}
