import type { DocumentType } from 'shared-contracts/areas/activation/activation';
import { BUSINESS_REGISTRATION_DOCUMENT } from 'shared-contracts/rules';

export { documentSetComplete, INDONESIAN_DOCUMENT_SETS } from 'shared-contracts/rules';

/**
 * The document-set choice (spec 02 §5): generically one primary ID or two secondary IDs; in
 * Indonesia the NIB (primary) or the SIUP and the TDP (secondary); and for the Indonesian entity's
 * last step also one mandatory document (spec 02 §4). The sets and their rule are shared-contracts/rules',
 * which the gateway checks a submission with.
 */
export type DocumentSet = 'primary' | 'secondary';

export interface UploadedDocument {
  doc_type: string;
  document_type: DocumentType;
}

/** Spec 02 §4, the Indonesian entity's documents: an identity document (primary or secondary type), and a mandatory one. */
export function indonesianDocumentParts(uploaded: readonly Pick<UploadedDocument, 'document_type'>[]): { identity: boolean; mandatory: boolean } {
  return {
    identity: uploaded.some((document) => document.document_type === 'PRIMARY' || document.document_type === 'SECONDARY'),
    mandatory: uploaded.some((document) => document.document_type === 'MANDATORY'),
  };
}

/** Spec 02 §4: one primary or secondary type, and one mandatory type. */
export function indonesianDocumentsPresent(uploaded: readonly Pick<UploadedDocument, 'document_type'>[]): boolean {
  const { identity, mandatory } = indonesianDocumentParts(uploaded);
  return identity && mandatory;
}

/** The mandatory documents a variant uploads besides its document set: not the business registration certificate for a person (rules/entity-variants). */
export function mandatoryDocumentsOf<T extends { doc_type: string; document_type: DocumentType }>(documents: readonly T[], person: boolean): T[] {
  return documents.filter((document) => document.document_type === 'MANDATORY' && !(person && document.doc_type === BUSINESS_REGISTRATION_DOCUMENT));
}
