/**
 * What the activation form asks to have uploaded before it is submitted (spec 02 §4, §5 "document
 * upload", "document-set choice"): a whole document set — in Indonesia's sets the NIB, or the SIUP
 * and the TDP; otherwise one primary identity document or two different secondary ones — and every
 * mandatory document of the country, except the business registration certificate for an entity
 * type that is a person. The activation remote's documents step asks the same (its
 * `rules/document-set.ts` and `rules/entity-variants.ts`); the gateway refuses a submission without
 * them (issue 42, decision 0078). Types are structural: the activation area's contract stays its own.
 */

export type ActivationDocumentKind = 'PRIMARY' | 'SECONDARY' | 'MANDATORY';

export interface ActivationDocumentFact {
  doc_type: string;
  document_type: ActivationDocumentKind;
}

/** Indonesia's document sets: the primary one, or the two secondary ones together. */
export const INDONESIAN_DOCUMENT_SETS = { primary: ['NIB'], secondary: ['SIUP', 'TDP'] } as const;

/** The entity types whose documents follow Indonesia's sets. */
export const INDONESIAN_DOCUMENT_ENTITY_TYPES: readonly string[] = ['Indonesian Entity'];

/** The entity types that are a person: no business registration certificate is asked of them. */
export const PERSON_ENTITY_TYPES: readonly string[] = ['Indonesian Individual', 'Foreign Individual', 'PH:Individual'];

export const BUSINESS_REGISTRATION_DOCUMENT = 'BUSINESS_REGISTRATION';

export interface MissingActivationDocuments {
  /** The document set is incomplete, by which rule; null when a set is complete. */
  set: 'indonesian' | 'generic' | null;
  /** The mandatory documents not uploaded (doc types). */
  mandatory: string[];
}

/** Whether the uploaded documents complete one document set, by Indonesia's sets or the generic rule (the form and the gateway). */
export function documentSetComplete(set: 'primary' | 'secondary', uploaded: readonly ActivationDocumentFact[], rule: 'indonesian' | 'generic'): boolean {
  const kind: ActivationDocumentKind = set === 'primary' ? 'PRIMARY' : 'SECONDARY';
  const ofSet = uploaded.filter((document) => document.document_type === kind);
  if (rule === 'indonesian') return INDONESIAN_DOCUMENT_SETS[set].every((docType) => ofSet.some((document) => document.doc_type === docType));
  const distinct = new Set(ofSet.map((document) => document.doc_type)).size;
  return distinct >= (set === 'primary' ? 1 : 2);
}

/** What is missing of the documents `entityType` must upload from its country's `masterDocuments`; undefined when nothing is. */
export function missingActivationDocuments(
  entityType: string,
  masterDocuments: readonly ActivationDocumentFact[],
  uploaded: readonly ActivationDocumentFact[],
): MissingActivationDocuments | undefined {
  const indonesian = INDONESIAN_DOCUMENT_ENTITY_TYPES.includes(entityType);
  const person = PERSON_ENTITY_TYPES.includes(entityType);
  const rule = indonesian ? 'indonesian' : 'generic';
  const setDone = documentSetComplete('primary', uploaded, rule) || documentSetComplete('secondary', uploaded, rule);
  const mandatory = masterDocuments
    .filter((document) => document.document_type === 'MANDATORY' && !(person && document.doc_type === BUSINESS_REGISTRATION_DOCUMENT))
    .map((document) => document.doc_type)
    .filter((docType) => !uploaded.some((document) => document.doc_type === docType));
  if (setDone && mandatory.length === 0) return undefined;
  return { set: setDone ? null : rule, mandatory };
}
