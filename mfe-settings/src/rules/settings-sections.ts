import type { PageDeclaration } from 'shared-contracts/registry';
import declaration from '../../declaration.json';

/** The name of a settings page (`team`), the last part of its route key (`settings.team`). */
export type SettingsPageName = 'business-profile' | 'payment-methods' | 'team' | 'billings' | 'developers' | 'withdrawals';

export interface SettingsPage {
  readonly name: SettingsPageName;
  /** Its route key in this remote's declaration: `settings.<name>`. */
  readonly key: string;
  readonly path: string;
  readonly anchors: readonly string[];
}

/**
 * The settings pages this remote renders, in the order of spec 01 §2, from its declaration.json
 * (`pages` within the settings entry; the nested cards configuration is part of payment methods).
 * Who may open each is its declared gate, which the shell applies (`HostApi.routes`). The other
 * settings pages of spec 01 §2 (sending money, checkout, integrations, P2P escrow and RDL) have no
 * content in the spec: they are not declared, so no link or deep link leads to them.
 */
export const SETTINGS_PAGES: readonly SettingsPage[] = (declaration.pages as PageDeclaration[])
  .filter((page) => page.within === 'settings' && page.key.split('.').length === 2)
  .map((page) => ({ name: page.key.split('.')[1] as SettingsPageName, key: page.key, path: page.path, anchors: page.anchors ?? [] }));

/** The section a landing card or the section nav links to, where the page has one (an anchor of spec 01 §2). */
export const PAGE_SECTIONS: Readonly<Record<SettingsPageName, string | null>> = {
  'business-profile': null,
  'payment-methods': null,
  team: 'members',
  billings: 'billing-statements',
  developers: 'api-keys',
  withdrawals: 'bank-accounts',
};

/** Where a landing card or the section nav sends the user: the page, at its section when it has one. */
export function sectionHref(page: SettingsPage): string {
  const section = PAGE_SECTIONS[page.name];
  return section !== null && page.anchors.includes(section) ? `${page.path}#${section}` : page.path;
}
