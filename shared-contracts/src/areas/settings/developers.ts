/**
 * The developers settings page (`/settings/developers`, issue 16; spec 01 §2-§4, spec 02 §3-§8): API
 * keys per environment, callbacks with their history and resend, and the IP whitelist. Paths, wire
 * types and the pure rules both the settings remote and the sandbox gateway apply. Imported as
 * `shared-contracts/areas/settings/developers` (bundled by each side, not the federated singleton; decision 0015).
 */
import type { Environment } from '../../contract/entities';

export const DEVELOPERS_API = {
  /** GET: the keys of the current environment (prefix only); POST: create one (the secret answered once). */
  apiKeys: '/api/api-keys',
  /** DELETE `/api/api-keys/{id}`: revoke, confirmed by the password in CONFIRMATION_PASSWORD_HEADER. */
  apiKey: (id: string) => `/api/api-keys/${encodeURIComponent(id)}`,
  /** GET: cidr_whitelist of the current environment; PUT: replace it. */
  apiSettings: '/api/api-settings',
  /** GET `?product=`: the callback rows of the current environment. */
  webhooks: '/api/webhooks',
  /** PUT: set the callback URL; answers a verification token, once. */
  webhookUrl: (id: string) => `/api/webhooks/${encodeURIComponent(id)}/url`,
  /** GET: the webhook's history, FAILED and COMPLETED events only (spec 02 §4). */
  webhookEvents: (id: string) => `/api/webhooks/${encodeURIComponent(id)}/events`,
  /** POST: send a test event to the configured URL (beyond the spec); answers the delivery. */
  webhookTest: (id: string) => `/api/webhooks/${encodeURIComponent(id)}/test`,
  /** POST: resend a callback request (spec 02 §7); answers the new event. */
  callbackRequest: (id: string) => `/api/callback_requests/${encodeURIComponent(id)}`,
} as const;

// ---------------------------------------------------------------------------------------------
// API keys

/** What a key may do per area; a balance can only be read. */
export const API_KEY_ACCESS = ['NONE', 'READ', 'WRITE'] as const;
export type ApiKeyAccess = (typeof API_KEY_ACCESS)[number];
export const API_KEY_AREAS = ['money_in', 'money_out', 'balance'] as const;
export type ApiKeyArea = (typeof API_KEY_AREAS)[number];
export type ApiKeyPermissions = Record<ApiKeyArea, ApiKeyAccess>;
/** The access each area offers, in order. */
export const API_KEY_AREA_ACCESS: Readonly<Record<ApiKeyArea, readonly ApiKeyAccess[]>> = {
  money_in: API_KEY_ACCESS,
  money_out: API_KEY_ACCESS,
  balance: ['NONE', 'READ'],
};
export const API_KEY_NAME_MAX = 60;
/** How many characters of a secret the list keeps showing after creation. */
export const API_KEY_PREFIX_LENGTH = 16;

export interface ApiKey {
  id: string;
  name: string;
  environment: Environment;
  /** The first API_KEY_PREFIX_LENGTH characters of the secret: all that is shown after creation. */
  prefix: string;
  permissions: ApiKeyPermissions;
  created: string;
}

export interface ApiKeysAnswer {
  data: ApiKey[];
}

export interface CreateApiKeyRequest {
  name: string;
  permissions: ApiKeyPermissions;
}

/** The created key with its secret: answered once, stored only as a hash. */
export interface CreatedApiKey extends ApiKey {
  secret: string;
}

/** Live keys only for live businesses (issue 16): a key of PRODUCTION needs a live business. */
export function mayCreateKeyIn(environment: Environment, businessIsLive: boolean): boolean {
  return environment === 'DEVELOPMENT' || businessIsLive;
}

/** A key that can do nothing is refused: it would be a secret to guard for no use. */
export const grantsSomething = (permissions: ApiKeyPermissions): boolean => API_KEY_AREAS.some((area) => permissions[area] !== 'NONE');

/** A live key that can move money is created with the password in CONFIRMATION_PASSWORD_HEADER, as a revoke is (issue 42). */
export const creationNeedsPassword = (environment: Environment, permissions: ApiKeyPermissions): boolean =>
  environment === 'PRODUCTION' && API_KEY_AREAS.some((area) => permissions[area] === 'WRITE');

/** The key's secret is shown while it was just created, never again; afterwards only its prefix. */
export function visibleKeyText(key: ApiKey, justCreated: CreatedApiKey | null): string {
  return justCreated && justCreated.id === key.id ? justCreated.secret : `${key.prefix}…`;
}

// ---------------------------------------------------------------------------------------------
// Callbacks

/** The product filters of the callback rows. */
export const CALLBACK_PRODUCTS = [
  'INVOICE',
  'CALLBACK_VIRTUAL_ACCOUNT',
  'FIXED_VIRTUAL_ACCOUNT_PAID',
  'RETAIL_OUTLET',
  'EWALLET',
  'EWALLET_PAYMENT',
  'CARD_PAYMENT',
  'CARD_TOKENIZATION',
  'CARD_REFUND',
  'QR_CODE',
  'DIRECT_DEBIT',
  'PAYLATER',
  'PAYMENT_LINK',
  'PAYMENT_METHOD',
  'PAYMENT_REQUEST',
  'PAYMENT_SESSION',
  'RECURRING',
  'SUBSCRIPTION',
  'DIRECT_DISBURSEMENT',
  'BATCH_DISBURSEMENT',
  'PAYOUT',
  'PAYOUT_LINK',
  'REMITTANCE_PAYOUT',
  'BALANCE_TRANSFER',
  'ESCROW',
  'PLATFORM_ACCOUNT',
  'PLATFORM_FEE',
  'SPLIT_PAYMENT',
  'CUSTOMER',
  'REPORT',
  'ISSUING',
] as const;
export type CallbackProduct = (typeof CALLBACK_PRODUCTS)[number];

/** One callback row (spec 02 §3) with the URL the business set for it. */
export interface CallbackRow {
  id: string;
  product: CallbackProduct;
  name: string;
  information: string;
  product_api_version: string;
  default_webhook_format_version: string;
  information_links: { label: string; url: string }[];
  type: string;
  url: string | null;
  /** The status of the row's latest event, or null before the first. */
  latest_event_status: CallbackEventStatus | null;
}

export interface CallbackRowsAnswer {
  data: CallbackRow[];
}

export const CALLBACK_URL_MAX = 2048;

export interface SetCallbackUrlRequest {
  url: string;
}

/** The verification token the business checks callbacks against: answered once. */
export interface SetCallbackUrlAnswer {
  url: string;
  verification_token: string;
}

/** Why a callback URL is refused, or null (spec 02 §5: https except in development). */
export type CallbackUrlProblem = 'required' | 'invalid' | 'tooLong' | 'httpsOnly';

export function callbackUrlProblem(value: string, environment: Environment): CallbackUrlProblem | null {
  const text = value.trim();
  if (text === '') return 'required';
  if (text.length > CALLBACK_URL_MAX) return 'tooLong';
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return 'invalid';
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return 'invalid';
  if (url.hostname === '' || url.username !== '' || url.password !== '') return 'invalid';
  if (url.protocol === 'http:' && environment !== 'DEVELOPMENT') return 'httpsOnly';
  return null;
}

export const CALLBACK_EVENT_STATUSES = ['FAILED', 'COMPLETED', 'CALLBACK_URL_NOT_SET'] as const;
export type CallbackEventStatus = (typeof CALLBACK_EVENT_STATUSES)[number];
/** Only these are listed in a webhook's history (spec 02 §4). */
export const LISTED_EVENT_STATUSES: readonly CallbackEventStatus[] = ['FAILED', 'COMPLETED'];

export interface CallbackEvent {
  id: string;
  /** The callback request the event delivers: resend takes this id. */
  callback_request_id: string;
  status: CallbackEventStatus;
  created_at: string;
  next_redelivery_schedule: string | null;
  sender: string;
  url: string;
  /** The JSON the gateway sent (text: shown as text, never as HTML). */
  request_payload: string;
  response: {
    code: number | null;
    /** The receiver's answer body, as text. */
    payload: string | null;
    /** Milliseconds. */
    duration: number | null;
    error_code: string | null;
  };
  /** Whether this event is its request's latest (only the latest may be resent). */
  is_latest: boolean;
  /** A test event sent from the dashboard. */
  is_test: boolean;
}

export interface CallbackEventsAnswer {
  data: CallbackEvent[];
}

/** Error category by the first digit of the response code (spec 02 §8): 2 is success. */
export type CallbackCodeCategory = 'informational' | 'success' | 'redirection' | 'clientError' | 'serverError' | 'noResponse';

export function callbackCodeCategory(code: number | null): CallbackCodeCategory {
  if (code === null || !Number.isInteger(code) || code < 100 || code > 599) return 'noResponse';
  switch (Math.floor(code / 100)) {
    case 1:
      return 'informational';
    case 2:
      return 'success';
    case 3:
      return 'redirection';
    case 4:
      return 'clientError';
    default:
      return 'serverError';
  }
}

/** The 4xx and 5xx codes with a detailed text of their own; the others get their category's. */
export const DETAILED_CALLBACK_CODES = [400, 401, 403, 404, 405, 408, 413, 429, 500, 502, 503, 504] as const;

export function callbackCodeDetail(code: number | null): (typeof DETAILED_CALLBACK_CODES)[number] | null {
  return (DETAILED_CALLBACK_CODES as readonly number[]).includes(code ?? -1) ? (code as (typeof DETAILED_CALLBACK_CODES)[number]) : null;
}

/** Who may resend (spec 02 §6): can_manage_tech_settings, or can_edit in the second brand; only after a FAILED, COMPLETED or CALLBACK_URL_NOT_SET (§4). */
export function mayResendCallbacks(
  user: { can_manage_tech_settings: boolean; can_edit: boolean },
  brand: 'MAIN' | 'SECOND' | 'PARTNER' | (string & {}),
): boolean {
  return user.can_manage_tech_settings || (brand === 'SECOND' && user.can_edit);
}

export function resendable(latestStatus: string | null | undefined): boolean {
  return (CALLBACK_EVENT_STATUSES as readonly string[]).includes(latestStatus ?? '');
}

/** A payload as readable text: pretty JSON when it parses, else the text as it came. */
export function prettyPayload(payload: string | null): string {
  if (payload === null || payload === '') return '';
  try {
    return JSON.stringify(JSON.parse(payload), null, 2);
  } catch {
    return payload;
  }
}

// ---------------------------------------------------------------------------------------------
// IP whitelist

export const CIDR_WHITELIST_MAX = 50;

export interface ApiSettings {
  cidr_whitelist: string[];
}
export type UpdateApiSettingsRequest = ApiSettings;

function ipv4Octets(text: string): number[] | null {
  const parts = text.split('.');
  if (parts.length !== 4) return null;
  const octets: number[] = [];
  for (const part of parts) {
    if (!/^(0|[1-9][0-9]{0,2})$/.test(part)) return null;
    const value = Number(part);
    if (value > 255) return null;
    octets.push(value);
  }
  return octets;
}

function isIpv6(text: string): boolean {
  let body = text;
  // An embedded IPv4 address at the end (`::ffff:192.0.2.1`) stands for the last two groups.
  const lastColon = body.lastIndexOf(':');
  const last = body.slice(lastColon + 1);
  if (last.includes('.')) {
    if (!ipv4Octets(last)) return false;
    body = `${body.slice(0, lastColon + 1)}0:0`;
  }
  const halves = body.split('::');
  if (halves.length > 2) return false;
  const groups = halves.flatMap((half) => (half === '' ? [] : half.split(':')));
  if (!groups.every((group) => /^[0-9A-Fa-f]{1,4}$/.test(group))) return false;
  return halves.length === 2 ? groups.length <= 7 : groups.length === 8;
}

/** Whether text is an IPv4 or IPv6 address or CIDR block (`203.0.113.0/24`, `2001:db8::/32`, an address is a block of one): its family, else null. */
export function cidrFamily(value: string): 'ipv4' | 'ipv6' | null {
  const text = value.trim();
  if (text === '' || text.length > 49) return null;
  const [address = '', prefix, ...rest] = text.split('/');
  if (rest.length > 0) return null;
  if (prefix !== undefined && !/^(0|[1-9][0-9]{0,2})$/.test(prefix)) return null;
  const bits = prefix === undefined ? null : Number(prefix);
  if (ipv4Octets(address)) return bits === null || bits <= 32 ? 'ipv4' : null;
  if (address.includes(':') && isIpv6(address)) return bits === null || bits <= 128 ? 'ipv6' : null;
  return null;
}

export const isCidr = (value: string): boolean => cidrFamily(value) !== null;
