import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/**
 * axe-core's minified build, of the version @axe-core/playwright depends on: the builder injects
 * axe's source into the page before every run, and its default, the unminified axe.js (1.5 MB), took
 * a page 0.2-0.5 s to parse on the busy test machine, of a run of about a second.
 */
const AXE_SOURCE = readFileSync(createRequire(require.resolve('@axe-core/playwright')).resolve('axe-core/axe.min.js'), 'utf8');

/** The WCAG 2.2 AA rule tags every page is checked against. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * axe with the WCAG 2.2 AA rules, computing the details (selectors, HTML) of violations only: every
 * rule still runs on every node, but the passes are not described one by one (axe-core's API
 * "resultTypes", the documented way to make a run on a large page faster). It runs in the page
 * itself (`setLegacyMode`): the dashboard has no frames, so the default's extra blank page per run,
 * opened to merge results from cross-origin frames, only cost time (a quarter of an axe test's).
 * Without axe's stylesheet preload (`preload: false`): it copies the page's stylesheets into inline
 * <style> elements, which the shell's policy refuses anyway (so it never gave the one rule that reads
 * it, css-orientation-lock, anything to read), and whose refusals, reported after the run, made the
 * test's policy check fail at random.
 */
export function wcagAxe(page: Page): AxeBuilder {
  // `options` replaces what the builder holds (withTags' runOnly too): it comes first.
  return new AxeBuilder({ page, axeSource: AXE_SOURCE }).setLegacyMode(true).options({ resultTypes: ['violations'], preload: false }).withTags(WCAG_TAGS);
}

/**
 * axe (WCAG 2.2 AA) finds nothing on the page as it is now; `include` checks that part of the page
 * only. A Content Security Policy violation while it runs fails the test like any other (fixtures.ts).
 */
export async function expectNoAxeViolations(page: Page, { include }: { include?: string } = {}): Promise<void> {
  const axe = wcagAxe(page);
  const results = await (include ? axe.include(include) : axe).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}
