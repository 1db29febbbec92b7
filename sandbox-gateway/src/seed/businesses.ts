import type {
  Brand,
  BusinessType,
  CountryOfOperation,
  FeatureFlag,
  GoLiveStatus,
  KycVerificationStatus,
} from 'shared-contracts';

/** The seeded merchants. Ids are readable on purpose: testers type them into feature-flag look-ups. */
export interface BusinessSeed {
  id: string;
  name: string;
  email: string;
  brand: Brand;
  country: CountryOfOperation;
  status: GoLiveStatus;
  kyc: KycVerificationStatus;
  /** Days before seeding; 0 makes a "recently created" business. */
  createdDaysAgo: number;
  type?: BusinessType;
  excludePages?: string[];
  excludeSettings?: string[];
  subAccount?: { type: 'MANAGED' | 'OWNED'; master: string };
  canViewDisbursement?: boolean;
  isXenPlatform?: boolean;
  flags: { allExcept: FeatureFlag[] } | { only: FeatureFlag[] };
  getStartedEnabled?: boolean;
  /** Days before seeding the activation form was submitted; absent: not submitted. */
  submittedDaysAgo?: number;
  cidrWhitelist?: { DEVELOPMENT?: string[]; PRODUCTION?: string[] };
  secretKeys: ('DEVELOPMENT' | 'PRODUCTION')[];
  ereceipts?: { DEVELOPMENT: boolean; PRODUCTION: boolean };
  /** dueInDays < 0: due date already passed. */
  billing: { status: 'PAID' | 'UNPAID'; dueInDays: number; amount: number; period: string }[];
  /** What the home page reads (README "The home page"); absent: nothing set up, no offering. */
  home?: HomeSeed;
}

export interface HomeSeed {
  /** The home data flag shouldDisableInvoiceCreation. */
  disableInvoiceCreation?: boolean;
  /** Bank accounts for withdrawals: [bank code, holder, account number]. */
  bankAccounts?: [string, string, string][];
  /** The capital offering; submittedDaysAgo: the business already said it is interested. */
  capital?: { maxAmount: number | null; eligible: boolean; submittedDaysAgo?: number };
}

export const TOKO_KU = 'biz_tokoku';

export const BUSINESSES: readonly BusinessSeed[] = [
  {
    id: TOKO_KU, name: 'Toko Ku', email: 'finance@tokoku.test', brand: 'MAIN', country: 'Indonesia',
    status: 'LIVE', kyc: 'PASSED', createdDaysAgo: 800, canViewDisbursement: true, isXenPlatform: true,
    flags: { allExcept: [] }, submittedDaysAgo: 700,
    cidrWhitelist: { DEVELOPMENT: [], PRODUCTION: [] },
    secretKeys: ['DEVELOPMENT', 'PRODUCTION'],
    ereceipts: { DEVELOPMENT: true, PRODUCTION: false },
    billing: [
      { status: 'UNPAID', dueInDays: -10, amount: 1_250_000, period: 'last month' },
      { status: 'PAID', dueInDays: -40, amount: 980_000, period: 'two months ago' },
    ],
    home: {
      bankAccounts: [['BCA', 'PT Toko Ku', '0123456789'], ['MANDIRI', 'PT Toko Ku', '1370012345678']],
      capital: { maxAmount: 500_000_000, eligible: true },
    },
  },
  {
    id: 'biz_tokoku_express', name: 'Toko Ku Express', email: 'express@tokoku.test', brand: 'MAIN', country: 'Indonesia',
    status: 'TIER_1', kyc: 'PASSED', createdDaysAgo: 300, submittedDaysAgo: 250,
    // The notification centre is off here: the bell has no "See all" and /notification-center is not found.
    // Payment links are off: the owner's business in invoice mode (Invoices in its menu; the benchmark's invoices list).
    flags: { allExcept: ['get_started', 'notification_center', 'payment_links'] },
    cidrWhitelist: { PRODUCTION: ['198.51.100.0/24'] }, secretKeys: ['DEVELOPMENT', 'PRODUCTION'],
    billing: [{ status: 'PAID', dueInDays: -20, amount: 150_000, period: 'last month' }],
    home: { bankAccounts: [['BNI', 'Toko Ku Express', '0987654321']], capital: { maxAmount: 150_000_000, eligible: true, submittedDaysAgo: 3 } },
  },
  {
    id: 'biz_tokoku_baru', name: 'Toko Ku Baru', email: 'baru@tokoku.test', brand: 'MAIN', country: 'Indonesia',
    status: 'AWAITING_DOCS', kyc: 'AWAITING_DATA', createdDaysAgo: 5, flags: { allExcept: [] }, getStartedEnabled: true,
    secretKeys: ['DEVELOPMENT'], billing: [],
  },
  {
    id: 'biz_warungbaru', name: 'Warung Baru', email: 'hello@warungbaru.test', brand: 'MAIN', country: 'Indonesia',
    status: 'AWAITING_DOCS', kyc: 'AWAITING_DATA', createdDaysAgo: 0, getStartedEnabled: true,
    flags: { only: ['get_started', 'notification_center', 'payment_links', 'reporting'] },
    secretKeys: [], billing: [],
    home: { capital: { maxAmount: null, eligible: false } },
  },
  {
    id: 'biz_manila', name: 'Manila Mart', email: 'billing@manila.test', brand: 'MAIN', country: 'Philippines',
    status: 'LIVE', kyc: 'PASSED', createdDaysAgo: 500,
    flags: { allExcept: ['new_authentication', 'store_operations', 'store_products', 'store_orders', 'lending', 'ereceipts'] },
    submittedDaysAgo: 450,
    cidrWhitelist: { PRODUCTION: ['203.0.113.0/24'] }, secretKeys: ['DEVELOPMENT', 'PRODUCTION'],
    billing: [{ status: 'PAID', dueInDays: -15, amount: 4_500, period: 'last month' }],
  },
  {
    id: 'biz_remit', name: 'Lion City Remit', email: 'ops@remit.test', brand: 'MAIN', country: 'Singapore',
    status: 'LIVE', kyc: 'PASSED', createdDaysAgo: 400,
    flags: { only: ['notification_center', 'reporting', 'security_log', 'new_balance_view', 'balance_tab'] },
    submittedDaysAgo: 380, cidrWhitelist: { PRODUCTION: ['192.0.2.10/32'] },
    secretKeys: ['PRODUCTION'], billing: [{ status: 'PAID', dueInDays: -12, amount: 320, period: 'last month' }],
  },
  {
    id: 'biz_brand2', name: 'Nusantara Dua', email: 'admin@brand2.test', brand: 'SECOND', country: 'Indonesia',
    status: 'LIVE', kyc: 'PASSED', createdDaysAgo: 365,
    flags: { allExcept: ['ereceipts', 'store_operations', 'store_products', 'store_orders'] },
    submittedDaysAgo: 300,
    cidrWhitelist: { PRODUCTION: ['198.51.100.7/32'] }, secretKeys: ['DEVELOPMENT', 'PRODUCTION'], billing: [],
    home: { bankAccounts: [['BRI', 'Nusantara Dua', '002301000123456']], capital: { maxAmount: 200_000_000, eligible: true } },
  },
  {
    id: 'biz_partner', name: 'Partner Pay Shop', email: 'admin@partner.test', brand: 'PARTNER_A', country: 'Indonesia',
    status: 'LIVE', kyc: 'PASSED', createdDaysAgo: 200, flags: { allExcept: ['new_authentication', 'ereceipts'] },
    submittedDaysAgo: 190,
    cidrWhitelist: { PRODUCTION: ['192.0.2.0/28'] }, secretKeys: ['PRODUCTION'], billing: [],
  },
  {
    id: 'biz_internal', name: 'Sandbox Internal Ops', email: 'ops@internal.test', brand: 'MAIN', country: 'Indonesia',
    status: 'LIVE', kyc: 'PASSED', createdDaysAgo: 1000, flags: { allExcept: ['new_authentication'] },
    submittedDaysAgo: 990,
    cidrWhitelist: { PRODUCTION: ['10.0.0.0/8'] }, secretKeys: ['PRODUCTION'], billing: [],
    home: { bankAccounts: [['BCA', 'Sandbox Internal Ops', '5550001111']] },
  },
  {
    id: 'biz_escrow', name: 'Escrow Nusantara', email: 'escrow@escrow.test', brand: 'MAIN', country: 'Indonesia',
    status: 'LIVE', kyc: 'PASSED', createdDaysAgo: 150, excludePages: ['transactions'], excludeSettings: ['integrations'],
    flags: { only: ['escrow_settings', 'notification_center'] }, submittedDaysAgo: 140,
    cidrWhitelist: { PRODUCTION: ['203.0.113.9/32'] },
    secretKeys: [], billing: [],
  },
  {
    id: 'biz_platform_sub', name: 'Toko Ku Sub-account', email: 'sub@tokoku.test', brand: 'MAIN', country: 'Indonesia',
    status: 'LIVE', kyc: 'PASSED', createdDaysAgo: 90, type: 'MANAGED',
    subAccount: { type: 'MANAGED', master: TOKO_KU }, flags: { only: ['new_authentication', 'notification_center'] },
    submittedDaysAgo: 85, secretKeys: [], billing: [],
  },
  {
    id: 'biz_cebu', name: 'Cebu Registered Traders', email: 'hello@cebu.test', brand: 'MAIN', country: 'Philippines',
    status: 'REGISTERED', kyc: 'AWAITING_DATA', createdDaysAgo: 20, flags: { only: ['get_started'] },
    getStartedEnabled: true, secretKeys: [], billing: [],
  },
  {
    // Instant activation: live-like while its verification is pending (the home's reload card);
    // invoice creation is disabled and payment links are off (invoices mode).
    id: 'biz_kilat', name: 'Kilat Instan', email: 'hello@kilat.test', brand: 'MAIN', country: 'Indonesia',
    status: 'INSTANT_LIVE_PENDING_VERIFICATION', kyc: 'REVIEWING_DOCS', createdDaysAgo: 10, submittedDaysAgo: 2,
    flags: { allExcept: ['get_started', 'payment_links'] },
    secretKeys: ['DEVELOPMENT'], billing: [], home: { disableInvoiceCreation: true },
  },
];
