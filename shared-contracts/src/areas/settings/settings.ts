/**
 * The settings area's gateway calls (spec 01 §2, §6; spec 02 §3-§5, §7-§9; issue 15): paths, wire
 * types and the limits both sides check. Shared by the settings remote (which bundles this module at
 * the version it was built with) and the sandbox gateway (types and limits only). Imported as
 * `shared-contracts/areas/settings/settings`, not the federated singleton (docs/decisions/0015).
 */
import type { PermissionFlags } from '../../contract/entities';
import type { Currency } from '../../rules/format';
import { ACCOUNT_API } from '../shell/account';

// Names another area owns that the settings pages use too: re-exported here, so the settings remote
// imports its own area only (docs/decisions/0055-lint-what-the-decisions-say.md).
export type { BankAccount, BankAccountsAnswer } from '../home/home';
export type { OtpRequest } from '../shell/account';

export const SETTINGS_API = {
  /** GET: banks a withdrawal account may be at, for the business's country (spec 02 §7 bank names). */
  availableBanks: '/api/available_disbursements_bank_names',
  /** GET: the business's bank accounts (numbers masked); POST: add one. */
  bankAccounts: '/api/bank-accounts',
  /** DELETE `/api/bank-accounts/{id}`: remove it (not the default while others remain, nor one a withdrawal is on its way to). */
  bankAccount: (id: string) => `/api/bank-accounts/${encodeURIComponent(id)}`,
  /** PUT: make it the account withdrawals offer first. */
  bankAccountDefault: (id: string) => `/api/bank-accounts/${encodeURIComponent(id)}/default`,
  /** GET: the business's billing statements (the shell's unpaid-billing reminder reads them too). */
  billingStatements: '/api/billing_statements',
  /** GET `/api/billing_statements/{id}`: one statement with its amounts and how to pay it (BillingStatementDetail). */
  billingStatement: (id: string) => `/api/billing_statements/${encodeURIComponent(id)}`,
  /** PATCH the signed-in user (the shell's account call): the timezone here, the language in the shell. */
  user: ACCOUNT_API.user,
  /** POST: the business logo (spec 02 §5, §9), as base64 `file_content`; checked again by content. */
  uploadBusinessLogo: '/api/upload-business-logo',
  /** GET `/api/business-logo/{business_id}`: the logo's bytes (public, like any brand image). */
  businessLogo: '/api/business-logo',
  /** GET: the team with each member's permission flags (administrators). */
  teamMembers: '/api/businesses/users',
  /** PATCH `/api/businesses/users/{user_id}`: new permission flags; DELETE: remove from the team. */
  teamMember: (userId: string) => `/api/businesses/users/${encodeURIComponent(userId)}`,
  /** GET: invitations not yet accepted; POST: invite by email (a token is emailed). */
  invitations: '/api/businesses/invitations',
  /** DELETE `/api/businesses/invitations/{id}`: revoke (its link stops working). */
  invitation: (id: string) => `/api/businesses/invitations/${encodeURIComponent(id)}`,
  /** POST: send it again with a new link and a new expiry (the old link stops working); answers the Invitation. */
  invitationResend: (id: string) => `/api/businesses/invitations/${encodeURIComponent(id)}/resend`,
} as const;

export interface BillingStatement {
  id: string;
  status: 'PAID' | 'UNPAID';
  /** ISO date: after it an unpaid statement is overdue. */
  due_date_term: string;
  amount: number;
  currency: 'IDR' | 'PHP' | 'USD';
  period: string;
}

/**
 * One billing statement as the merchant reads it before paying (issue 42): what the fees come to
 * before tax, the tax the business's country charges on them, and, while it is unpaid, the virtual
 * account it is paid into — the exact amount, to that account, by the due date. Amounts in the
 * currency's minor units as everywhere (IDR has none).
 */
export interface BillingStatementDetail extends BillingStatement {
  /** ISO date the statement was issued: the first day after the month it bills. */
  issued_date: string;
  /** The month it bills: its first and last day (ISO dates). */
  period_start: string;
  period_end: string;
  /** The fees before tax. */
  subtotal: number;
  /** The tax on the fees: its name and rate as the country states them (PPN 11 % in Indonesia, VAT 12 % in the Philippines). */
  tax: { name: string; rate_percent: number; amount: number };
  /** How to pay an unpaid statement; null once it is paid. */
  payment_instructions: BillingPaymentInstructions | null;
}

export interface BillingPaymentInstructions {
  /** A bank transfer into a virtual account that is this statement's alone. */
  method: 'VIRTUAL_ACCOUNT';
  bank_name: string;
  account_number: string;
  account_name: string;
  /** The exact amount to transfer (the statement's total). */
  amount: number;
}

/** A team member and what they may do in this business (spec 01 §6 flags). */
export interface TeamMember {
  id: string;
  email: string;
  full_name: string;
  permissions: PermissionFlags;
}

export interface TeamMembersAnswer {
  data: TeamMember[];
}

export interface InviteMemberRequest {
  email: string;
  full_name: string;
  permissions: PermissionFlags;
}

export interface Invitation {
  id: string;
  email: string;
  full_name: string;
  permissions: PermissionFlags;
  expires_at: string;
}

export interface InvitationsAnswer {
  data: Invitation[];
}

export interface UpdateMemberRequest {
  permissions: PermissionFlags;
}

/** Full name in the team form (spec 02 §5: required, up to 255). */
export const TEAM_NAME_MAX = 255;
/** An email address's longest form (RFC 5321 path limit). */
export const EMAIL_MAX = 254;
/** How long an invitation link stays valid. */
export const INVITATION_DAYS = 7;
/** The gateway's answer when a change would leave the business without an administrator. */
export const LAST_ADMINISTRATOR_ERROR = 'LAST_ADMINISTRATOR_ERROR';

export interface UploadBusinessLogoRequest {
  /** The image's bytes, base64. */
  file_content: string;
}

/** The business's new logo URL, the value of `business.logo` from now on. */
export interface UploadBusinessLogoAnswer {
  logo: string;
}

/** The logo's smallest size: spec 02 §5 'image dimension at least 200x200px'. */
export const LOGO_DIMENSION_MESSAGE = 'image dimension at least 200x200px';

/** Account holder name and account number (spec 02 §5, §9: account/name fields 255). */
export const BANK_ACCOUNT_TEXT_MAX = 255;
/** An account number is digits only (spec 02 §5: 'must be numeric'). */
export const ACCOUNT_NUMBER_PATTERN = /^\d+$/;

export interface AvailableBank {
  code: string;
  name: string;
}

export interface AvailableBanksAnswer {
  data: AvailableBank[];
}

export interface AddBankAccountRequest {
  bank_code: string;
  account_holder_name: string;
  account_number: string;
}

/**
 * The large-transaction note (spec 02 §9): a withdrawal above IDR 100,000,000 to another bank that is
 * approved after 1 pm UTC+7 arrives on the next business day.
 */
export const LARGE_TRANSACTION = { minimumIdr: 100_000_000, cutoffHour: 13, utcOffsetHours: 7 } as const;

/**
 * The withdrawal PIN (spec 02 §4, §5, §7; issue 15). `PUT /api/users/_pin` with the new PIN and the
 * confirmation the user's sign-in factor asks for: a code (the SMS OTP or the authenticator's) in
 * `token`, or the current password in the `x-confirmation-password` header.
 */
export const PIN_API = {
  pin: '/api/users/_pin',
  /** POST: a code by SMS to the phone on the account, to confirm the PIN (the shell's account call). */
  otp: ACCOUNT_API.otp,
  /** POST: a withdrawal to one of the business's bank accounts, authorised by the PIN. */
  withdrawals: '/api/withdrawals',
} as const;

/** Six digits (spec 02 §5): one rule for every page that asks for the PIN. */
export { PIN_PATTERN } from '../../rules/pin';
/** The header that carries the current password when the PIN is confirmed by it. */
export const CONFIRMATION_PASSWORD_HEADER = 'x-confirmation-password';
/** The longest password the gateway reads (the login form's limit). */
export const CONFIRMATION_PASSWORD_MAX = 200;
/** Wrong current passwords in a row before the account is locked (USER_LOCKED_ERROR). */
export const PIN_PASSWORD_ATTEMPTS = 5;

export interface SetPinRequest {
  pin: string;
  /** The OTP or authenticator code; absent when the password header confirms. */
  token?: string;
}

/** How setting the PIN is confirmed. */
export type PinConfirmation = 'otp' | 'authenticator' | 'password';

/**
 * Spec 02 §4: 'by OTP sent to the phone, by authenticator code, or by current password, depending on
 * mfa_type'. An authenticator user gives the authenticator's code; a phone user gives the code sent
 * to their verified phone; a phone user without a verified phone has nowhere to receive a code, so
 * confirms with the current password. One rule for the page and the gateway.
 */
export function pinConfirmationFor(user: { mfa_type: 'phone_number' | 'authenticator'; phone_number: string | null; is_phone_number_verified: boolean }): PinConfirmation {
  if (user.mfa_type === 'authenticator') return 'authenticator';
  return user.phone_number && user.is_phone_number_verified ? 'otp' : 'password';
}

export interface WithdrawalRequest {
  bank_account_id: string;
  /** In the business's currency: whole rupiah for IDR, up to 2 decimals otherwise. */
  amount: number;
  pin: string;
}

/** The smallest and the largest amount of one withdrawal, in major units of its currency. */
export interface WithdrawalLimit {
  min: number;
  max: number;
}

/**
 * One withdrawal's bounds per currency (issue 43 §6), as payment providers publish them for a
 * transfer to a bank account (sandbox-gateway/README.md names the sources): IDR 10,000 to 250,000,000
 * (BI-FAST's per-transfer limit), PHP 1.00 to 10,000,000.00 (PESONet's), USD 10.00 to 100,000.00. The
 * gateway refuses an amount outside them with API_VALIDATION_ERROR on `amount`, after the balance
 * check (more than available is said first); the withdrawal form names them.
 */
export const WITHDRAWAL_LIMITS: Readonly<Record<Currency, WithdrawalLimit>> = {
  IDR: { min: 10_000, max: 250_000_000 },
  PHP: { min: 1, max: 10_000_000 },
  USD: { min: 10, max: 100_000 },
};

export interface Withdrawal {
  id: string;
  bank_account_id: string;
  amount: number;
  currency: string;
  status: 'PENDING';
  created: string;
}

/**
 * The user's time zone (spec 01 §3 `timezone`): an IANA zone, or SYSTEM for the browser's own.
 * Saved with `PATCH /api/user` `{ timezone }`.
 */
export const SYSTEM_TIMEZONE = 'SYSTEM';
/** The zones the picker puts first (spec 02 §9), in this order. */
export const TOP_TIMEZONES: readonly string[] = ['Asia/Jakarta', 'Asia/Manila'];
/** The longest IANA zone name the gateway takes. */
export const TIMEZONE_MAX = 64;

export interface UpdateTimezoneRequest {
  timezone: string;
}
