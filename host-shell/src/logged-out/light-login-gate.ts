import { storedSignIn } from '../session/stored-sign-in';

/** Query parameters the light login understands: the language (spec 01 §2). */
const LIGHT_LOGIN_PARAMS = new Set(['lang']);

/**
 * Whether the shell's entry opens the light login (logged-out/light-login.tsx) instead of the
 * dashboard's start-up: a cold `/login` on a browser where nobody is signed in (no stored user
 * record, so no session to restore), without anything only the dashboard handles: an email link's
 * one-time token, a development override, or a history state the dashboard left (why the last
 * session ended, where the user was going; react-router keeps it as `usr`). Runs in the entry,
 * before the federation runtime has shared anything: it imports no shared module.
 */
export function opensLightLogin(location: Pick<Location, 'pathname' | 'search'>, historyState: unknown): boolean {
  if (location.pathname !== '/login' && location.pathname !== '/login/') return false;
  for (const key of new URLSearchParams(location.search).keys()) if (!LIGHT_LOGIN_PARAMS.has(key)) return false;
  const leftState = typeof historyState === 'object' && historyState !== null && (historyState as { usr?: unknown }).usr != null;
  return !leftState && !storedSignIn.exists();
}
