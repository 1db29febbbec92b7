import type { Business } from 'shared-contracts';
import type { CardPaymentDetail } from 'shared-contracts/areas/cards/card-payment';
import { formatMoney } from 'shared-contracts/rules';

/**
 * The payment proof's rows (spec 02 §3), in the spec's order; each is labelled by
 * `receipt.fields.<key>`. The logo is the receipt's header, not a row.
 */
export const RECEIPT_FIELDS = [
  'formalProcessorHolderName', 'businessName', 'businessEmail', 'businessAddress', 'externalId', 'paidAt', 'currency', 'method',
  'amount', 'description', 'sourceBankName', 'sourceAccountNumber', 'bankReferenceNumber', 'beneficiaryAccountName',
  'beneficiaryBankName', 'beneficiaryBankAccountNumber', 'entityCampaignLink', 'entity',
] as const;
export type ReceiptField = (typeof RECEIPT_FIELDS)[number];

/** Spec 02 §3: the method is shown as Bank Transfer (how the proceeds reach the beneficiary's account). */
export const RECEIPT_METHOD = 'Bank Transfer';

export interface ReceiptRow {
  key: ReceiptField;
  value: string;
}

export interface ReceiptContent {
  fileName: string;
  /** The business's logo URL; when there is none the header is the business's name. */
  logo: string | null;
  businessName: string;
  rows: ReceiptRow[];
}

export type ReceiptBusiness = Pick<Business, 'name' | 'email' | 'logo' | 'entity'>;

/** Characters no file system accepts in a name, and control characters. */
// eslint-disable-next-line no-control-regex -- control characters are exactly what is removed here
const UNSAFE_IN_FILE_NAME = /[\\/:*?"<>|\u0000-\u001f]+/g;

/**
 * Spec 02 §9: `{external_id}-{bank_reference_number}.pdf`. An external id is the merchant's own
 * text, so what a file system refuses becomes `_`; without a bank reference the name is the id alone.
 */
export function receiptFileName(externalId: string, bankReferenceNumber: string | null | undefined): string {
  const safe = (text: string) => text.trim().replace(UNSAFE_IN_FILE_NAME, '_');
  const reference = bankReferenceNumber ? safe(bankReferenceNumber) : '';
  return `${safe(externalId) || 'receipt'}${reference ? `-${reference}` : ''}.pdf`;
}

/** Only a captured payment was paid, so only it has a payment proof. */
export const hasReceipt = (payment: Pick<CardPaymentDetail, 'captured_at' | 'capture_amount'>): boolean =>
  payment.captured_at !== null && payment.capture_amount > 0;

/**
 * What the receipt says, whatever it is drawn on (the printable view, the PDF). A field the gateway
 * or the session did not give is left out rather than printed empty.
 */
export function receiptOf(payment: CardPaymentDetail, business: ReceiptBusiness | null, paidAt: (iso: string) => string): ReceiptContent {
  const proof = payment.payment_proof;
  const values: Record<ReceiptField, string | null | undefined> = {
    formalProcessorHolderName: proof?.formal_processor_holder_name,
    businessName: business?.name,
    businessEmail: business?.email,
    businessAddress: proof?.business_address,
    externalId: payment.external_id,
    paidAt: payment.captured_at ? paidAt(payment.captured_at) : null,
    currency: payment.currency,
    method: RECEIPT_METHOD,
    amount: formatMoney(payment.capture_amount, payment.currency),
    description: payment.description,
    sourceBankName: payment.card.bank,
    sourceAccountNumber: payment.card.masked_number,
    bankReferenceNumber: payment.bank_reference_number,
    beneficiaryAccountName: proof?.beneficiary_account_name,
    beneficiaryBankName: proof?.beneficiary_bank_name,
    beneficiaryBankAccountNumber: proof?.beneficiary_bank_account_number,
    entityCampaignLink: proof?.entity_campaign_link,
    entity: business?.entity,
  };
  const rows = RECEIPT_FIELDS.flatMap((key) => {
    const value = values[key]?.trim();
    return value ? [{ key, value }] : [];
  });
  return {
    fileName: receiptFileName(payment.external_id, payment.bank_reference_number),
    logo: business?.logo || null,
    businessName: business?.name ?? '',
    rows,
  };
}
