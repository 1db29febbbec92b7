import type { Business } from 'shared-contracts';
import { toMajor, type LedgerEntryDetail } from 'shared-contracts/areas/balance/balance';
import { formatMoney } from 'shared-contracts/rules';

/**
 * Spec 02 §3's payment proof of a bank transfer (issue 41, decision 0081), in the spec's order. The
 * business's name, email, logo and entity come from the session (as the card receipt's do); the rest
 * from the gateway's `payment_proof`. Each row is labelled by `proof.fields.<key>`; the logo is the
 * proof's header, the footer its last words, neither a row.
 */
export const PROOF_FIELDS = [
  'formalProcessorHolderName', 'businessName', 'businessEmail', 'businessAddress', 'externalId', 'transferredAt', 'method',
  'amount', 'currency', 'description', 'sourceBankName', 'sourceAccountNumber', 'bankReferenceNumber',
  'beneficiaryAccountName', 'beneficiaryBankName', 'beneficiaryBankAccountNumber', 'entityCampaignLink', 'entity',
] as const;
export type ProofField = (typeof PROOF_FIELDS)[number];

export interface ProofRow {
  key: ProofField;
  value: string;
}

export interface ProofContent {
  fileName: string;
  /** The business's logo URL; without one the header is the business's name. */
  logo: string | null;
  businessName: string;
  rows: ProofRow[];
}

export type ProofBusiness = Pick<Business, 'name' | 'email' | 'logo' | 'entity'>;

/** How the proof writes what depends on the user's language and place. */
export interface ProofFormat {
  time: (iso: string) => string;
  /** "Bank Transfer" in the user's language. */
  method: string;
}

// eslint-disable-next-line no-control-regex -- control characters are exactly what is removed here
const UNSAFE_IN_FILE_NAME = /[\\/:*?"<>|\u0000-\u001f]+/g;

/** Spec 02 §9: `{external_id}-{bank_reference_number}.pdf`, with what a file system refuses as `_`. */
export function proofFileName(externalId: string, bankReferenceNumber: string): string {
  const safe = (text: string) => text.trim().replace(UNSAFE_IN_FILE_NAME, '_');
  const reference = safe(bankReferenceNumber);
  return `${safe(externalId) || 'payment-proof'}${reference ? `-${reference}` : ''}.pdf`;
}

/** Only money sent out by bank transfer has a proof; the gateway says which by sending one. */
export const hasProof = (entry: Pick<LedgerEntryDetail, 'payment_proof'>): boolean => Boolean(entry.payment_proof);

/**
 * What the proof says, whatever it is drawn on (the printable view, the PDF); null without a proof.
 * Currency: the entry's own (IDR for every Indonesian business; spec 02 §3 says IDR). A field neither
 * the gateway nor the session gave is left out, never printed empty.
 */
export function proofOf(entry: LedgerEntryDetail, business: ProofBusiness | null, format: ProofFormat): ProofContent | null {
  const proof = entry.payment_proof;
  if (!proof) return null;
  const values: Record<ProofField, string | null | undefined> = {
    formalProcessorHolderName: proof.formal_processor_holder_name,
    businessName: business?.name,
    businessEmail: business?.email,
    businessAddress: proof.business_address,
    externalId: proof.external_id,
    transferredAt: format.time(entry.created),
    method: format.method,
    amount: formatMoney(toMajor(proof.amount, entry.currency), entry.currency),
    currency: entry.currency,
    description: proof.description,
    sourceBankName: proof.source_bank_name,
    sourceAccountNumber: proof.source_account_number,
    bankReferenceNumber: proof.bank_reference_number,
    beneficiaryAccountName: proof.beneficiary_account_name,
    beneficiaryBankName: proof.beneficiary_bank_name,
    beneficiaryBankAccountNumber: proof.beneficiary_bank_account_number,
    entityCampaignLink: proof.entity_campaign_link,
    entity: business?.entity,
  };
  const rows = PROOF_FIELDS.flatMap((key) => {
    const value = values[key]?.trim();
    return value ? [{ key, value }] : [];
  });
  return {
    fileName: proofFileName(proof.external_id, proof.bank_reference_number),
    logo: business?.logo ?? null,
    businessName: business?.name ?? proof.formal_processor_holder_name,
    rows,
  };
}
