import type { ActivationCategory, EntityType, LeadQualificationChoice, MasterFieldInput } from 'shared-contracts/areas/activation/activation';

/**
 * The activation form's reference data (issue 19): lead qualification answers, company types,
 * industry sectors and master fields for Indonesia, the Philippines and foreign entities.
 */
type Answer = [id: string, key: LeadQualificationChoice, answer: string, countryId: string | null];

export const FOREIGN_COUNTRIES = ['SG', 'MY', 'TH', 'VN'] as const;

const entity = (id: string, answer: EntityType, countryId: string | null): Answer => [id, 'ENTITY_TYPE', answer, countryId];

export const LEAD_ANSWERS: readonly Answer[] = [
  ['lq_country_id', 'COUNTRY_OF_REGISTRATION', 'Indonesia', 'ID'],
  ['lq_country_ph', 'COUNTRY_OF_REGISTRATION', 'Philippines', 'PH'],
  ['lq_country_sg', 'COUNTRY_OF_REGISTRATION', 'Singapore', 'SG'],
  ['lq_country_my', 'COUNTRY_OF_REGISTRATION', 'Malaysia', 'MY'],
  entity('lq_entity_id_entity', 'Indonesian Entity', 'ID'),
  entity('lq_entity_id_individual', 'Indonesian Individual', 'ID'),
  entity('lq_entity_ph_corporation', 'PH:Corporation', 'PH'),
  entity('lq_entity_ph_partnership', 'PH:Partnership', 'PH'),
  entity('lq_entity_ph_sole', 'PH:Sole Proprietorship', 'PH'),
  entity('lq_entity_ph_individual', 'PH:Individual', 'PH'),
  // A foreign business chooses among these whatever its country (country_id null).
  entity('lq_entity_foreign_entity', 'Foreign Entity', null),
  entity('lq_entity_foreign_individual', 'Foreign Individual', null),
  entity('lq_entity_foreign_corporation', 'Foreign:Corporation', null),
  ['lq_employees_1', 'NUM_OF_EMPLOYEES', '1-10', null],
  ['lq_employees_2', 'NUM_OF_EMPLOYEES', '11-50', null],
  ['lq_employees_3', 'NUM_OF_EMPLOYEES', '51-200', null],
  ['lq_employees_4', 'NUM_OF_EMPLOYEES', 'More than 200', null],
  ['lq_role_owner', 'ROLE', 'Owner / Founder', null],
  // Also the roles an authorised signatory holds: the form's Role dropdowns offer these answers.
  ['lq_role_director', 'ROLE', 'Director', null],
  ['lq_role_commissioner', 'ROLE', 'Commissioner', null],
  ['lq_role_finance', 'ROLE', 'Finance', null],
  ['lq_role_tech', 'ROLE', 'Engineering', null],
  ['lq_role_other', 'ROLE', 'Other', null],
  ['lq_monthly_1', 'MONTHLY_TRANSACTIONS', 'Fewer than 100', null],
  ['lq_monthly_2', 'MONTHLY_TRANSACTIONS', '100-1,000', null],
  ['lq_monthly_3', 'MONTHLY_TRANSACTIONS', 'More than 1,000', null],
  ['lq_size_1', 'AVG_TRANSACTION_SIZE', 'Small (under 100 USD)', null],
  ['lq_size_2', 'AVG_TRANSACTION_SIZE', 'Medium (100-1,000 USD)', null],
  ['lq_size_3', 'AVG_TRANSACTION_SIZE', 'Large (over 1,000 USD)', null],
];

/** [id, company_type, lead_qualification_id (the entity-type answer)] */
export const COMPANY_TYPES: readonly [string, string, string][] = [
  ['ct_pt', 'PT', 'lq_entity_id_entity'],
  ['ct_cv', 'CV', 'lq_entity_id_entity'],
  ['ct_pma', 'PMA', 'lq_entity_id_entity'],
  ['ct_yayasan', 'YAYASAN', 'lq_entity_id_entity'],
  ['ct_koperasi', 'KOPERASI', 'lq_entity_id_entity'],
  ['ct_id_other', 'Others', 'lq_entity_id_entity'],
  ['ct_ph_stock', 'Stock Corporation', 'lq_entity_ph_corporation'],
  ['ct_ph_nonstock', 'Non-stock Corporation', 'lq_entity_ph_corporation'],
  ['ct_ph_general', 'General Partnership', 'lq_entity_ph_partnership'],
  ['ct_ph_limited', 'Limited Partnership', 'lq_entity_ph_partnership'],
  ['ct_foreign_private', 'Private Limited Company', 'lq_entity_foreign_corporation'],
  ['ct_foreign_other', 'Others', 'lq_entity_foreign_entity'],
];

/** [parent, children, entity types it applies to ([] = all)] */
export const INDUSTRY_SECTORS: readonly [string, string[], EntityType[]][] = [
  ['Retail', ['Fashion', 'Groceries', 'Electronics'], []],
  ['Food and beverage', ['Restaurants', 'Catering'], []],
  ['Services', ['Education', 'Health', 'Professional services'], []],
  ['Financial services', ['Lending', 'Insurance'], ['Indonesian Entity', 'PH:Corporation', 'Foreign Entity', 'Foreign:Corporation']],
];

type FieldSeed = [fieldName: string, labelId: string, input: MasterFieldInput, required: boolean];

const BANK: FieldSeed[] = [
  ['Bank Name', 'Nama Bank', 'bank', true],
  ['Account Holder Name', 'Nama Pemilik Rekening', 'text', true],
  ['Account Number', 'Nomor Rekening', 'text', true],
];
const PERSON: FieldSeed[] = [
  ['Full Name', 'Nama Lengkap', 'text', true],
  ['Email', 'Email', 'email', true],
  ['Mobile Number', 'Nomor Ponsel', 'mobile', true],
];
const SIGNATORY: FieldSeed[] = [...PERSON, ['Role', 'Jabatan', 'role', true]];
const FOREIGN_SIGNATORY: FieldSeed[] = [...SIGNATORY, ['Country of Birth', 'Negara Kelahiran', 'country', true]];

type Sections = Partial<Record<ActivationCategory, FieldSeed[]>>;

const INDONESIA: Sections = {
  'Business Permit Details': [
    ['NIB Number', 'Nomor NIB', 'text', true],
    ['NPWP Number', 'Nomor NPWP', 'npwp', true],
    ['Year of Establishment', 'Tahun Pendirian', 'year', true],
  ],
  'Bank Account Details': BANK,
  'Authorised Signatory Detail': SIGNATORY,
  'PIC Details': PERSON,
  TIN: [['Tax ID', 'NPWP Pribadi', 'npwp', true]],
};

const PHILIPPINES: Sections = {
  SEC: [
    ['SEC Registration Number', 'Nomor Registrasi SEC', 'sec', true],
    ['Year of Incorporation', 'Tahun Pendirian', 'year', true],
  ],
  'DTI details': [
    ['DTI Registration Number', 'Nomor Registrasi DTI', 'text', true],
    ['Year of Registration', 'Tahun Registrasi', 'year', true],
  ],
  TIN: [['Tax ID', 'Nomor Pajak (TIN)', 'tin', true]],
  'Bank Account Details': BANK,
  'Authorised Signatory': FOREIGN_SIGNATORY,
  'Primary Contact Person': PERSON,
  'PEP Declaration': [
    ['Politically Exposed Person', 'Orang yang Populer Secara Politis', 'yes_no', true],
    ['PEP Director Names', 'Nama Direktur PEP', 'text', false],
    ['PEP Companies', 'Perusahaan PEP', 'text', false],
    ['PEP Purpose', 'Tujuan PEP', 'text', false],
  ],
};

const FOREIGN: Sections = {
  'Business Permit Details': [
    ['Business Registration Number', 'Nomor Registrasi Usaha', 'text', true],
    ['Year of Incorporation', 'Tahun Pendirian', 'year', true],
  ],
  TIN: [['Tax ID', 'Nomor Pajak', 'text', true]],
  'Bank Account Details': BANK,
  'Authorised Signatory': FOREIGN_SIGNATORY,
  'Primary Contact Person': PERSON,
};

export interface MasterFieldSeed {
  id: string;
  field_name: string;
  country_id: string;
  category: ActivationCategory;
  label_en: string;
  label_id: string;
  input: MasterFieldInput;
  required: boolean;
}

function fieldsOf(countryId: string, sections: Sections): MasterFieldSeed[] {
  return Object.entries(sections).flatMap(([category, fields], section) =>
    (fields ?? []).map(([fieldName, labelId, input, required], index) => ({
      id: `mf_${countryId.toLowerCase()}_${section + 1}_${index + 1}`,
      field_name: fieldName,
      country_id: countryId,
      category: category as ActivationCategory,
      label_en: fieldName,
      label_id: labelId,
      input,
      required,
    })),
  );
}

export const MASTER_FIELDS: readonly MasterFieldSeed[] = [
  ...fieldsOf('ID', INDONESIA),
  ...fieldsOf('PH', PHILIPPINES),
  ...FOREIGN_COUNTRIES.flatMap((country) => fieldsOf(country, FOREIGN)),
];
