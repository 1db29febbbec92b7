/**
 * The settings area's gateway calls (spec 01 §2, §6; spec 02 §3-§5, §7-§9; issue 15): paths, wire
 * types and the limits both sides check. Shared by the settings remote (which bundles this module at
 * the version it was built with) and the sandbox gateway (types and limits only). Imported as
 * `shared-contracts/areas/settings`, not the federated singleton (docs/decisions/0015).
 */
import { API } from '../gateway/api';
import type { PermissionFlags } from '../session/entities';

export type { BankAccount, BankAccountsAnswer } from './home';
export type { BillingStatement } from '../gateway/api';

export const SETTINGS_API = {
  /** GET: banks a withdrawal account may be at, for the business's country (spec 02 §7 bank names). */
  availableBanks: '/api/available_disbursements_bank_names',
  /** GET: the business's bank accounts (numbers masked); POST: add one. */
  bankAccounts: '/api/bank-accounts',
  billingStatements: API.billingStatements,
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
} as const;

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
