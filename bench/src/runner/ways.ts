// How a session reaches a page, through the shell's real UI, found by role and name as a screen
// reader would: the sidebar, the header's notification bell, the account menu's business switch.
import type { Page } from 'playwright-core';
import type { Way } from './config';

function sidebar(page: Page) {
  return page.getByRole('navigation', { name: 'Main menu' });
}

/** The sidebar link with exactly this accessible name (not "Card payments" for "Payments"). */
export function sidebarLink(page: Page, name: string) {
  return sidebar(page).getByRole('link', { name, exact: true });
}

export function pageHeading(page: Page, name: string) {
  return page.getByRole('heading', { level: 1, name, exact: true });
}

/** Presses what leads to the page; the caller waits for the page. */
export async function follow(page: Page, way: Way): Promise<void> {
  const header = page.getByRole('banner');
  switch (way.via) {
    case 'sidebar':
      await sidebarLink(page, way.link).click();
      return;
    case 'bell':
      // The bell opens its dropdown; See all leads to the notification centre.
      await header.getByRole('button', { name: 'Notifications', exact: true }).click();
      await header.getByRole('link', { name: 'See all', exact: true }).click();
      return;
    case 'business switch':
      // The account button's name holds the current business ("<user>, Toko Ku, +2 businesses");
      // it opens the account panel, a dialog outside the header (decision 0021).
      await header.getByRole('button', { name: way.from }).click();
      await page.getByRole('dialog').getByRole('button', { name: way.to, exact: true }).click();
      return;
  }
}
