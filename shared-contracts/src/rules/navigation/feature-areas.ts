/**
 * Feature areas allowed per country and brand (spec 02 §2). A menu entry that names an area shows
 * only where that area is allowed; entries without an area are not restricted by country or brand.
 */
import type { Brand, CountryOfOperation } from '../../contract/entities';

export const FEATURE_AREAS = [
  // always allowed
  'get_started',
  'home',
  'settings',
  'integrations',
  'reporting',
  // transactions
  'cash',
  'pending',
  'balance',
  'transactions-new',
  'all-accounts',
  // accept payments
  'credit_cards',
  'virtual_accounts',
  'ewallets',
  'retail_outlets',
  'qr-codes',
  // invoices and payment links
  'invoices',
  'on-demand',
  'recurring',
  'payment-links',
  'payment-recurring',
  // send payments
  'disbursements',
  'batch_disbursements',
  'payouts',
  'batch-remittances',
  'remittance-payouts',
  // others
  'escrow',
  'regional-lending',
  'customers',
  'issuing',
  'platform',
  'store',
  'apps-partners',
] as const;

export type FeatureArea = (typeof FEATURE_AREAS)[number];

/** Allowed everywhere: the menu part of spec 02's "always allowed" list. */
export const ALWAYS_ALLOWED_AREAS: readonly FeatureArea[] = ['get_started', 'home', 'settings', 'integrations', 'reporting'];

/**
 * Main brand, Indonesia. all-accounts, escrow, regional-lending and customers are not named by
 * spec 02 §2; they are Indonesian main-brand products, so they are allowed here and nowhere else.
 */
export const MAIN_BRAND_INDONESIA_AREAS: readonly FeatureArea[] = [
  'credit_cards', 'virtual_accounts', 'ewallets', 'retail_outlets',
  'invoices', 'on-demand', 'recurring',
  'payment-links', 'payment-recurring',
  'qr-codes',
  'disbursements', 'batch_disbursements', 'payouts',
  'cash', 'pending', 'balance', 'transactions-new', 'all-accounts',
  'platform', 'store', 'apps-partners', 'issuing',
  'escrow', 'regional-lending', 'customers',
];

/** Philippines: "invoices" is the invoice list only; "payment links" is its group; payout(-links) are payouts. */
export const PHILIPPINES_AREAS: readonly FeatureArea[] = [
  'credit_cards', 'invoices', 'payment-links', 'payment-recurring', 'batch_disbursements', 'payouts',
  'balance', 'transactions-new', 'platform', 'apps-partners', 'issuing',
];

export const REGIONAL_REMITTANCE_AREAS: readonly FeatureArea[] = ['balance', 'transactions-new'];

export const SECOND_BRAND_AREAS: readonly FeatureArea[] = [
  'virtual_accounts', 'ewallets', 'retail_outlets', 'disbursements', 'batch-remittances', 'remittance-payouts',
  'cash', 'pending', 'balance', 'transactions-new',
];

/**
 * Sections of areas, so that exclude_dashboard_page can name a whole section
 * (an escrow business excludes "transactions").
 */
export const AREA_SECTIONS: Readonly<Record<string, readonly FeatureArea[]>> = {
  transactions: ['cash', 'pending', 'balance', 'transactions-new'],
  'accept-payments': ['credit_cards', 'virtual_accounts', 'ewallets', 'retail_outlets', 'qr-codes'],
  invoices: ['invoices', 'on-demand', 'recurring'],
  'payment-links': ['payment-links', 'payment-recurring'],
  'send-payments': ['disbursements', 'batch_disbursements', 'payouts', 'batch-remittances', 'remittance-payouts'],
};

export function sectionsOf(area: FeatureArea): string[] {
  return Object.keys(AREA_SECTIONS).filter((section) => AREA_SECTIONS[section]?.includes(area));
}

/**
 * The areas of a brand in a country. The second brand has one list wherever it operates; the main
 * brand and the white-label partner brands share the main brand's per-country lists.
 */
export function allowedFeatureAreas(brand: Brand, country: CountryOfOperation): readonly FeatureArea[] {
  if (brand === 'SECOND') return [...ALWAYS_ALLOWED_AREAS, ...SECOND_BRAND_AREAS];
  switch (country) {
    case 'Philippines':
      return [...ALWAYS_ALLOWED_AREAS, ...PHILIPPINES_AREAS];
    case 'Singapore':
      return [...ALWAYS_ALLOWED_AREAS, ...REGIONAL_REMITTANCE_AREAS];
    case 'Indonesia':
      return [...ALWAYS_ALLOWED_AREAS, ...MAIN_BRAND_INDONESIA_AREAS];
  }
}

export function isFeatureAreaAllowed(area: FeatureArea, brand: Brand, country: CountryOfOperation): boolean {
  return allowedFeatureAreas(brand, country).includes(area);
}
