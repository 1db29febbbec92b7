import { MASTER_DOCUMENTS } from 'shared-contracts/areas/activation/activation-documents';
import { documentSetComplete, indonesianDocumentsPresent, mandatoryDocumentsOf, type UploadedDocument } from './document-set';

const doc = (doc_type: string, document_type: UploadedDocument['document_type']): UploadedDocument => ({ doc_type, document_type });

describe('document-set choice (spec 02 §5)', () => {
  test.each([
    ['generic primary: one primary ID', 'primary', [doc('PASSPORT', 'PRIMARY')], 'generic', true],
    ['generic primary: nothing', 'primary', [], 'generic', false],
    ['generic secondary: two different secondary IDs', 'secondary', [doc('AFP_ID', 'SECONDARY'), doc('PNP_ID', 'SECONDARY')], 'generic', true],
    ['generic secondary: one secondary ID', 'secondary', [doc('AFP_ID', 'SECONDARY')], 'generic', false],
    ['generic secondary: the same ID twice', 'secondary', [doc('AFP_ID', 'SECONDARY'), doc('AFP_ID', 'SECONDARY')], 'generic', false],
    ['generic secondary: a primary does not count', 'secondary', [doc('PASSPORT', 'PRIMARY'), doc('AFP_ID', 'SECONDARY')], 'generic', false],
    ['Indonesian primary: the NIB', 'primary', [doc('NIB', 'PRIMARY')], 'indonesian', true],
    ['Indonesian primary: another primary', 'primary', [doc('KTP', 'PRIMARY')], 'indonesian', false],
    ['Indonesian secondary: SIUP and TDP', 'secondary', [doc('SIUP', 'SECONDARY'), doc('TDP', 'SECONDARY')], 'indonesian', true],
    ['Indonesian secondary: SIUP alone', 'secondary', [doc('SIUP', 'SECONDARY')], 'indonesian', false],
  ] as const)('%s', (_name, set, uploaded, rule, complete) => {
    expect(documentSetComplete(set, uploaded, rule)).toBe(complete);
  });

  test.each([
    [[doc('NIB', 'PRIMARY'), doc('NPWP', 'MANDATORY')], true],
    [[doc('SIUP', 'SECONDARY'), doc('NPWP', 'MANDATORY')], true],
    [[doc('NIB', 'PRIMARY')], false],
    [[doc('NPWP', 'MANDATORY')], false],
  ])('Indonesian documents %#: %s', (uploaded, present) => {
    expect(indonesianDocumentsPresent(uploaded)).toBe(present);
  });

  test.each([
    ['a Philippine business uploads its registration certificate', 'PH', false, ['BUSINESS_REGISTRATION']],
    ['a Philippine individual proves who it is with its IDs alone', 'PH', true, []],
    ['a foreign entity uploads its registration certificate', 'OTHER', false, ['BUSINESS_REGISTRATION']],
    ['a foreign individual does not', 'OTHER', true, []],
    ['an Indonesian individual still uploads its KTP', 'ID', true, ['KTP']],
    ['an Indonesian entity uploads the signatory KTP', 'ID', false, ['KTP']],
  ] as const)('mandatory documents: %s', (_name, country, person, expected) => {
    expect(mandatoryDocumentsOf(MASTER_DOCUMENTS[country], person).map((document) => document.doc_type)).toEqual(expected);
  });
});
