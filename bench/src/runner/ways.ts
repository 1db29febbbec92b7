// How a session reaches a page, through the shell's real UI, found by role and name as a screen
// reader would where it can: the sidebar, a link in the page, the header's notification bell and
// its dropdown, the account menu's business switch.
import type { Locator, Page } from 'playwright-core';
import type { Way } from './config';
import { PRESS_ATTRIBUTE } from './in-page';

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

const header = (page: Page) => page.getByRole('banner');

/** The one element a step presses; the business switch presses two and is never timed. */
export function pressTarget(page: Page, way: Exclude<Way, { via: 'business switch' }>): Locator {
  switch (way.via) {
    case 'sidebar':
      return sidebarLink(page, way.link);
    case 'main link':
      return page.getByRole('main').locator(`a[href="${way.href}"]`);
    case 'first match':
      return page.getByRole('main').locator(way.selector).first();
    case 'bell':
      return header(page).getByRole('button', { name: 'Notifications', exact: true });
    case 'see all':
      // The bell's dropdown is open (the step before opened it).
      return header(page).getByRole('link', { name: 'See all', exact: true });
  }
}

/**
 * Marks the element a timed step is about to press (`data-bench-press`, which the in-page timer
 * listens for) and returns it; the caller arms the timer, then clicks.
 */
export async function markPressTarget(page: Page, way: Exclude<Way, { via: 'business switch' }>, id: string): Promise<Locator> {
  const target = pressTarget(page, way);
  await target.evaluate((element, [attribute, value]) => element.setAttribute(attribute, value), [PRESS_ATTRIBUTE, id] as const);
  return target;
}

/** Presses what leads to the page; the caller waits for the page. */
export async function follow(page: Page, way: Way): Promise<void> {
  if (way.via !== 'business switch') {
    await pressTarget(page, way).click();
    return;
  }
  // The account button's name holds the current business ("<user>, Toko Ku, +2 businesses");
  // it opens the account panel, a dialog outside the header (decision 0021).
  await header(page).getByRole('button', { name: way.from }).click();
  await page.getByRole('dialog').getByRole('button', { name: way.to, exact: true }).click();
}
