import type { DocumentType } from 'shared-contracts/areas/activation/activation';

/**
 * The document-set choice (spec 02 §5): generically one primary ID or two secondary IDs; in
 * Indonesia the NIB (primary) or the SIUP and the TDP (secondary); and for the Indonesian entity's
 * last step also one mandatory document (spec 02 §4).
 */
export type DocumentSet = 'primary' | 'secondary';

export interface UploadedDocument {
  doc_type: string;
  document_type: DocumentType;
}

export const INDONESIAN_SETS: Readonly<Record<DocumentSet, readonly string[]>> = { primary: ['NIB'], secondary: ['SIUP', 'TDP'] };

export function documentSetComplete(set: DocumentSet, uploaded: readonly UploadedDocument[], rule: 'indonesian' | 'generic'): boolean {
  const wanted: DocumentType = set === 'primary' ? 'PRIMARY' : 'SECONDARY';
  const ofSet = uploaded.filter((document) => document.document_type === wanted);
  if (rule === 'indonesian') return INDONESIAN_SETS[set].every((docType) => ofSet.some((document) => document.doc_type === docType));
  const distinct = new Set(ofSet.map((document) => document.doc_type)).size;
  return set === 'primary' ? distinct >= 1 : distinct >= 2;
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

/** The business registration certificate: asked of businesses, never of a person (rules/entity-variants). */
export const BUSINESS_REGISTRATION = 'BUSINESS_REGISTRATION';

/** The mandatory documents a variant uploads besides its document set. */
export function mandatoryDocumentsOf<T extends { doc_type: string; document_type: DocumentType }>(documents: readonly T[], person: boolean): T[] {
  return documents.filter((document) => document.document_type === 'MANDATORY' && !(person && document.doc_type === BUSINESS_REGISTRATION));
}
