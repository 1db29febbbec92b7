import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, type PolicyViolation } from './fixtures';

/** The WCAG 2.2 AA rule tags every page is checked against. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * axe (WCAG 2.2 AA) finds nothing on the page as it is now. axe adds an inline <style> while it
 * analyses, which the shell's policy refuses: those reports are set aside, any other violation
 * still fails the test through the fixture.
 */
export async function expectNoAxeViolations(page: Page, policyViolations: PolicyViolation[]): Promise<void> {
  const before = policyViolations.length;
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve))); // reports still on their way
  const notAxes = policyViolations.splice(before).filter((violation) => !(violation.directive === 'style-src-elem' && violation.blocked === 'inline'));
  policyViolations.push(...notAxes);
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}
