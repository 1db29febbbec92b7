import { businessDetailErrors, trimmedValues, type BusinessDetailValues } from './business-details';

const COMPLETE: BusinessDetailValues = {
  legal_name: 'PT Warung Baru',
  name: 'Warung Baru',
  business_description: 'Coffee',
  website: 'https://warungbaru.test',
  street_line_1: 'Jl. Sudirman 1',
  street_line_2: '',
  state: 'DKI Jakarta',
  city: 'Jakarta',
  postal_code: '10220',
};

describe('business details (spec 02 §4, §5)', () => {
  test('complete details have no errors', () => {
    expect(businessDetailErrors(COMPLETE, false)).toEqual({});
  });

  test.each([
    ['no website and no proof file', { website: '' }, false, { website: 'websiteOrProof' }],
    ['no website but a proof file', { website: '' }, true, {}],
    ['a plain http website', { website: 'http://warungbaru.test' }, false, { website: 'invalidWebsite' }],
    ['a website without a domain', { website: 'https://localhost' }, false, { website: 'invalidWebsite' }],
    ['a blank legal name', { legal_name: '   ' }, false, { legal_name: 'requiredField' }],
    ['no city', { city: '' }, false, { city: 'requiredField' }],
    ['a postal code with symbols', { postal_code: '10#20' }, false, { postal_code: 'postalCodeCharacters' }],
    ['a postal code too short', { postal_code: '12' }, false, { postal_code: 'postalCodeMinLength' }],
    ['a postal code too long', { postal_code: '12345678901' }, false, { postal_code: 'postalCodeMaxLength' }],
  ])('%s', (_name, change, proof, errors) => {
    expect(businessDetailErrors({ ...COMPLETE, ...change }, proof)).toEqual(errors);
  });

  test('values are trimmed before they are saved', () => {
    expect(trimmedValues({ ...COMPLETE, legal_name: '  PT Warung Baru ' }).legal_name).toBe('PT Warung Baru');
  });
});
