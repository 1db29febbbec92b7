import type { Business } from 'shared-contracts';
import type { CardPaymentDetail } from 'shared-contracts/areas/cards/card-payment';
import { formatMoney } from 'shared-contracts/rules';

/**
 * A card payment's receipt (issue 42): who was paid, when, with which card (brand, masked number,
 * issuing bank), the authorisation, and the amount in the payment's own currency, as card receipts
 * of the best payment dashboards say. Spec 02 §3's payment proof ("IDR", "Bank Transfer", source and
 * beneficiary banks) proves a bank transfer and belongs with bank transfers, not on a card payment.
 * Each row is labelled by `receipt.fields.<key>`; the logo is the receipt's header, not a row.
 */
export const RECEIPT_FIELDS = [
  'formalProcessorHolderName', 'businessName', 'businessEmail', 'businessAddress', 'externalId', 'paidAt', 'method',
  'cardNumber', 'issuingBank', 'authorizationId', 'referenceNumber', 'amount', 'refunded', 'currency', 'description',
  'entityCampaignLink', 'entity',
] as const;
export type ReceiptField = (typeof RECEIPT_FIELDS)[number];

/** How the receipt writes what depends on the user's language and place. */
export interface ReceiptFormat {
  /** A moment, in the business's time zone. */
  time: (iso: string) => string;
  /** The payment method, e.g. "VISA credit card". */
  method: (card: CardPaymentDetail['card']) => string;
}

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
export function receiptOf(payment: CardPaymentDetail, business: ReceiptBusiness | null, format: ReceiptFormat): ReceiptContent {
  const proof = payment.payment_proof;
  const values: Record<ReceiptField, string | null | undefined> = {
    formalProcessorHolderName: proof?.formal_processor_holder_name,
    businessName: business?.name,
    businessEmail: business?.email,
    businessAddress: proof?.business_address,
    externalId: payment.external_id,
    paidAt: payment.captured_at ? format.time(payment.captured_at) : null,
    method: format.method(payment.card),
    cardNumber: payment.card.masked_number,
    issuingBank: payment.card.bank,
    authorizationId: payment.authorization_id,
    referenceNumber: payment.bank_reference_number,
    // What was captured is what was paid; what was given back since is said beside it.
    amount: formatMoney(payment.capture_amount, payment.currency),
    refunded: payment.refunded_amount > 0 ? formatMoney(payment.refunded_amount, payment.currency) : null,
    currency: payment.currency,
    description: payment.description,
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
