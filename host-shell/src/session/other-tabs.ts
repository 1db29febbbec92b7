import { loadPage } from '../platform/browser-location';
import { isNumber, isRecord, onOtherTabChange } from '../platform/browser-storage';
import type { Business } from 'shared-contracts';
import type { SessionStore } from './session-store';
import { storedSignIn } from './stored-sign-in';

/**
 * What other tabs of the dashboard do reaches this one through storage: an action restarts the
 * inactivity count, a sign-out or a failed second factor ends the session, a business switch
 * moves this tab too (spec 01 §4).
 */
export function followOtherTabs(session: SessionStore, goTo: (path: string) => void): () => void {
  const stops = [
    onOtherTabChange('lastActionAt', (value) => {
      if (isNumber(value)) session.actedElsewhere(value);
    }),
    onOtherTabChange('user', (value) => {
      if (value === undefined) session.sessionEnded(false);
    }),
    onOtherTabChange('mfaAuthenticated', (value) => {
      if (value === false) session.sessionEnded(false);
    }),
    onOtherTabChange('business', (value) => {
      if (isRecord(value) && typeof value.id === 'string') {
        void session.businessChangedElsewhere(value as unknown as Business, goTo, () => loadPage('/'));
      }
    }),
    followBackForwardCache(session),
  ];
  return () => stops.forEach((stop) => stop());
}

/**
 * A page the browser brings back from its back/forward cache missed every storage event while it
 * was frozen: after a sign-out it would still show the previous session. On such a return the stored
 * sign-in decides: gone → this page's session ends too (the login page replaces what was shown).
 */
function followBackForwardCache(session: SessionStore): () => void {
  const onPageShow = (event: PageTransitionEvent) => {
    if (event.persisted && session.status === 'signedIn' && !storedSignIn.exists()) session.sessionEnded(false);
  };
  window.addEventListener('pageshow', onPageShow);
  return () => window.removeEventListener('pageshow', onPageShow);
}

/**
 * User actions that restart the inactivity count. While the warning shows, only its own buttons
 * decide: a press on "Sign out" must not first count as activity and close the dialog under the pointer.
 */
export function recordUserActions(session: SessionStore, warningShown: () => boolean): () => void {
  const events = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const;
  const onAction = () => {
    if (session.status === 'signedIn' && !warningShown()) session.touch();
  };
  events.forEach((name) => window.addEventListener(name, onAction, { passive: true, capture: true }));
  return () => events.forEach((name) => window.removeEventListener(name, onAction, { capture: true }));
}
