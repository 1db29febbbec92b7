import type { MasterField } from 'shared-contracts/areas/activation/activation';
import { fieldRule, sectionErrors, sectionValues, sectionsToSave } from './section-values';

const field = (id: string, field_name: string, category: MasterField['category'], input: MasterField['input'], required = true): MasterField => ({
  id, field_name, category, input, required, country_id: 'PH', multi_language_label: { en: field_name, id: field_name },
});

const FIELDS = [
  field('sec_no', 'SEC Registration Number', 'SEC', 'sec'),
  field('tax', 'Tax ID', 'TIN', 'tin'),
  field('name', 'Full Name', 'Authorised Signatory', 'text'),
  field('mobile', 'Mobile Number', 'Authorised Signatory', 'mobile', false),
];
const CATEGORIES = ['SEC', 'TIN', 'Authorised Signatory'] as const;

describe('section values', () => {
  test('saved values come back under their keys, the SEC number without CS', () => {
    const saved = { 'SEC:PH:Corporation': [{ master_field_id: 'sec_no', value: 'CS123456789' }] };
    expect(sectionValues(CATEGORIES, FIELDS, saved, 'PH:Corporation')).toEqual({
      sec: { sec_registration_number: '123456789' },
      tin: { tin: '' },
      authorised_signatory: { pic_full_name: '', pic_mobile_number: '' },
    });
  });

  test('values are saved as master_field_id plus cleaned value', () => {
    const values = { sec: { sec_registration_number: '123456789' }, tin: { tin: '123-456-789-012' }, authorised_signatory: { pic_full_name: ' Ayu ', pic_mobile_number: '' } };
    expect(sectionsToSave(CATEGORIES, FIELDS, values, 'PH:Corporation')).toEqual({
      'SEC:PH:Corporation': [{ master_field_id: 'sec_no', value: 'CS123456789' }],
      'TIN:PH:Corporation': [{ master_field_id: 'tax', value: '123456789012' }],
      'Authorised Signatory:PH:Corporation': [
        { master_field_id: 'name', value: 'Ayu' },
        { master_field_id: 'mobile', value: '' },
      ],
    });
  });

  test('errors follow the values: required, the SEC number’s own message, a mobile starting with 0', () => {
    const values = { sec: { sec_registration_number: '1234' }, tin: { tin: '' }, authorised_signatory: { pic_full_name: 'Ayu', pic_mobile_number: '0812345678' } };
    expect(sectionErrors(CATEGORIES, FIELDS, values, 2026)).toEqual({
      sec: { sec_registration_number: 'invalidSecNumber' },
      tin: { tin: 'requiredField' },
      authorised_signatory: { pic_mobile_number: 'mobileStartsWithZero' },
    });
  });

  test("the bank account's holder name is checked by its key (accountNameCharacters), a TIN by its own rule", () => {
    const bank = [field('holder', 'Account Holder Name', 'Bank Account Details', 'text'), field('tax', 'Tax ID', 'TIN', 'tin')];
    const values = { bank_account_details: { account_holder_name: 'Warung <Baru>' }, tin: { tin: '123-456-789' } };
    expect(sectionErrors(['Bank Account Details', 'TIN'], bank, values, 2026)).toEqual({
      bank_account_details: { account_holder_name: 'accountNameCharacters' },
      tin: { tin: 'tinMinimum12Digits' },
    });
  });

  describe('the PEP declaration (asked details only of a politically exposed person)', () => {
    const PEP = [
      field('pep', 'Politically Exposed Person', 'PEP Declaration', 'yes_no'),
      field('directors', 'PEP Director Names', 'PEP Declaration', 'text', false),
      field('companies', 'PEP Companies', 'PEP Declaration', 'text', false),
      field('purpose', 'PEP Purpose', 'PEP Declaration', 'text', false),
    ];
    const DETAILS = { pep_list_director_names: 'Juan Cruz', pep_list_of_companies: 'Cruz Holdings', pep_purpose: 'Board seat' };

    test.each([
      ['not answered yet', undefined, { asked: false, required: false }],
      ['answered no', 'no', { asked: false, required: false }],
      ['answered yes', 'yes', { asked: true, required: true }],
    ] as const)('the details when the question is %s', (_name, answer, rule) => {
      expect(fieldRule(PEP[1]!, answer === undefined ? {} : { is_pep: answer })).toEqual(rule);
      expect(fieldRule(PEP[0]!, answer === undefined ? {} : { is_pep: answer })).toEqual({ asked: true, required: true });
    });

    test('yes without the details is refused on each of them; no needs none', () => {
      expect(sectionErrors(['PEP Declaration'], PEP, { pep_declaration: { is_pep: 'yes' } }, 2026)).toEqual({
        pep_declaration: { pep_list_director_names: 'requiredField', pep_list_of_companies: 'requiredField', pep_purpose: 'requiredField' },
      });
      expect(sectionErrors(['PEP Declaration'], PEP, { pep_declaration: { is_pep: 'no' } }, 2026)).toEqual({});
      expect(sectionErrors(['PEP Declaration'], PEP, { pep_declaration: {} }, 2026)).toEqual({ pep_declaration: { is_pep: 'requiredField' } });
    });

    test('details typed before the answer became no are saved empty', () => {
      const saved = sectionsToSave(['PEP Declaration'], PEP, { pep_declaration: { is_pep: 'no', ...DETAILS } }, 'PH:Individual');
      expect(saved['PEP Declaration:PH:Individual']).toEqual([
        { master_field_id: 'pep', value: 'no' },
        { master_field_id: 'directors', value: '' },
        { master_field_id: 'companies', value: '' },
        { master_field_id: 'purpose', value: '' },
      ]);
      const yes = sectionsToSave(['PEP Declaration'], PEP, { pep_declaration: { is_pep: 'yes', ...DETAILS } }, 'PH:Individual');
      expect(yes['PEP Declaration:PH:Individual']?.map((value) => value.value)).toEqual(['yes', 'Juan Cruz', 'Cruz Holdings', 'Board seat']);
    });
  });
});
