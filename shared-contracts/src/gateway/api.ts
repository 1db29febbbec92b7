/**
 * The gateway calls of spec 01 §7 and spec 02 §7 the dashboard makes: paths, requests, answers.
 * The sandbox gateway implements them; the gateway client calls them. Every call also takes the
 * `environment` parameter (query or body), which the client adds from the environment cookie.
 */
import type { AccountNotification, Business, Environment, InstantMessagingConsent, Language, User } from '../contract/entities';
import { ACTIVATION_API } from '../areas/activation/activation';
import { HOME_API } from '../areas/home/home';
import { DEVELOPERS_API } from '../areas/settings/developers';
import { SETTINGS_API } from '../areas/settings/settings';
import { ACCOUNT_API } from '../areas/shell/account';
import type { InvitationDetails } from '../areas/shell/account-recovery';

// Wire types of calls the shell makes that belong to an area (which a remote imports from its own
// area: it may not import this entry). Defined there, named here for the shell's client.
export type { CommonCompanyDetail, GetStartedStatuses } from '../areas/activation/activation';
export type { SecretApiCredential, SecretApiCredentialsAnswer } from '../areas/home/home';
export type { ApiSettings } from '../areas/settings/developers';
export type { BillingStatement } from '../areas/settings/settings';
export type { OtpRequest } from '../areas/shell/account';

export const API = {
  sessions: '/api/sessions',
  authEmail: '/api/auth/email',
  logout: '/api/logout',
  authToken: '/api/auth/token',
  refreshToken: '/api/auth/token/refresh',
  verifyOneTimeToken: '/api/auth/verify-one-time-token',
  authenticatedUserData: '/api/authenticated-user-data',
  businessSettings: '/api/businesses/business_settings',
  userBusinesses: '/api/user/businesses',
  switchBusinessToken: '/api/switch-business',
  switchBusinessSession: '/api/switch_business!',
  featureFlags: '/api/feature-flags',
  commonCompanyDetail: '/api/common-company-detail',
  activationCountries: '/api/activation-countries',
  getStartedStatuses: ACTIVATION_API.getStartedStatuses,
  balanceViewFlag: '/api/balance_view_flag',
  updateNotification: '/api/users/update_notification',
  otp: ACCOUNT_API.otp,
  phoneNumberVerification: '/api/user/phone_number_verification',
  imConsent: '/api/user/im-consent',
  apiSettings: DEVELOPERS_API.apiSettings,
  secretApiCredentialsList: HOME_API.secretApiCredentialsList,
  secretApiCredentials: '/api/secret-api-credentials',
  ipWhitelistReminderEmail: '/api/ip_whitelist_reminder_email',
  ereceiptsMerchants: '/api/ereceipts/merchants/',
  user: ACCOUNT_API.user,
  billingStatements: SETTINGS_API.billingStatements,
  health: '/api/health',
  /** GET `/api/invitations/{token}` (public): whom an emailed team invitation is for (issue 15). */
  invitation: '/api/invitations',
} as const;

/** The header that switches a request to the new (token) authentication mode. */
export const NEW_AUTHENTICATION_HEADER = 'x-new-authentication';
/**
 * Sent by the gateway client with every write. A cross-site form cannot send a header, nor can a
 * cross-origin script without a CORS preflight the gateway never grants: the gateway refuses a
 * session-cookie write without it as forged (CSRF, docs/security.md).
 */
export const CSRF_HEADER = 'x-requested-with';
/** The value the client sends in it; the gateway takes no other. */
export const CSRF_HEADER_VALUE = 'XMLHttpRequest';
/** The path the refresh-token cookie is scoped to. */
export const REFRESH_COOKIE_PATH = API.refreshToken;
export const REFRESH_COOKIE_NAME = 'refresh_token';
/** The environment cookie (spec 01 §4, 1 day): the default of the environment parameter. */
export const ENVIRONMENT_COOKIE_NAME = 'environment';
export const SESSION_COOKIE_NAME = 'session_id';


export interface EnvironmentParameter {
  environment?: Environment;
}

// --- authentication -------------------------------------------------------------------------

export interface LoginRequest {
  email: string;
  password: string;
}

/** Old mode: the session cookie is set; the answer says who signed in. */
export interface SessionLoginAnswer {
  user: User;
  business: Business;
}

/** Token mode: the access token for memory; the refresh token is an httpOnly cookie. */
export interface TokenAnswer {
  access_token: string;
  /** Seconds until the access token expires. */
  expires_in: number;
  /** Present for clients that cannot use the cookie (spec 01 §7 names it); browsers ignore it. */
  refresh_token?: string;
}

export type TokenLoginAnswer = TokenAnswer & SessionLoginAnswer;

export interface RefreshRequest {
  refresh_token?: string;
}

export interface LogoutTokenRequest {
  token?: string;
}

export interface VerifyOneTimeTokenRequest {
  token: string;
  source: string;
  page: string;
}

// --- the signed-in user and business ----------------------------------------------------------

export interface AuthenticatedUserData {
  business: Business;
  user: User;
}


export type UserBusinessesAnswer = Business[];

export interface SwitchBusinessRequest {
  business_id: string;
}

/** Token mode: the rotated refresh token arrives as its cookie only, never in the body. */
export type SwitchBusinessTokenAnswer = TokenAnswer;
/** Session mode: who is signed in now. */
export type SwitchBusinessSessionAnswer = AuthenticatedUserData;


/** GET `${API.featureFlags}/{business_id}?email=`: the flags of a business for a user. */
export interface FeatureFlagsQuery {
  email: string;
}


export interface ActivationCountry {
  id: string;
  country_name: string;
}


export interface BalanceViewFlag {
  balance_view: boolean;
}

export interface UpdateNotificationRequest {
  account_notifications: AccountNotification[];
}


export interface PhoneNumberVerificationRequest {
  otp_token: string;
}

export interface ImConsentRequest {
  im_consent: InstantMessagingConsent;
}




export interface IpWhitelistReminderRequest {
  /** Must be the current business. */
  business_id?: string;
}

export interface EreceiptsMerchant {
  is_activated: boolean;
}

export interface UpdateUserRequest {
  preferred_language: Language;
}


/** An invitation as its emailed link shows it to someone not signed in (areas/shell/account-recovery). */
export type InvitationPreview = InvitationDetails;

/**
 * Answers of the calls not typed above: both logouts, POST /api/otp and the IP-whitelist reminder
 * answer 204 with no body; the PATCHes of the user (language, account notifications, phone verification, consent) answer the User.
 */
export type NoContent = undefined;

export interface HealthAnswer {
  status: 'ok';
  version: string;
}
