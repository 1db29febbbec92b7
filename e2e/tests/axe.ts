import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, type PolicyViolation } from './fixtures';

/** The WCAG 2.2 AA rule tags every page is checked against. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * axe with the WCAG 2.2 AA rules, computing the details (selectors, HTML) of violations only: every
 * rule still runs on every node, but the passes are not described one by one (axe-core's API
 * "resultTypes", the documented way to make a run on a large page faster).
 */
export function wcagAxe(page: Page): AxeBuilder {
  // `options` replaces what the builder holds (withTags' runOnly too): it comes first.
  return new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).withTags(WCAG_TAGS);
}

/**
 * axe (WCAG 2.2 AA) finds nothing on the page as it is now. axe adds an inline <style> while it
 * analyses, which the shell's policy refuses: those reports are set aside, any other violation
 * still fails the test through the fixture. `include` checks that part of the page only.
 */
export async function expectNoAxeViolations(page: Page, policyViolations: PolicyViolation[], { include }: { include?: string } = {}): Promise<void> {
  const before = policyViolations.length;
  const axe = wcagAxe(page);
  const results = await (include ? axe.include(include) : axe).analyze();
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve))); // reports still on their way
  const notAxes = policyViolations.splice(before).filter((violation) => !(violation.directive === 'style-src-elem' && violation.blocked === 'inline'));
  policyViolations.push(...notAxes);
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}
