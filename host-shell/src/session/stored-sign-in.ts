import type { Business, User } from 'shared-contracts';
import type { AuthenticationMode } from '../config/deployment';
import { isNumber, isRecord, readJson, remove, writeJson } from '../platform/browser-storage';

export const isAuthenticationMode = (value: unknown): value is AuthenticationMode => value === 'token' || value === 'session';

/**
 * The mode a restore speaks (session/authentication-mode.ts): the deployment's override, else the
 * mode of the credential this browser's sign-in made, else token.
 */
export const restoringMode = (override: AuthenticationMode | undefined): AuthenticationMode =>
  override ?? readJson('signInAuthentication', isAuthenticationMode) ?? 'token';

/**
 * What the spec says the browser "stores" about a sign-in (spec 01 §9): the user and business
 * records, the last action time shared by every tab, and whether the second factor is done. Never a
 * token. One place for the keys a sign-in writes and a sign-out removes.
 */
export const storedSignIn = {
  /** Nobody signed in on this browser when there is no stored user: no round trip to find out. */
  exists: (): boolean => readJson('user', isRecord) !== undefined,
  /** A sign-in still waiting for its second factor: such a session is logged out on restore. */
  mfaPending: (): boolean => readJson('mfaAuthenticated', (value): value is false => value === false) === false,
  lastActionAt: (): number | null => readJson('lastActionAt', isNumber) ?? null,
  /**
   * The stored user's preferred language as stored, which the session's restore will show (the
   * start-up loads its texts first). Unchecked: this module runs in the entry, before the federation
   * runtime shares shared-contracts' LANGUAGES (light-login-gate.ts).
   */
  preferredLanguage: (): unknown => readJson('user', isRecord)?.preferred_language,

  signedIn(): void {
    writeJson('mfaAuthenticated', true);
  },
  /** The password is checked, the second factor not given yet: a reload now logs out. */
  awaitingSecondFactor(): void {
    writeJson('mfaAuthenticated', false);
  },
  remember(user: User, business?: Business): void {
    writeJson('user', user);
    if (business) writeJson('business', business);
  },
  recordAction(at: number): void {
    writeJson('lastActionAt', at);
  },
  forget(): void {
    // The mode of the sign-in's credential too (authentication-mode.ts); not the next sign-in's mode.
    for (const key of ['user', 'business', 'lastActionAt', 'mfaAuthenticated', 'signInAuthentication'] as const) remove(key);
  },
};
