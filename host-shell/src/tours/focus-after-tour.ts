import type { AccountNotification } from 'shared-contracts';
import type { ShellServices } from '../platform/shell-context';

/**
 * After a tour closes, react-aria gives focus back to what held it when the tour opened. A tour that
 * opens on its own after sign-in may have found focus nowhere (the login form had gone), or on an
 * element a render has since replaced: then focus would fall to the body. The page's main landmark
 * takes it instead, so keyboard and screen-reader users continue from the page.
 */
export function returnFocusToPage(): void {
  // Two frames: react-aria restores focus in the frame after the overlay unmounts.
  requestAnimationFrame(() =>
    requestAnimationFrame(() => {
      const active = document.activeElement;
      if (active === null || active === document.body || !active.isConnected) document.getElementById('main')?.focus();
    }),
  );
}

/**
 * What every tour does when it ends (finished, skipped or Escape): focus back to the page, its
 * account notification recorded INACTIVE, the user read again so the tour does not come back.
 */
export function recordTourEnded({ api, session, report }: Pick<ShellServices, 'api' | 'session' | 'report'>, ended: AccountNotification, phase: string): void {
  returnFocusToPage();
  api
    .updateAccountNotifications([ended])
    .then(() => session.rereadUser())
    .catch((error: unknown) => report(error, { phase }));
}
