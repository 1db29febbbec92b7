/**
 * The payment methods settings page (`/settings/payment-methods`, issue 16; spec 02 §3-§4): product
 * cards with the activation tracker. Paths, wire types and the tracker's evaluation, shared by the
 * settings remote and the sandbox gateway (`shared-contracts/areas/settings/payment-methods`).
 */
export const PAYMENT_METHODS_API = {
  /** GET: the business's product cards. */
  products: '/api/payment-methods',
  /** POST `/api/payment-methods/{product}/activation`: ask for activation (DUPLICATE_PRODUCT_APPLICATION_ERROR when asked already). */
  activation: (product: string) => `/api/payment-methods/${encodeURIComponent(product)}/activation`,
  /** GET `?environment=`: the virtual-account banks of the business in that environment (the detail modal's live/test toggle). */
  virtualAccounts: '/api/payment-methods/virtual-accounts',
  /** GET: the retail outlets of the business. */
  retailOutlets: '/api/payment-methods/retail-outlets',
  /** GET: where a Philippine business tops up its balance (the top-up instructions' bank table). */
  topUpBanks: '/api/payment-methods/top-up-banks',
} as const;

// ---------------------------------------------------------------------------------------------
// The payment-method detail modal (spec 02 §2-§4): virtual-account banks and retail outlets.

export type VirtualAccountKind = 'INVOICE' | 'FIXED';

/** A virtual-account bank (spec 02 §3) and which kinds of VA it serves (the modal's two tabs). */
export interface VirtualAccountBank {
  bank_code: string;
  bank_name: string;
  account_block_start: string;
  account_block_end: string;
  kinds: VirtualAccountKind[];
}

export interface VirtualAccountBanksAnswer {
  data: VirtualAccountBank[];
}

/** Banks each brand does not offer (issue 16). */
export const VA_BANK_EXCLUSIONS: Readonly<Record<'MAIN' | 'SECOND', readonly string[]>> = {
  MAIN: ['CIMB', 'BNI_SYARIAH', 'BSI', 'BJB'],
  SECOND: ['BRI', 'BCA', 'BNI_SYARIAH'],
};

/** The banks of a kind that the brand offers (a white-label partner follows the main brand's list). */
export function banksFor(banks: readonly VirtualAccountBank[], brand: string, kind: VirtualAccountKind): VirtualAccountBank[] {
  const excluded = VA_BANK_EXCLUSIONS[brand === 'SECOND' ? 'SECOND' : 'MAIN'];
  return banks.filter((bank) => bank.kinds.includes(kind) && !excluded.includes(bank.bank_code));
}

export const RETAIL_OUTLET_NAMES = ['ALFAMART', 'INDOMARET'] as const;
export type RetailOutletName = (typeof RETAIL_OUTLET_NAMES)[number];

/** A retail outlet (spec 02 §3) with when its onboarding started. */
export interface RetailOutlet {
  retail_outlet_name: RetailOutletName;
  prefix: string | null;
  onboarding_timestamp: string | null;
}

export interface RetailOutletsAnswer {
  data: RetailOutlet[];
}

/** Spec 02 §4: enabled when a prefix exists, pending with an onboarding timestamp, disabled without. */
export function retailOutletStatus(outlet: RetailOutlet): 'enabled' | 'pending' | 'disabled' {
  if (outlet.prefix) return 'enabled';
  if (outlet.onboarding_timestamp) return 'pending';
  return 'disabled';
}

/** INDOMARET is not offered by the second brand (issue 16). */
export const outletsFor = (outlets: readonly RetailOutlet[], brand: string): RetailOutlet[] =>
  outlets.filter((outlet) => !(brand === 'SECOND' && outlet.retail_outlet_name === 'INDOMARET'));

export const DUPLICATE_PRODUCT_APPLICATION_ERROR = 'DUPLICATE_PRODUCT_APPLICATION_ERROR';

/** The products the tracker covers (spec 02 §4), with the country whose businesses see them. */
export const TRACKED_PRODUCTS = ['OVO', 'DANA', 'LINKAJA', 'SHOPEEPAY', 'BCA', 'KREDIVO', 'PH_CARDS', 'GCASH'] as const;
export type TrackedProduct = (typeof TRACKED_PRODUCTS)[number];
export const PRODUCT_COUNTRY: Readonly<Record<TrackedProduct, 'Indonesia' | 'Philippines'>> = {
  OVO: 'Indonesia',
  DANA: 'Indonesia',
  LINKAJA: 'Indonesia',
  SHOPEEPAY: 'Indonesia',
  BCA: 'Indonesia',
  KREDIVO: 'Indonesia',
  PH_CARDS: 'Philippines',
  GCASH: 'Philippines',
};

/** A product card as the gateway answers it (spec 02 §3 "Payment method/product card", "Business product submission"). */
export interface ProductCard {
  product: TrackedProduct;
  isEnabled: boolean;
  isSubmitted: boolean;
  isRejected: boolean;
  /** Upper- or lower-case, as the partner systems write it (spec 02 §4). */
  sub_status: string | null;
  estimated_activation_timestamp: string | null;
  submitted_at: string | null;
  activated_at: string | null;
  rejected_at: string | null;
  deactivated_at: string | null;
  /** Whether this business may ask for this product at all. */
  activation_allowed: boolean;
  /** The cards product switched off for the business (the tracker's 'cards-disabled'). */
  cards_disabled: boolean;
}

export interface ProductCardsAnswer {
  data: ProductCard[];
}

export type ProductStatus = 'enabled' | 'rejected' | 'pending' | 'disabled' | 'cards-disabled';

/** Each product's ordered progress (spec 02 §4 "seen in the tracker"), the last step being live. */
export const PRODUCT_STEPS: Readonly<Record<TrackedProduct, readonly string[]>> = {
  OVO: ['NEW_SUBMISSION', 'AWAITING_PARTNER_ACTION', 'UAT', 'LIVE'],
  DANA: ['NEW_SUBMISSION', 'AWAITING_MERCHANT_DATA', 'AWAITING_PARTNER_ACTION', 'TESTING_UAT', 'LIVE'],
  LINKAJA: ['NEW_SUBMISSION', 'AWAITING_TNC_FROM_CUSTOMER', 'AWAITING_PARTNER_ACTION', 'UAT', 'LIVE'],
  SHOPEEPAY: ['NEW_SUBMISSION', 'AWAITING_MERCHANT_DATA', 'AWAITING_FEEDBACK_FROM_SHOPEE', 'UAT', 'LIVE'],
  BCA: ['NEW_SUBMISSION', 'AWAITING_MERCHANT_PRICE_CONFIRMATION', 'AWAITING_FEEDBACK_FROM_BCA', 'TRANSACTION_TESTING', 'LIVE'],
  KREDIVO: ['NEW_USER_ACTIVATION', 'AWAITING_INFO_FROM_MERCHANT', 'AWAITING_PARTNER_ACTION', 'TESTING_ONSITE', 'LIVE'],
  PH_CARDS: ['NEW_SUBMISSION', 'AWAITING_INFO_FROM_MERCHANT', 'AWAITING_MERCHANT_PG_SWITCH_CONFIRMATION', 'UAT', 'LIVE'],
  GCASH: ['NEW_SUBMISSION', 'AWAITING_PARTNER_ACTION', 'TESTING_UAT', 'LIVE'],
};

/** Every pending sub-status the tracker knows (spec 02 §4), upper-case. */
export const PENDING_SUB_STATUSES = [
  'NEW_SUBMISSION',
  'AWAITING_MERCHANT_DATA',
  'AWAITING_PARTNER_ACTION',
  'AWAITING_TNC_FROM_CUSTOMER',
  'TESTING_UAT',
  'AWAITING_MERCHANT_PG_SWITCH_CONFIRMATION',
  'AWAITING_MERCHANT_PRICE_CONFIRMATION',
  'TESTING_ONSITE',
  'NEW_USER_ACTIVATION',
  'AWAITING_INFO_FROM_MERCHANT',
  'AWAITING_FEEDBACK_FROM_SHOPEE',
  'AWAITING_FEEDBACK_FROM_BCA',
  'UAT',
  'TRANSACTION_TESTING',
] as const;
export const REJECTED_SUB_STATUSES = ['DECLINED_TEMPORARY', 'DECLINED_PERMANENT', 'DEACTIVATED', 'REJECTED'] as const;
export const ENABLED_SUB_STATUSES = ['LIVE', 'ENABLED_TRANSACTING', 'ENABLED_NOT_TRANSACTING', 'ENABLED_LINKAJA'] as const;

/** The one form the tracker compares: upper-case, spaces as underscores ("testing UAT" → TESTING_UAT). */
export const normaliseSubStatus = (value: string | null): string | null =>
  value === null || value.trim() === '' ? null : value.trim().replace(/\s+/g, '_').toUpperCase();

export const isRejectedSubStatus = (value: string | null): boolean =>
  (REJECTED_SUB_STATUSES as readonly string[]).includes(normaliseSubStatus(value) ?? '');

/** Evaluated in order enabled → rejected → submitted (pending) → disabled; cards can be switched off. */
export function productStatus(card: Pick<ProductCard, 'isEnabled' | 'isRejected' | 'isSubmitted' | 'cards_disabled' | 'product'>): ProductStatus {
  if (card.isEnabled) return 'enabled';
  if (card.isRejected) return 'rejected';
  if (card.isSubmitted) return 'pending';
  if (card.product === 'PH_CARDS' && card.cards_disabled) return 'cards-disabled';
  return 'disabled';
}

export type StepState = 'done' | 'current' | 'todo';
export interface TrackerStep {
  key: string;
  state: StepState;
  /** On the last step only, when the gateway estimated one. */
  estimatedGoLive: string | null;
}

/**
 * The ordered progress list: earlier steps done, the current one in progress. An enabled product
 * has every step done; a pending one is at its sub-status (the first step when the sub-status is not
 * one of the product's); a rejected or disabled one has no progress to show.
 */
export function trackerSteps(card: ProductCard): TrackerStep[] {
  const status = productStatus(card);
  if (status !== 'enabled' && status !== 'pending') return [];
  const steps = PRODUCT_STEPS[card.product];
  const sub = normaliseSubStatus(card.sub_status);
  const found = sub === null ? -1 : steps.indexOf(sub);
  const current = status === 'enabled' ? steps.length : Math.max(found, 0);
  return steps.map((key, index) => ({
    key,
    state: index < current ? 'done' : index === current ? 'current' : 'todo',
    estimatedGoLive: index === steps.length - 1 && status === 'pending' ? card.estimated_activation_timestamp : null,
  }));
}

/** Activate is disabled when pending or enabled, when the sub-status is a rejected one, or when not allowed. */
export function mayActivate(card: ProductCard): boolean {
  const status = productStatus(card);
  if (status === 'pending' || status === 'enabled') return false;
  if (isRejectedSubStatus(card.sub_status)) return false;
  return card.activation_allowed;
}

/** The date a rejected card shows: when it was deactivated, else when it was rejected. */
export function rejectionDate(card: ProductCard): { kind: 'deactivated' | 'rejected'; at: string } | null {
  if (productStatus(card) !== 'rejected') return null;
  if (card.deactivated_at && normaliseSubStatus(card.sub_status) === 'DEACTIVATED') return { kind: 'deactivated', at: card.deactivated_at };
  if (card.rejected_at) return { kind: 'rejected', at: card.rejected_at };
  if (card.deactivated_at) return { kind: 'deactivated', at: card.deactivated_at };
  return null;
}

/** A bank a Philippine business tops up its balance at (spec 02 §2 top-up instructions). */
export interface TopUpBank {
  bank_name: string;
  account_name: string;
  account_number: string;
}

export interface TopUpBanksAnswer {
  data: TopUpBank[];
  /** What the business writes in the transfer's reference, so the top-up is matched to it. */
  reference: string;
}

/** The downloadable instructions: the same facts as the modal, as plain text. */
export function topUpInstructionsText(answer: TopUpBanksAnswer, texts: { title: string; reference: string; columns: [string, string, string] }): string {
  const rows = answer.data.map((bank) => `${bank.bank_name}\t${bank.account_name}\t${bank.account_number}`);
  return [texts.title, '', `${texts.reference}: ${answer.reference}`, '', texts.columns.join('\t'), ...rows, ''].join('\n');
}
