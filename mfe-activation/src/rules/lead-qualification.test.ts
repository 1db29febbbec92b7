import type { LeadQualificationEntry } from 'shared-contracts/areas/activation/activation';
import { isLeadQualification, unansweredKeys, withAnswer } from './lead-qualification';

const ID_ENTITY: LeadQualificationEntry[] = [
  { key: 'COUNTRY_OF_REGISTRATION', value1: 'ID', value2: 'Indonesia' },
  { key: 'ENTITY_TYPE', value1: 'lq_entity_id_entity', value2: 'Indonesian Entity' },
  { key: 'COMPANY_TYPE', value1: 'ct_pt', value2: 'PT' },
];

describe('lead qualification answers (spec 02 §3)', () => {
  test('replacing the country removes the saved entity type and its company type', () => {
    const next = withAnswer(ID_ENTITY, { key: 'COUNTRY_OF_REGISTRATION', value1: 'PH', value2: 'Philippines' });
    expect(next).toEqual([{ key: 'COUNTRY_OF_REGISTRATION', value1: 'PH', value2: 'Philippines' }]);
  });

  test('choosing the same country again keeps the entity type', () => {
    expect(withAnswer(ID_ENTITY, { key: 'COUNTRY_OF_REGISTRATION', value1: 'ID', value2: 'Indonesia' })).toHaveLength(3);
  });

  test('one entry per key: a new answer replaces the old one', () => {
    const next = withAnswer(ID_ENTITY, { key: 'COMPANY_TYPE', value1: 'ct_cv', value2: 'CV' });
    expect(next.filter((entry) => entry.key === 'COMPANY_TYPE')).toEqual([{ key: 'COMPANY_TYPE', value1: 'ct_cv', value2: 'CV' }]);
  });

  test.each([
    ['a list of entries', ID_ENTITY, true],
    ['an empty list', [], true],
    ['an unknown key', [{ key: 'SHOE_SIZE', value1: '42' }], false],
    ['a value that is not text', [{ key: 'ROLE', value1: 3 }], false],
    ['the same key twice', [{ key: 'ROLE', value1: 'a' }, { key: 'ROLE', value1: 'b' }], false],
    ['an object', { key: 'ROLE', value1: 'a' }, false],
  ])('%s is valid stored data: %s', (_name, value, valid) => {
    expect(isLeadQualification(value)).toBe(valid);
  });

  test('the other company type is asked only after "Others"', () => {
    const others = withAnswer(ID_ENTITY, { key: 'COMPANY_TYPE', value1: 'ct_id_other', value2: 'Others' });
    expect(unansweredKeys(others, true)).toContain('OTHER_COMPANY_TYPE');
    expect(unansweredKeys(ID_ENTITY, true)).not.toContain('OTHER_COMPANY_TYPE');
    expect(unansweredKeys(ID_ENTITY, true)).not.toContain('COMPANY_TYPE');
  });
});
