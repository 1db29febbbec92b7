import type { RouteKey, RouteRefs } from 'shared-contracts';
import { isFeatureAreaAllowed, type FeatureArea } from 'shared-contracts/rules';
import type { HomeFacts } from './home-facts';

export type QuickActionKey = 'createInvoice' | 'createDonationLink' | 'createPaymentLink' | 'sendMoney' | 'batchDisbursement' | 'viewTransactions';

export interface QuickAction {
  key: QuickActionKey;
  /** Where the card leads, by route key (the declaration's `links`): the shell resolves and gates it. */
  route: RouteKey;
  /** The feature area the card leads to: a card shows only where its area is allowed (spec 02 §2). */
  area: FeatureArea;
  /** Operation-only users see only these (spec 02 §6): nothing about balances or sending money. */
  noBalance: boolean;
  /** Invoice-creation cards: hidden when invoice creation is disabled, and in payment-link mode. */
  createsInvoices?: boolean;
  /** The payment-link card: shown in payment-link mode only. */
  paymentLink?: boolean;
}

export const QUICK_ACTIONS: readonly QuickAction[] = [
  { key: 'createInvoice', route: 'invoices', area: 'invoices', noBalance: true, createsInvoices: true },
  { key: 'createDonationLink', route: 'on-demand', area: 'on-demand', noBalance: true, createsInvoices: true },
  { key: 'createPaymentLink', route: 'payment-links.create', area: 'payment-links', noBalance: true, paymentLink: true },
  { key: 'sendMoney', route: 'disbursements', area: 'disbursements', noBalance: false },
  { key: 'batchDisbursement', route: 'batch-disbursements', area: 'batch_disbursements', noBalance: false },
  { key: 'viewTransactions', route: 'transactions-new', area: 'transactions-new', noBalance: true },
];

/** The home data the quick actions need (spec 02 §3). */
export interface QuickActionsData {
  shouldDisableInvoiceCreation: boolean;
}

/**
 * Spec 02 §6: users with view or edit see every card; operation-only users the noBalance ones;
 * others none. Invoice-creation cards hide when invoice creation is disabled; payment-link mode (the
 * payment_links flag, as the menu's paymentLinksMode rule) shows the payment-link card and hides the
 * invoice and donation-link cards, otherwise the payment-link card hides. A card whose area the
 * business's country and brand do not have never shows, nor one whose page the user may not open
 * or no deployed remote serves (`routes`).
 */
export function visibleQuickActions(facts: HomeFacts, data: QuickActionsData, routes: Pick<RouteRefs, 'isVisible'>): QuickAction[] {
  const { can_view, can_edit, operation } = facts.permissions;
  const paymentLinkMode = facts.featureFlags.payment_links;
  return QUICK_ACTIONS.filter((card) => {
    if (!(can_view || can_edit) && !(operation && card.noBalance)) return false;
    if (card.createsInvoices && (data.shouldDisableInvoiceCreation || paymentLinkMode)) return false;
    if (card.paymentLink && !paymentLinkMode) return false;
    return isFeatureAreaAllowed(card.area, facts.brand, facts.country) && routes.isVisible(card.route) === true;
  });
}
