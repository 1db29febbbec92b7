import type { ActivationCategory } from 'shared-contracts/areas/activation/activation';
import { fieldKey, snakeCase } from './field-keys';

describe('master field keys (spec 02 §3)', () => {
  test.each<[string, ActivationCategory, string]>([
    ['NIB Number', 'Business Permit Details', 'nib_number'],
    ['Year of Establishment', 'Business Permit Details', 'year_of_establishment'],
    ['NPWP Number', 'Business Permit Details', 'npwp_number'],
    ['Tax ID', 'TIN', 'tin'],
    ['Politically Exposed Person', 'PEP Declaration', 'is_pep'],
    ['PEP Director Names', 'PEP Declaration', 'pep_list_director_names'],
    ['PEP Companies', 'PEP Declaration', 'pep_list_of_companies'],
    ['PEP Purpose', 'PEP Declaration', 'pep_purpose'],
    ['Full Name', 'Authorised Signatory Detail', 'pic_full_name'],
    ['Email', 'PIC Details', 'pic_email'],
    ['Mobile Number', 'Primary Contact Person', 'pic_mobile_number'],
    ['Country of Birth', 'Authorised Signatory', 'pic_country_of_birth'],
    ['Country of Birth', 'PEP Declaration', 'country_of_birth'],
    ['Bank Name', 'Bank Account Details', 'bank_name'],
    ['SEC Registration Number', 'SEC', 'sec_registration_number'],
  ])('%s in %s → %s', (fieldName, category, key) => {
    expect(fieldKey({ field_name: fieldName, category })).toBe(key);
  });

  test.each([
    ['Account Number (optional)', 'account_number'],
    ['  Spaces  and--dashes ', 'spaces_and_dashes'],
    ['camelCaseName', 'camel_case_name'],
  ])('snake case of %p is %p', (name, snake) => {
    expect(snakeCase(name)).toBe(snake);
  });
});
