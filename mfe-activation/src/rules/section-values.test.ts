import type { MasterField } from 'shared-contracts/areas/activation';
import { sectionErrors, sectionValues, sectionsToSave } from './section-values';

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

  test('errors follow the values: required, format, a mobile starting with 0', () => {
    const values = { sec: { sec_registration_number: '1234' }, tin: { tin: '' }, authorised_signatory: { pic_full_name: 'Ayu', pic_mobile_number: '0812345678' } };
    expect(sectionErrors(CATEGORIES, FIELDS, values, 2026)).toEqual({
      sec: { sec_registration_number: 'invalidFormat' },
      tin: { tin: 'requiredField' },
      authorised_signatory: { pic_mobile_number: 'mobileStartsWithZero' },
    });
  });
});
