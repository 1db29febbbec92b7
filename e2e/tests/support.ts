import { expect, type Page, type Request } from '@playwright/test';

export const REMOTE_ORIGINS = {
  home: 'http://localhost:4801',
  activation: 'http://localhost:4802',
  cards: 'http://localhost:4803',
  settings: 'http://localhost:4804',
  notifications: 'http://localhost:4805',
} as const;

/** Every request the page makes from now on. */
export function recordRequests(page: Page): Request[] {
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));
  return requests;
}

/** Marks the window, so a test can tell that no full page reload happened. */
export async function markWindow(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { e2eMarker: string }).e2eMarker = 'still the same page';
  });
}

export async function windowIsMarked(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as { e2eMarker?: string }).e2eMarker === 'still the same page');
}

/** The sidebar, found the way a screen reader user finds it. */
export function sidebar(page: Page) {
  return page.getByRole('navigation', { name: 'Main menu' });
}

/**
 * Switches the dashboard to Bahasa Indonesia through the header's language menu (desktop header only),
 * and waits until the page says so. One place for it, so a change to the menu is fixed once.
 */
export async function chooseIndonesian(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Language: EN' }).click();
  await page.getByRole('menuitemradio', { name: 'Bahasa Indonesia' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'id');
}
