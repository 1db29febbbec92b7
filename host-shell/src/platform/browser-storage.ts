/**
 * The one typed module for browser storage (CONVENTIONS.md "Wrappers instead of raw globals").
 * Names and lifetimes live here; the rest of the shell never touches storage directly.
 */
const KEYS = {
  /** Development overrides of remote manifests, remembered for the tab. */
  remoteOverrides: { name: 'mdp.remoteOverrides', area: 'session' },
} as const;

type StorageKey = keyof typeof KEYS;

function areaOf(key: StorageKey): Storage | undefined {
  try {
    return KEYS[key].area === 'session' ? window.sessionStorage : window.localStorage;
  } catch {
    return undefined; // storage disabled by the browser
  }
}

export function readJson<T>(key: StorageKey, isValid: (value: unknown) => value is T): T | undefined {
  const raw = areaOf(key)?.getItem(KEYS[key].name);
  if (raw == null) return undefined;
  try {
    const value: unknown = JSON.parse(raw);
    return isValid(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

export function writeJson(key: StorageKey, value: unknown): void {
  areaOf(key)?.setItem(KEYS[key].name, JSON.stringify(value));
}

export function remove(key: StorageKey): void {
  areaOf(key)?.removeItem(KEYS[key].name);
}
