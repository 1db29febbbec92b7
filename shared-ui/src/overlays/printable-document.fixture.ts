import type { PrintableDocumentContent } from './PrintableDocument';

/** A short card receipt, for the printable document's tests. */
export const RECEIPT_CONTENT: PrintableDocumentContent = {
  title: 'Payment receipt',
  businessName: 'Toko Ku',
  logo: null,
  logoAlt: 'Toko Ku logo',
  rows: [
    { key: 'externalId', label: 'External ID', value: 'order-1' },
    { key: 'amount', label: 'Amount', value: 'Rp 150.000', strong: true },
  ],
  footer: 'Valid without a signature.',
};
