import type { ActivationCompanyDetail, MasterField } from 'shared-contracts/areas/activation/activation';
import { ACTIVATION_API, COMPANY_TEXT_FIELDS } from 'shared-contracts/areas/activation/activation';
import { ACTIVATION_OPTIONS_API } from 'shared-contracts/areas/activation/activation-options';
import type { FakeGatewayCall, FakeGatewayRoutes } from 'shared-contracts/testing';

/** What the sandbox answers new@warungbaru.test before anything was saved. */
export const EMPTY_DETAIL: ActivationCompanyDetail = {
  id: 'biz_warungbaru',
  go_live_status: 'AWAITING_DOCS',
  kyc_verification_status: 'AWAITING_DATA',
  instant_activation_before_bdd: false,
  segment: null,
  get_started_page_enabled: true,
  get_started_page_completed: false,
  submitted_date: null,
  business_logo_url: null,
  ...(Object.fromEntries(COMPANY_TEXT_FIELDS.map((field) => [field, null])) as Record<(typeof COMPANY_TEXT_FIELDS)[number], null>),
  extra: {},
  common_company_detail_documents: [],
  updated_at: null,
  updated_by: null,
  review: null,
};

const field = (id: string, field_name: string, category: MasterField['category'], input: MasterField['input'], required = true, country_id = 'ID'): MasterField => ({
  id, field_name, category, input, required, country_id, multi_language_label: { en: field_name, id: `${field_name} (id)` },
});

export const ID_FIELDS: MasterField[] = [
  field('mf_nib', 'NIB Number', 'Business Permit Details', 'text'),
  field('mf_npwp', 'NPWP Number', 'Business Permit Details', 'npwp'),
  field('mf_year', 'Year of Establishment', 'Business Permit Details', 'year'),
  field('mf_bank', 'Bank Name', 'Bank Account Details', 'bank'),
  field('mf_signatory', 'Full Name', 'Authorised Signatory Detail', 'text'),
  field('mf_signatory_role', 'Role', 'Authorised Signatory Detail', 'role'),
  field('mf_pic', 'Mobile Number', 'PIC Details', 'mobile'),
];

/** The sandbox's fields of a Philippine individual (TIN, bank, primary contact, PEP declaration). */
export const PH_INDIVIDUAL_FIELDS: MasterField[] = [
  field('mf_ph_tin', 'Tax ID', 'TIN', 'tin', true, 'PH'),
  field('mf_ph_bank', 'Bank Name', 'Bank Account Details', 'bank', true, 'PH'),
  field('mf_ph_contact', 'Full Name', 'Primary Contact Person', 'text', true, 'PH'),
  field('mf_ph_pep', 'Politically Exposed Person', 'PEP Declaration', 'yes_no', true, 'PH'),
  field('mf_ph_pep_directors', 'PEP Director Names', 'PEP Declaration', 'text', false, 'PH'),
  field('mf_ph_pep_companies', 'PEP Companies', 'PEP Declaration', 'text', false, 'PH'),
  field('mf_ph_pep_purpose', 'PEP Purpose', 'PEP Declaration', 'text', false, 'PH'),
];

/** The sandbox's banks of two countries (GET /api/available_disbursements_bank_names?country_id=). */
export const BANKS: Record<string, { code: string; name: string }[]> = {
  ID: [{ code: 'BCA', name: 'Bank Central Asia (BCA)' }, { code: 'BNI', name: 'Bank Negara Indonesia (BNI)' }],
  PH: [{ code: 'BDO', name: 'BDO Unibank' }],
};

/** A gateway that keeps what is saved, as the sandbox does, so a test can reload and resume. */
export function activationGateway(initial: Partial<ActivationCompanyDetail> = {}): FakeGatewayRoutes {
  let detail: ActivationCompanyDetail = { ...EMPTY_DETAIL, ...initial };
  const save = ({ body }: FakeGatewayCall) => {
    const { extra, ...facts } = body as Partial<ActivationCompanyDetail>;
    detail = { ...detail, ...facts, extra: { ...detail.extra, ...extra }, updated_by: 'new@warungbaru.test', updated_at: '2026-06-15T08:00:00Z' };
    return detail;
  };
  return {
    [`GET ${ACTIVATION_API.companyDetail}`]: () => detail,
    [`PATCH ${ACTIVATION_API.updateWithNotification}`]: save,
    [`GET ${ACTIVATION_API.masterFields}`]: ({ query }: FakeGatewayCall) => ({ data: query.country_id === 'PH' ? PH_INDIVIDUAL_FIELDS : ID_FIELDS }),
    [`GET ${ACTIVATION_API.getStartedStatuses}`]: { business_profile: 0, establishment_details: 0, business_documents: 0 },
    [`GET ${ACTIVATION_API.leadQualification}`]: {
      data: [
        { id: 'lq_country_id', key: 'COUNTRY_OF_REGISTRATION', answer: 'Indonesia', country_id: 'ID' },
        { id: 'lq_country_ph', key: 'COUNTRY_OF_REGISTRATION', answer: 'Philippines', country_id: 'PH' },
        { id: 'lq_entity_id_entity', key: 'ENTITY_TYPE', answer: 'Indonesian Entity', country_id: 'ID' },
        { id: 'lq_entity_ph_sole', key: 'ENTITY_TYPE', answer: 'PH:Sole Proprietorship', country_id: 'PH' },
        { id: 'lq_entity_ph_individual', key: 'ENTITY_TYPE', answer: 'PH:Individual', country_id: 'PH' },
        { id: 'lq_employees_1', key: 'NUM_OF_EMPLOYEES', answer: '1-10', country_id: null },
        { id: 'lq_role_owner', key: 'ROLE', answer: 'Owner / Founder', country_id: null },
        { id: 'lq_role_director', key: 'ROLE', answer: 'Director', country_id: null },
        { id: 'lq_monthly_1', key: 'MONTHLY_TRANSACTIONS', answer: 'Fewer than 100', country_id: null },
        { id: 'lq_size_1', key: 'AVG_TRANSACTION_SIZE', answer: 'Small (under 100 USD)', country_id: null },
      ],
    },
    [`GET ${ACTIVATION_OPTIONS_API.bankNames}`]: ({ query }: FakeGatewayCall) => ({ data: BANKS[String(query.country_id)] ?? [] }),
    [`GET ${ACTIVATION_OPTIONS_API.activationCountries}`]: [
      { id: 'ID', country_name: 'Indonesia' },
      { id: 'PH', country_name: 'Philippines' },
      { id: 'SG', country_name: 'Singapore' },
    ],
    [`GET ${ACTIVATION_API.companyTypes}`]: { data: [{ id: 'ct_pt', company_type: 'PT', lead_qualification_id: 'lq_entity_id_entity' }] },
    [`GET ${ACTIVATION_API.parentIndustrySectors}`]: { data: [{ id: 'is_1', name: 'Retail', child_industry_sectors: [{ id: 'is_1_1', name: 'Groceries' }] }] },
  };
}
