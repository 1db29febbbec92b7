import type { DocumentType } from 'shared-contracts/areas/activation/activation';
import { BUSINESS_REGISTRATION_DOCUMENT } from 'shared-contracts/rules';

export { documentSetComplete, INDONESIAN_DOCUMENT_SETS } from 'shared-contracts/rules';
export { indonesianDocumentParts, indonesianDocumentsPresent } from 'shared-contracts/areas/activation/onboarding-checklist';

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

/** The mandatory documents a variant uploads besides its document set: not the business registration certificate for a person (rules/entity-variants). */
export function mandatoryDocumentsOf<T extends { doc_type: string; document_type: DocumentType }>(documents: readonly T[], person: boolean): T[] {
  return documents.filter((document) => document.document_type === 'MANDATORY' && !(person && document.doc_type === BUSINESS_REGISTRATION_DOCUMENT));
}
