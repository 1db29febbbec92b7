import type { AccountNotification, User } from '../../contract/entities';

/** Spec 01 §3: the account-notification entry of the sidebar tour. */
export const SIDEBAR_TOUR_NOTIFY = 'sidebarTour';

/** The sidebar tour's steps, each pointing at a part of the menu (spec 01 §9: 4, or 3 without the apps section). */
export type SidebarTourStep = 'menu' | 'accept-payments' | 'apps-partners' | 'configuration';

export function sidebarTourSteps(appsSectionShown: boolean): SidebarTourStep[] {
  return appsSectionShown ? ['menu', 'accept-payments', 'apps-partners', 'configuration'] : ['menu', 'accept-payments', 'configuration'];
}

/**
 * Spec 01 §4: the tour starts when its entry is ACTIVE; with no entry at all it is created ACTIVE
 * (and starts); INACTIVE (ended before) never starts.
 */
export function sidebarTourStart(user: Pick<User, 'account_notifications'>): 'start' | 'createAndStart' | 'none' {
  const entry = user.account_notifications.find((candidate) => candidate.notify === SIDEBAR_TOUR_NOTIFY);
  if (!entry) return 'createAndStart';
  return entry.status === 'ACTIVE' ? 'start' : 'none';
}

export const sidebarTourCreated = (): AccountNotification => ({ notify: SIDEBAR_TOUR_NOTIFY, status: 'ACTIVE', remind_me: false });

/** Finished or skipped: INACTIVE, never again. */
export const sidebarTourEnded = (): AccountNotification => ({ notify: SIDEBAR_TOUR_NOTIFY, status: 'INACTIVE', remind_me: false });
