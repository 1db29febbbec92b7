import { MASTER_DOCUMENTS } from '../../areas/activation/activation-documents';
import { ENTITY_TYPES } from '../../areas/activation/activation';
import { missingActivationDocuments, PERSON_ENTITY_TYPES, INDONESIAN_DOCUMENT_ENTITY_TYPES, type ActivationDocumentFact } from './activation-documents';

const ID = MASTER_DOCUMENTS.ID;
const OTHER = MASTER_DOCUMENTS.OTHER;
const of = (list: readonly ActivationDocumentFact[], ...types: string[]) => types.map((docType) => list.find((document) => document.doc_type === docType)!);

describe('the documents the activation form asks for before a submission (issue 42)', () => {
  it.each([
    ['the NIB and the KTP', ['NIB', 'KTP'], undefined],
    ['the SIUP, the TDP and the KTP', ['SIUP', 'TDP', 'KTP'], undefined],
    ['the NIB alone', ['NIB'], { set: null, mandatory: ['KTP'] }],
    ['the KTP alone', ['KTP'], { set: 'indonesian', mandatory: [] }],
    ['the SIUP and the KTP (no TDP)', ['SIUP', 'KTP'], { set: 'indonesian', mandatory: [] }],
    ['nothing', [], { set: 'indonesian', mandatory: ['KTP'] }],
  ])('an Indonesian entity with %s', (_name, types, missing) => {
    expect(missingActivationDocuments('Indonesian Entity', ID, of(ID, ...types))).toEqual(missing);
  });

  it.each([
    ['a passport and the registration certificate', 'Foreign Entity', ['PASSPORT', 'BUSINESS_REGISTRATION'], undefined],
    ['two secondary IDs and the certificate', 'Foreign Entity', ['NATIONAL_ID', 'DRIVERS_LICENSE', 'BUSINESS_REGISTRATION'], undefined],
    ['one secondary ID and the certificate', 'Foreign Entity', ['NATIONAL_ID', 'BUSINESS_REGISTRATION'], { set: 'generic', mandatory: [] }],
    ['a passport without the certificate', 'Foreign Entity', ['PASSPORT'], { set: null, mandatory: ['BUSINESS_REGISTRATION'] }],
    ['a person: a passport, no certificate asked', 'Foreign Individual', ['PASSPORT'], undefined],
  ])('generic sets: %s', (_name, entityType, types, missing) => {
    expect(missingActivationDocuments(entityType, OTHER, of(OTHER, ...types))).toEqual(missing);
  });

  it('names only entity types the contract has', () => {
    for (const type of [...PERSON_ENTITY_TYPES, ...INDONESIAN_DOCUMENT_ENTITY_TYPES]) expect(ENTITY_TYPES).toContain(type);
  });
});
