import { expect, type Page } from '@playwright/test';
import { sandboxUrl } from './worker-stack';
export { expectNoAxeViolations } from './axe';
import { main } from './support';

export { main };

/** Opens a settings path and waits for its heading. */
export async function openSettings(page: Page, path = '/settings'): Promise<void> {
  await page.goto(path);
  await expect(main(page).getByRole('heading', { level: 1 })).toBeVisible();
}

/** The sandbox's outbox (its control API): the texts and emails it "sent", oldest first. */
export async function outbox(): Promise<{ kind: string; recipient: string; subject: string }[]> {
  const response = await fetch(`${sandboxUrl()}/__sandbox/outbox`);
  expect(response.ok).toBe(true);
  return ((await response.json()) as { messages: { kind: string; recipient: string; subject: string }[] }).messages;
}
