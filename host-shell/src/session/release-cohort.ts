import { reaction } from 'mobx';
import { writeCohortCookie } from '../platform/cookies';
import type { SessionStore } from './session-store';

/**
 * Keeps the release cohort cookie on the session's business and user: the shell's server evaluates
 * each remote's release flags on it, so the next page load gets the versions of this business's
 * cohort (docs/decisions/0058-releases-and-cohorts.md). A business switch changes the cohort from
 * the next page load on; a sign-out keeps the business chosen last.
 */
export function keepReleaseCohort(session: SessionStore): () => void {
  return reaction(
    () => (session.business && session.user ? `${session.business.id} ${session.user.email}` : undefined),
    () => {
      if (session.business && session.user) writeCohortCookie(session.business.id, session.user.email);
    },
    { fireImmediately: true },
  );
}
