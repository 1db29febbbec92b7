import type { TFunction } from 'i18next';
import type { PrintableDocumentContent } from 'shared-ui/overlays';
import type { ReceiptContent } from '../../rules/receipt';

/** The receipt as shared-ui's printable document, in the user's language; the amount is set in bold. */
export const receiptDocument = (receipt: ReceiptContent, t: TFunction<'cards'>): PrintableDocumentContent => ({
  title: t('receipt.title'),
  businessName: receipt.businessName,
  logo: receipt.logo,
  logoAlt: t('receipt.logo', { name: receipt.businessName }),
  rows: receipt.rows.map(({ key, value }) => ({ key, value, label: t(`receipt.fields.${key}`), strong: key === 'amount' })),
  footer: t('receipt.footer'),
});
