/**
 * The one typed module for browser storage (CONVENTIONS.md "Wrappers instead of raw globals").
 * Names and lifetimes live here; the rest of the shell never touches storage directly. It imports
 * no shared module: the shell's entry reads it before the federation runtime has shared anything
 * (logged-out/light-login-gate.ts).
 */
const KEYS = {
  /** Development overrides of remote manifests, remembered for the tab. */
  remoteOverrides: { name: 'mdp.remoteOverrides', area: 'session' },
  /** Epoch ms of the last user action, shared by every tab (spec 01 §9: inactivity limit). */
  lastActionAt: { name: 'mdp.lastActionAt', area: 'local' },
  /** The signed-in user and business records (spec 01 §9); never a token. */
  user: { name: 'mdp.user', area: 'local' },
  business: { name: 'mdp.business', area: 'local' },
  /** The authentication mode of this browser's sign-in (`token` or `session`): a reload restores with that credential. */
  signInAuthentication: { name: 'mdp.signInAuthentication', area: 'local' },
  /** The mode the last signed-in business's `new_authentication` flag asked for: the next sign-in's (decision 0065). */
  nextAuthentication: { name: 'mdp.nextAuthentication', area: 'local' },
  /** "false" while a sign-in still waits for its second factor: such a session is logged out. */
  mfaAuthenticated: { name: 'mdp.mfaAuthenticated', area: 'local' },
  /** Business ids whose unpaid-billing reminder was dismissed. */
  billingReminderDismissed: { name: 'mdp.billingReminderDismissed', area: 'local' },
  /** The feedback reminder per user id: shown count and when last shown (spec 02 §4; keys not in the spec). */
  feedbackReminder: { name: 'mdp.feedbackReminder', area: 'local' },
  /** The balance-view switch banner was closed (spec 01 §9 "balance-switch-banner-closed flag"). */
  balanceSwitchBannerClosed: { name: 'mdp.balanceSwitchBannerClosed', area: 'local' },
  /** Business ids already reminded of the IP whitelist on this browser (spec 01 §4, §9). */
  ipWhitelistReminded: { name: 'mdp.ipWhitelistReminded', area: 'local' },
  /** The environment the user last used in each business, by business id: a live business opens in it again (issue 42). */
  environmentByBusiness: { name: 'mdp.environmentByBusiness', area: 'local' },
  /** The sidebar's shrunk state. */
  sidebarShrunk: { name: 'mdp.sidebarShrunk', area: 'local' },
  /** `false` turns idle-time prefetch off for this browser (the benchmark's and browser tests' sessions; decision 0036). */
  idlePrefetch: { name: 'mdp.idlePrefetch', area: 'local' },
} as const;

export type StorageKey = keyof typeof KEYS;

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

/** Calls back when another tab changes the key (the `storage` event); returns the unsubscribe. */
export function onOtherTabChange(key: StorageKey, listener: (value: unknown) => void): () => void {
  const handler = (event: StorageEvent) => {
    if (event.key !== KEYS[key].name) return;
    try {
      listener(event.newValue == null ? undefined : JSON.parse(event.newValue));
    } catch {
      listener(undefined);
    }
  };
  window.addEventListener('storage', handler);
  return () => window.removeEventListener('storage', handler);
}

export const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
export const isString = (value: unknown): value is string => typeof value === 'string';
export const isBoolean = (value: unknown): value is boolean => typeof value === 'boolean';
export const isStringList = (value: unknown): value is string[] => Array.isArray(value) && value.every(isString);
export const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
