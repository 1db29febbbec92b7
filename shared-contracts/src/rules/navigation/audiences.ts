/**
 * Who may see a menu entry, by permission flags (spec 01 §6 "Sidebar visibility"):
 * - can_view or can_edit: basic, transactions, accept payments, QR, send payments, store, apps and
 *   partners, invoices or payment links, all accounts, customers;
 * - operation alone: the smaller set of `viewersOrOperations` (the pages that show no balance and move
 *   no money: transactions list, accept payments, QR codes, invoices or payment links, customers) plus
 *   callbacks, basic and apps;
 * - everybody else: basic and apps only;
 * - can_approve adds batch disbursement; can_withdraw adds balance or cash (and escrow balance);
 *   approvers and withdrawers also get all accounts;
 * - can_manage_tech_settings, can_view or operation add callbacks;
 * - can_administer adds activity logs, team and the activation entry.
 */
import type { PermissionFlags } from '../../contract/entities';

export type Audience =
  | 'everyone'
  | 'viewers'
  | 'viewersOrOperations'
  | 'balanceViewers'
  | 'accountViewers'
  | 'batchDisbursers'
  | 'callbackManagers'
  | 'techSettingsManagers'
  | 'paymentMethodManagers'
  | 'anyPermission'
  | 'billingViewers'
  | 'developerSettingsManagers'
  | 'withdrawalManagers'
  | 'administrators';

const isViewer = (flags: PermissionFlags): boolean => flags.can_view || flags.can_edit;

export const AUDIENCES: Readonly<Record<Audience, (flags: PermissionFlags) => boolean>> = {
  everyone: () => true,
  viewers: isViewer,
  viewersOrOperations: (flags) => isViewer(flags) || flags.operation,
  balanceViewers: (flags) => isViewer(flags) || flags.can_withdraw,
  accountViewers: (flags) => isViewer(flags) || flags.can_approve || flags.can_withdraw,
  batchDisbursers: (flags) => isViewer(flags) || flags.can_approve,
  callbackManagers: (flags) => flags.can_manage_tech_settings || flags.can_view || flags.operation,
  techSettingsManagers: (flags) => flags.can_manage_tech_settings,
  /** Payment methods (menu entry and settings page): viewers see the statuses, administrators activate. */
  paymentMethodManagers: (flags) => isViewer(flags) || flags.can_administer,
  administrators: (flags) => flags.can_administer,
  // The settings pages of spec 01 §6 ("Settings pages"), declared by mfe-settings.
  /** Sending money and checkout settings: any permission flag at all. */
  anyPermission: (flags) => hasAnyPermission(flags),
  /** Billings: viewers and administrators. */
  billingViewers: (flags) => flags.can_view || flags.can_administer,
  /** Developers and the escrow settings: administrators and tech settings managers. */
  developerSettingsManagers: (flags) => flags.can_administer || flags.can_manage_tech_settings,
  /** Withdrawals: administrators and withdrawers. */
  withdrawalManagers: (flags) => flags.can_administer || flags.can_withdraw,
};

export function isInAudience(audience: Audience, flags: PermissionFlags): boolean {
  return AUDIENCES[audience](flags);
}

/** Any permission flag at all. */
export function hasAnyPermission(flags: PermissionFlags): boolean {
  return (
    flags.can_view ||
    flags.can_edit ||
    flags.can_approve ||
    flags.can_manage_tech_settings ||
    flags.can_administer ||
    flags.can_withdraw ||
    flags.operation
  );
}
