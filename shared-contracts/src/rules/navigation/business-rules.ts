/**
 * Brand, country and business rules of spec 01 §6 that gate menu entries, by name, so the menu data
 * says which rule applies and each rule is tested on its own.
 */
import { isInternalStaff } from '../account/banners';
import { isActivationStatusOnly } from '../account/account-statuses';
import { isTierOne, isTierZero } from '../account/live-mode';
import { type GateFacts, isTransactionsPageExcluded } from './navigation-facts';

export type BusinessRule =
  | 'flaggedForGetStarted'
  | 'tierZeroOrOne'
  | 'activationStatusOnly'
  | 'notPhilippines'
  | 'payoutsAllowed'
  | 'batchDisbursementAllowed'
  | 'balanceTab'
  | 'paymentLinksMode'
  | 'invoicesMode'
  | 'oldRecurringView'
  | 'taxBusiness'
  | 'internalStaff'
  | 'xenPlatform'
  | 'notXenPlatform'
  | 'appsAndPartners'
  | 'transactionsNotExcluded'
  | 'paymentMethodsSettingsPage';

type Facts = GateFacts;

export const BUSINESS_RULES: Readonly<Record<BusinessRule, (facts: Facts) => boolean>> = {
  /** /get-started: the business is flagged for it (get_started_page_enabled) and the get_started flag is on. */
  flaggedForGetStarted: ({ getStartedPageEnabled, featureFlags }) => getStartedPageEnabled && featureFlags.get_started,
  /** The activation entry: tier zero or tier one. */
  tierZeroOrOne: ({ business }) => isTierZero(business) || isTierOne(business.go_live_status),
  /**
   * The activation status entry: under way where the spec hides the activation entry (submitted and
   * in review, or instant-live and asked for documents; docs/decisions/0064).
   */
  activationStatusOnly: ({ business }) => isActivationStatusOnly(business),
  /** The Philippines hides cash, all accounts and the resolution centre. */
  notPhilippines: ({ business }) => business.country_of_operation !== 'Philippines',
  /** The Philippines hides payouts unless batch payout links are allowed. */
  payoutsAllowed: ({ business, featureFlags }) =>
    business.country_of_operation !== 'Philippines' || featureFlags.batch_payout_links,
  /** Removed in production for non-Philippines main-brand businesses without disbursement view. */
  batchDisbursementAllowed: ({ business, businessSettings }) =>
    !(
      business.environment === 'PRODUCTION' &&
      business.brand_name === 'MAIN' &&
      business.country_of_operation !== 'Philippines' &&
      !businessSettings.can_view_disbursement
    ),
  /** /balance: the balance tab flag, or the new balance view (whose landing page it is). */
  balanceTab: ({ featureFlags }) => featureFlags.balance_tab || featureFlags.new_balance_view,
  /** "Invoices or payment links": the payment_links flag swaps the Invoices group for Payment Links. */
  paymentLinksMode: ({ featureFlags }) => featureFlags.payment_links,
  invoicesMode: ({ featureFlags }) => !featureFlags.payment_links,
  /** The new recurring view (/recurring-new) replaces /recurring. */
  oldRecurringView: ({ featureFlags }) => !featureFlags.new_recurring_view,
  /** The deployment's tax business-id list adds /tax. */
  taxBusiness: ({ business, taxBusinessIds }) => taxBusinessIds.includes(business.id),
  /** E-receipts: the user's email is on an internal company domain (and the ereceipts flag). */
  internalStaff: ({ user, internalEmailDomains }) => isInternalStaff(user.email, internalEmailDomains),
  xenPlatform: ({ businessSettings }) => businessSettings.is_xen_platform,
  notXenPlatform: ({ businessSettings }) => !businessSettings.is_xen_platform,
  /**
   * Apps and partners is hidden for the Philippines, regional remittance (SG), platform sub-accounts,
   * businesses with the transactions page excluded, and the second brand.
   */
  appsAndPartners: ({ business }) =>
    business.country_of_operation === 'Indonesia' &&
    !business.is_xp_sub_account &&
    !isTransactionsPageExcluded(business) &&
    business.brand_name !== 'SECOND',
  transactionsNotExcluded: ({ business }) => !isTransactionsPageExcluded(business),
  /** The Configuration entry follows its settings page, which exclude_dashboard_settings may remove. */
  paymentMethodsSettingsPage: ({ business }) => !business.permission.exclude_dashboard_settings.includes('payment-methods'),
};

export function passesBusinessRule(rule: BusinessRule, facts: Facts): boolean {
  return BUSINESS_RULES[rule](facts);
}
