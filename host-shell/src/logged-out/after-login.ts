import { landingPage, safeRedirect } from 'shared-contracts/rules';
import type { SessionStore } from '../session/session-store';

export interface LoginState {
  /** The gateway asked for a new login ("Please log in"). */
  relogin?: boolean;
  /** Why the last session ended: `inactive` or `sessionEnded`. */
  reason?: string;
  /** Where the user was going; same-origin paths only. */
  from?: string;
}

/** After login: where the user was going, else the landing page of spec 01 §2. */
export function afterLogin(session: SessionStore, from: unknown): string {
  const landing = landingPage(session.site.navigation);
  return safeRedirect(from, landing.status === 'ready' ? landing.path : '/home');
}
