import type { TFunction } from 'i18next';
import type { PrintableDocumentContent } from 'shared-ui/overlays';
import type { ProofContent } from '../../../rules/bank-transfer-proof';

/** The proof as shared-ui's printable document, in the user's language; the amount is set in bold. */
export const proofDocument = (proof: ProofContent, t: TFunction<'balance'>): PrintableDocumentContent => ({
  title: t('proof.title'),
  businessName: proof.businessName,
  logo: proof.logo,
  logoAlt: t('proof.logo', { name: proof.businessName }),
  rows: proof.rows.map(({ key, value }) => ({ key, value, label: t(`proof.fields.${key}`), strong: key === 'amount' })),
  footer: t('proof.footer'),
});
