import type { RouteLinkOptions, RouteKey, RouteRefs } from 'shared-contracts';
import { isFeatureAreaAllowed } from 'shared-contracts/rules';
import { isRemittance, type HomeFacts } from './home-facts';

export type AccountSetupKey = 'addBankAccount' | 'addTeamMembers' | 'apiKeys' | 'callbacks' | 'previewInvoice';

/** Where each card leads, by route key and section (the declaration's `links`). */
export const ACCOUNT_SETUP_LINKS: Readonly<Record<AccountSetupKey, { route: RouteKey } & Pick<RouteLinkOptions, 'anchor'>>> = {
  addBankAccount: { route: 'settings.withdrawals', anchor: 'bank-accounts' },
  addTeamMembers: { route: 'settings.team', anchor: 'members' },
  apiKeys: { route: 'settings.developers', anchor: 'api-keys' },
  callbacks: { route: 'settings.developers', anchor: 'callbacks' },
  previewInvoice: { route: 'invoices.customize-checkout' },
};

/** The home data flags of spec 02 §3 that dismiss account-setup cards. */
export interface AccountSetupData {
  /** bankAccountData: the business has a bank account. */
  hasBankAccount: boolean;
  /** teamMemberData: someone besides the user is in the team. */
  hasTeamMember: boolean;
  /** secretApiKeyData: a secret API key exists (in this environment). */
  hasSecretApiKey: boolean;
}

/** Which cards may show before the data is read: the permission and country part of each rule. */
export function accountSetupCandidates(facts: HomeFacts): Record<AccountSetupKey, boolean> {
  const { can_administer, can_manage_tech_settings } = facts.permissions;
  const remittance = isRemittance(facts);
  return {
    // Spec 02 §6: administer, except regional remittance and the Philippines bank case.
    addBankAccount: can_administer || remittance || facts.country === 'Philippines',
    addTeamMembers: can_administer || remittance,
    apiKeys: can_manage_tech_settings,
    callbacks: can_manage_tech_settings,
    // Dismissed for regional remittance (and wherever the business has no invoices).
    previewInvoice: !remittance && isFeatureAreaAllowed('invoices', facts.brand, facts.country),
  };
}

/**
 * The calls the account-setup section needs: only those whose card may show — the user's
 * permissions and country allow it, and its page is one the shell links (`routes`).
 */
export function accountSetupReads(facts: HomeFacts, routes: Pick<RouteRefs, 'isVisible'>): { bankAccounts: boolean; teamMembers: boolean; secretApiKeys: boolean } {
  const candidates = accountSetupCandidates(facts);
  const mayShow = (key: AccountSetupKey) => candidates[key] && routes.isVisible(ACCOUNT_SETUP_LINKS[key].route) === true;
  return { bankAccounts: mayShow('addBankAccount'), teamMembers: mayShow('addTeamMembers'), secretApiKeys: mayShow('apiKeys') };
}

/**
 * Spec 02 §6: a card is dismissed once a bank account, a team member or a secret API key exists;
 * a card whose page the user may not open, or no deployed remote serves, never shows (`routes`).
 */
export function visibleAccountSetup(facts: HomeFacts, data: AccountSetupData, routes: Pick<RouteRefs, 'isVisible'>): AccountSetupKey[] {
  const candidates = accountSetupCandidates(facts);
  const dismissed: Record<AccountSetupKey, boolean> = {
    addBankAccount: data.hasBankAccount,
    addTeamMembers: data.hasTeamMember,
    apiKeys: data.hasSecretApiKey,
    callbacks: false,
    previewInvoice: false,
  };
  return (Object.keys(ACCOUNT_SETUP_LINKS) as AccountSetupKey[]).filter(
    (key) => candidates[key] && !dismissed[key] && routes.isVisible(ACCOUNT_SETUP_LINKS[key].route) === true,
  );
}

/** teamMemberData (spec 02 §3): someone besides the signed-in user is in the team. */
export function teamMemberExists(users: readonly { email: string }[], userEmail: string): boolean {
  return users.some((user) => user.email.toLowerCase() !== userEmail.toLowerCase());
}
