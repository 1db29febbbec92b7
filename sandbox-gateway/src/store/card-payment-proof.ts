import type { PaymentProofParties } from 'shared-contracts/areas/cards/card-payment';
import type { SandboxDatabase } from '../db/connection';
import { TOKO_KU } from '../seed/businesses';
import { findBusiness } from './businesses';
import { bankAccounts } from './home';

/** The provider's legal entity that processes card payments, by the business's country (sandbox names). */
export const PROCESSOR_HOLDER: Record<string, string> = {
  Indonesia: 'PT Sandbox Pembayaran Indonesia',
  Philippines: 'Sandbox Payments Philippines Inc.',
  Singapore: 'Sandbox Payments Pte. Ltd.',
};

/** Registered addresses the sandbox knows; a business without one gets a receipt without it. */
const ADDRESSES: Record<string, string> = {
  [TOKO_KU]: 'Jl. Kebon Sirih No. 17, Menteng, Jakarta Pusat 10340',
};

/** The business's registered address, when the sandbox knows one. */
export const businessAddressOf = (businessId: string): string | null => ADDRESSES[businessId] ?? null;

/**
 * The payment proof's parties (spec 02 §3; issue 17 slice 5): computed from the business and its
 * first withdrawal account, so the seed and its migrations stay as they are.
 */
export function paymentProofOf(db: SandboxDatabase, businessId: string): PaymentProofParties {
  const business = findBusiness(db, businessId);
  const [account] = bankAccounts(db, businessId);
  return {
    formal_processor_holder_name: PROCESSOR_HOLDER[business?.country_of_operation ?? ''] ?? PROCESSOR_HOLDER.Indonesia!,
    business_address: businessAddressOf(businessId),
    beneficiary_account_name: account?.account_holder_name ?? null,
    beneficiary_bank_name: account?.bank_code ?? null,
    beneficiary_bank_account_number: account?.masked_account_number ?? null,
    entity_campaign_link: null,
  };
}
