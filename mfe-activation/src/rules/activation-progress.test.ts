import { ENTITY_TYPES, sectionKey, type ActivationCategory, type EntityType } from 'shared-contracts/areas/activation/activation';
import { activationStep, stepCount, type ProgressFacts } from './activation-progress';
import { ENTITY_VARIANTS, sectionsOf } from './entity-variants';

const COMPLETE_DETAIL: ProgressFacts['detail'] = {
  legal_name: 'PT Warung Baru',
  business_description: 'Coffee and snacks',
  website: 'https://warungbaru.test',
  proof_of_business_file_id: null,
  street_line_1: 'Jl. Sudirman 1',
  state: 'DKI Jakarta',
  city: 'Jakarta',
  postal_code: '10220',
};

/** One required field per category, filled when the category is in `filled`. */
function facts(entityType: EntityType, overrides: Partial<ProgressFacts> & { filled?: readonly ActivationCategory[] } = {}): ProgressFacts {
  const { filled = [], ...rest } = overrides;
  return {
    entityType,
    qualified: true,
    detail: COMPLETE_DETAIL,
    requiredFields: sectionsOf(ENTITY_VARIANTS[entityType]).map((category) => ({ id: `f_${category}`, category, required: true })),
    sections: Object.fromEntries(filled.map((category) => [sectionKey(category, entityType), [{ master_field_id: `f_${category}`, value: 'x' }]])),
    documents: [],
    ...rest,
  };
}

const ALL_DOCUMENTS: ProgressFacts['documents'] = [{ document_type: 'PRIMARY' }, { document_type: 'MANDATORY' }];

describe('activation step (spec 02 §4)', () => {
  test('step 1 is the base: nothing answered yet', () => {
    expect(activationStep({ ...facts('Indonesian Entity'), qualified: false })).toBe(1);
    expect(activationStep({ ...facts('Indonesian Entity'), entityType: null })).toBe(1);
  });

  test.each([
    ['legal name', { legal_name: '' }],
    ['description', { business_description: ' ' }],
    ['website and proof file', { website: null }],
    ['street', { street_line_1: null }],
    ['state', { state: '' }],
    ['city', { city: null }],
    ['postal code', { postal_code: '' }],
  ])('without the %s the business details are not complete: step 2', (_name, gap) => {
    expect(activationStep(facts('Indonesian Entity', { detail: { ...COMPLETE_DETAIL, ...gap } }))).toBe(2);
  });

  test('a proof-of-business file stands in for the website', () => {
    const detail = { ...COMPLETE_DETAIL, website: null, proof_of_business_file_id: 'file_1' };
    expect(activationStep(facts('Indonesian Entity', { detail }))).toBe(3);
  });

  describe.each(ENTITY_TYPES.map((entityType) => [entityType] as const))('%s', (entityType) => {
    const variant = ENTITY_VARIANTS[entityType];
    const last = stepCount(entityType);
    const documents = ALL_DOCUMENTS;

    test(`has ${variant.individual ? 5 : 6} steps`, () => {
      expect(last).toBe(variant.individual ? 5 : 6);
    });

    test('business details complete: step 3', () => {
      expect(activationStep(facts(entityType))).toBe(3);
    });

    test.each(variant.registration.map((missing) => [missing] as const))('registration without %s stays at step 3', (missing) => {
      const filled = variant.registration.filter((category) => category !== missing);
      expect(activationStep(facts(entityType, { filled, documents }))).toBe(3);
    });

    test('registration, tax and bank present: step 4', () => {
      expect(activationStep(facts(entityType, { filled: variant.registration }))).toBe(4);
    });

    if (!variant.individual) {
      test.each(variant.people.map((missing) => [missing] as const))('people without %s stay at step 4', (missing) => {
        const filled = [...variant.registration, ...variant.people.filter((category) => category !== missing)];
        expect(activationStep(facts(entityType, { filled, documents }))).toBe(4);
      });
      test('signatory and contact present: step 5', () => {
        expect(activationStep(facts(entityType, { filled: sectionsOf(variant) }))).toBe(5);
      });
    }

    test(`documents present: step ${last}, the last`, () => {
      expect(activationStep(facts(entityType, { filled: sectionsOf(variant), documents }))).toBe(last);
    });

    test('a section saved with a required value empty is not present', () => {
      const [first, ...others] = variant.registration;
      const base = facts(entityType, { filled: others });
      const blank = { [sectionKey(first!, entityType)]: [{ master_field_id: `f_${first}`, value: '  ' }] };
      expect(activationStep({ ...base, sections: { ...base.sections, ...blank } })).toBe(3);
    });
  });

  test('a sole proprietorship needs no SEC section, a corporation does', () => {
    expect(ENTITY_VARIANTS['PH:Sole Proprietorship'].registration).not.toContain('SEC');
    const filled: ActivationCategory[] = ['DTI details', 'TIN', 'Bank Account Details'];
    expect(activationStep(facts('PH:Sole Proprietorship', { filled }))).toBe(4);
    expect(activationStep(facts('PH:Corporation', { filled }))).toBe(3);
  });

  test.each([
    ['a primary and a mandatory document', [{ document_type: 'PRIMARY' }, { document_type: 'MANDATORY' }], 6],
    ['a secondary and a mandatory document', [{ document_type: 'SECONDARY' }, { document_type: 'MANDATORY' }], 6],
    ['a primary document alone', [{ document_type: 'PRIMARY' }], 5],
    ['a mandatory document alone', [{ document_type: 'MANDATORY' }], 5],
  ] as const)('the Indonesian entity with %s: step %i', (_name, documents, step) => {
    expect(activationStep(facts('Indonesian Entity', { filled: sectionsOf(ENTITY_VARIANTS['Indonesian Entity']), documents }))).toBe(step);
  });

  test('another variant reaches its last step with any common company document', () => {
    const variant = ENTITY_VARIANTS['Foreign Entity'];
    expect(activationStep(facts('Foreign Entity', { filled: sectionsOf(variant), documents: [{ document_type: 'MANDATORY' }] }))).toBe(6);
  });

  test("another entity type's sections do not count", () => {
    const other = facts('Foreign Entity', { filled: ENTITY_VARIANTS['Foreign Entity'].registration });
    expect(activationStep({ ...facts('Indonesian Entity'), sections: other.sections })).toBe(3);
  });
});
