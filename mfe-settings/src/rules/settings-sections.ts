import type { SettingsPage, SettingsPageKey } from 'shared-contracts/rules';

/**
 * The settings pages this remote has content for (issue 15), each with the section (an anchor of
 * spec 01 §2, or null for a page without one) that a card or the section nav links to. The other
 * pages say honestly that they are not part of this dashboard yet: linking them to a section that
 * does not exist would land nowhere.
 */
export const BUILT_PAGES: Partial<Record<SettingsPageKey, string | null>> = {
  'business-profile': null,
  billings: 'billing-statements',
  withdrawals: 'bank-accounts',
  team: 'members',
  developers: 'api-keys',
  'payment-methods': null,
};

export function isBuilt(key: SettingsPageKey): boolean {
  return BUILT_PAGES[key] !== undefined;
}

/** Where a landing card or the section nav sends the user: the page, at its section when it has one. */
export function sectionHref(page: Pick<SettingsPage, 'key' | 'path' | 'anchors'>): string {
  const section = BUILT_PAGES[page.key];
  return typeof section === 'string' && page.anchors.includes(section) ? `${page.path}#${section}` : page.path;
}
