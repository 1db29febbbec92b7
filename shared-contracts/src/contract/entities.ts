/** Entities of spec 01 §3 and spec 02 §3 that the shell, the remotes and the gateway share. */
import deploymentDefaults from './deployment-defaults.json';

export type Language = 'en' | 'id';
export const LANGUAGES: readonly Language[] = ['en', 'id'];

/** DEVELOPMENT is test mode, PRODUCTION is live mode (spec 01 §1). */
export type Environment = 'DEVELOPMENT' | 'PRODUCTION';
export const ENVIRONMENTS: readonly Environment[] = ['DEVELOPMENT', 'PRODUCTION'];
export type LiveMode = 'LIVE' | 'NON_LIVE';

/** Account statuses (spec 02 §4); LIVE and TIER_1 count as live. */
export type GoLiveStatus =
  | 'PENDING'
  | 'REGISTERED'
  | 'AWAITING_DOCS'
  | 'FORM_CONFIRMED'
  | 'PENDING_VERIFICATION'
  | 'TIER_1'
  | 'LIVE'
  | 'LIVE_TESTMODE'
  | 'PENDING_LIVE'
  | 'INVITED'
  | 'SUSPENDED'
  | 'INVALID'
  | 'FAILED'
  | 'INSTANT_LIVE_PENDING_VERIFICATION'
  | 'INSTANT_LIVE_AWAITING_DOCS'
  | 'INSTANT_LIVE_SUSPENDED'
  | 'INSTANT_LIVE_SUSPENDED_CAN_WITHDRAW';

export type KycVerificationStatus = 'AWAITING_DATA' | 'DATA_PROVIDED' | 'REVIEWING_DOCS' | 'PASSED' | 'DECLINED';

/** Markets: Indonesia, the Philippines, and the regional remittance variant (SG). */
export type CountryCode = 'ID' | 'PH' | 'SG';
export type CountryOfOperation = 'Indonesia' | 'Philippines' | 'Singapore';
export const COUNTRY_CODES: Record<CountryOfOperation, CountryCode> = {
  Indonesia: 'ID',
  Philippines: 'PH',
  Singapore: 'SG',
};

/** The main brand, the second brand and the white-label partner brands. */
export type Brand = 'MAIN' | 'SECOND' | 'PARTNER_A' | 'PARTNER_B';
/** The brands a deployment may run as, and the white-label ones: platform/deployment-defaults.json. */
export const BRANDS = deploymentDefaults.brands as readonly Brand[];
export const WHITE_LABEL_BRANDS = deploymentDefaults.whiteLabelBrands as readonly Brand[];

export interface PermissionFlags {
  can_view: boolean;
  can_edit: boolean;
  can_approve: boolean;
  can_manage_tech_settings: boolean;
  can_administer: boolean;
  can_withdraw: boolean;
  operation: boolean;
}

export type PermissionFlag = keyof PermissionFlags;
export const PERMISSION_FLAGS: readonly PermissionFlag[] = [
  'can_view',
  'can_edit',
  'can_approve',
  'can_manage_tech_settings',
  'can_administer',
  'can_withdraw',
  'operation',
];

export type AccountNotificationStatus = 'ACTIVE' | 'INACTIVE';

/** One entry of `user.account_notifications` (spec 01 §3). */
export interface AccountNotification {
  /** verifyPhoneNumber, setIpWhitelist, the sidebar-tour flag, a payment-link flag, new-tag keys. */
  notify: string;
  status: AccountNotificationStatus;
  /** ISO date-time, or false for no reminder. */
  remind_me?: string | false;
  /** For the IP whitelist entry. */
  business_id?: string;
}

export interface InstantMessagingConsent {
  accepted: boolean;
  timestamp: string;
}

export interface User extends PermissionFlags {
  id: string;
  user_id: string;
  email: string;
  full_name: string;
  phone_number: string | null;
  is_phone_number_verified: boolean;
  mfa_type: 'phone_number' | 'authenticator';
  email_verification_status: 'PENDING' | 'VERIFIED';
  /** SYSTEM means: guess from the browser. */
  timezone: string;
  preferred_language: Language;
  preferred_timezone: string | null;
  status: 'ACTIVE' | 'DELETED';
  entity: string;
  created: string;
  is_pin_set: boolean;
  account_notifications: AccountNotification[];
  instant_messaging_consent: InstantMessagingConsent | null;
}

export type BusinessType = 'OWNED' | 'MANAGED';

export interface Business {
  id: string;
  name: string;
  email: string;
  logo: string | null;
  entity: string;
  brand_name: Brand;
  country_of_operation: CountryOfOperation;
  environment: Environment;
  go_live_status: GoLiveStatus;
  created: string;
  type: BusinessType;
  permission: {
    exclude_dashboard_page: string[];
    exclude_dashboard_settings: string[];
  };
  is_xp_sub_account: boolean;
  xp_sub_account_type: 'MANAGED' | 'OWNED' | null;
  xp_master_account_id: string | null;
}

/** GET business settings: what the business may do beyond its permissions (spec 01 §3, §6). */
export interface BusinessSettings {
  can_view_disbursement: boolean;
  is_xen_platform: boolean;
}

/** The feature flags of a business for a user (GET feature flags, spec 01 §7). */
export const FEATURE_FLAGS = [
  'balance_switcher',
  'notification_center',
  'reporting',
  'security_log',
  'dashboard_email_verification',
  'payment_links',
  'store_operations',
  'store_products',
  'store_orders',
  'marketplace_integration',
  'issuing',
  'lending',
  'escrow_settings',
  'ereceipts',
  'new_recurring_view',
  'balance_tab',
  'new_balance_view',
  'new_authentication',
  'batch_payout_links',
  'escalation',
  'calendar_booking',
  'get_started',
  /** The second factor at sign-in for the users who have it (areas/mfa-login). */
  'mfa_login',
] as const;

export type FeatureFlag = (typeof FEATURE_FLAGS)[number];
export type FeatureFlags = Record<FeatureFlag, boolean>;
