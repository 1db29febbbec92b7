import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { sandboxUrl } from './worker-stack';
import type { PolicyViolation } from './fixtures';

/** The content area, where a remote's page renders. */
export const main = (page: Page) => page.getByRole('main');

/** Opens a settings path and waits for its heading. */
export async function openSettings(page: Page, path = '/settings'): Promise<void> {
  await page.goto(path);
  await expect(main(page).getByRole('heading', { level: 1 })).toBeVisible();
}

/** axe (WCAG 2.2 AA) finds nothing; axe's own inline <style> is the one policy violation forgiven. */
export async function expectNoAxeViolations(page: Page, policyViolations: PolicyViolation[]): Promise<void> {
  const before = policyViolations.length;
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
  const notAxes = policyViolations.splice(before).filter((v) => !(v.directive === 'style-src-elem' && v.blocked === 'inline'));
  policyViolations.push(...notAxes);
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** The sandbox's outbox (its control API): the texts and emails it "sent", oldest first. */
export async function outbox(): Promise<{ kind: string; recipient: string; subject: string }[]> {
  const response = await fetch(`${sandboxUrl()}/__sandbox/outbox`);
  expect(response.ok).toBe(true);
  return ((await response.json()) as { messages: { kind: string; recipient: string; subject: string }[] }).messages;
}
