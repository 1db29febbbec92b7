/**
 * The home area's gateway calls (spec 02 §2, §3, §6, §7): paths and wire types, shared by the home
 * remote (which bundles this module at the version it was built with) and the sandbox gateway
 * (types only). Imported as `shared-contracts/areas/home/home`: not the federated `shared-contracts`
 * singleton, so the squad changes it with its remote, without a shell release (docs/decisions/0015,
 * docs/decisions/0023).
 */
import type { Environment } from '../../contract/entities';

export const HOME_API = {
  /** The home data flag that is neither a list nor a session fact: shouldDisableInvoiceCreation. */
  homeSettings: '/api/home-settings',
  bankAccounts: '/api/bank-accounts',
  businessUsers: '/api/businesses/users',
  /** The developers settings' list (spec 01 §7): the home only asks whether a key exists. */
  secretApiCredentialsList: '/api/secret-api-credentials-list',
  /** GET: the business's capital offering; POST: the business says it is interested. */
  capitalOffering: '/api/xencap-offering',
  incorporationServiceRequest: '/api/incorporation-service-request',
  earlySettlementRequest: '/api/early-settlement-request',
} as const;

/** A key of the developers settings, as the list answers it (the shell reads it too). */
export interface SecretApiCredential {
  id: string;
  name: string;
  environment: Environment;
  created: string;
}

export interface SecretApiCredentialsAnswer {
  data: SecretApiCredential[];
}

export interface HomeSettings {
  /** Spec 02 §3 "home data flags": hides the invoice-creation quick actions. */
  should_disable_invoice_creation: boolean;
}

/** A bank account for withdrawals; the number is masked by the gateway (last 4 digits). */
export interface BankAccount {
  id: string;
  bank_code: string;
  account_holder_name: string;
  masked_account_number: string;
  created: string;
  /** The account withdrawals offer first (issue 42; the business's oldest until another is chosen). */
  is_default?: boolean;
}

export interface BankAccountsAnswer {
  data: BankAccount[];
}

/** A team member of the business (internal staff who can reach every business are not listed). */
export interface BusinessUser {
  id: string;
  email: string;
  full_name: string;
}

export interface BusinessUsersAnswer {
  data: BusinessUser[];
}

/** The capital offering of an Indonesian business (the carousel's capital card). */
export interface CapitalOffering {
  /** Largest amount offered, in the business's currency; null when nothing is pre-approved. */
  max_amount: number | null;
  currency: 'IDR';
  /** The business may say it is interested (not yet submitted, and eligible). */
  can_submit: boolean;
  /** When the business said it was interested; null before. */
  submitted_at: string | null;
}

/** The company types an establishment request may ask for (spec 02 §3). */
export const COMPANY_TYPES = ['PT', 'CV', 'PMA', 'YAYASAN', 'KOPERASI'] as const;
export type CompanyType = (typeof COMPANY_TYPES)[number];

/** Limits both sides check. */
export const HOME_TEXT_MAX = 255;
export const HOME_NOTE_MAX = 500;
export const PHONE_MAX = 15;

/** The company-establishment modal: help to set up a company. */
export interface IncorporationServiceRequest {
  full_name: string;
  email: string;
  phone_number: string;
  company_type: CompanyType;
  notes?: string;
}

/** The early-settlement modal: settle an amount before the usual schedule. */
export interface EarlySettlementRequest {
  /** In the business's currency; whole rupiah for IDR. */
  amount: number;
  reason: string;
}

/** What both requests answer: the request as recorded. */
export interface HomeRequestAnswer {
  id: string;
  status: 'SUBMITTED';
  created: string;
}
