import { sectionKey, type ActivationCompanyDetail, type CompanyDocument } from 'shared-contracts/areas/activation/activation';
import { EMPTY_DETAIL } from '../testing/fixtures';
import { checkSteps, completeSteps, type OnboardingFacts, type StepCheck } from './onboarding-checklist';

const STEPS = ['business_profile', 'business_documents', 'bank_account', 'payment_methods'];
const NO_PRODUCT_ASKED: OnboardingFacts['paymentMethods'] = { status: 'read', products: [{ isEnabled: false, isSubmitted: false, isRejected: false }] };

const document = (doc_type: string, document_type: CompanyDocument['master_document']['document_type']): CompanyDocument => ({
  id: doc_type,
  file_name: `${doc_type}.pdf`,
  master_document: { doc_type, document_type, multi_language_label: { en: doc_type, id: doc_type } },
});

const INDONESIAN_ENTITY: Partial<ActivationCompanyDetail> = {
  country_of_registration: 'ID',
  entity_type: 'Indonesian Entity',
  legal_name: 'PT Warung Baru',
  business_description: 'Coffee and snacks',
  website: 'https://warungbaru.test',
  street_line_1: 'Jl. Sudirman 1',
  state: 'DKI Jakarta',
  city: 'Jakarta',
  postal_code: '10220',
  extra: { [sectionKey('Bank Account Details', 'Indonesian Entity')]: [{ master_field_id: 'mf_bank', value: 'BCA' }] },
  common_company_detail_documents: [document('NIB', 'PRIMARY'), document('AKTA', 'MANDATORY')],
};

function check(detail: Partial<ActivationCompanyDetail>, paymentMethods: OnboardingFacts['paymentMethods'] = NO_PRODUCT_ASKED, steps = STEPS): StepCheck[] {
  return checkSteps(steps, {
    detail: { ...EMPTY_DETAIL, ...detail },
    masterFields: [{ id: 'mf_bank', category: 'Bank Account Details', required: true }, { id: 'mf_tin', category: 'TIN', required: true }],
    paymentMethods,
  });
}

const byStep = (checks: StepCheck[]) => Object.fromEntries(checks.map((entry) => [entry.step, entry]));

describe('the get-started checklist (issue 42): a step is what its facts say', () => {
  test('nothing saved: every step not started, each with what is left', () => {
    const checks = byStep(check({}));
    expect(checks.business_profile).toEqual({
      step: 'business_profile',
      state: 'notStarted',
      percentage: 0,
      items: [
        { label: 'getStarted.items.businessType', done: false },
        { label: 'business.legal_name', done: false },
        { label: 'business.business_description', done: false },
        { label: 'getStarted.items.websiteOrProof', done: false },
        { label: 'getStarted.items.address', done: false },
      ],
    });
    expect(checks.business_documents).toMatchObject({ state: 'notStarted', items: [{ label: 'getStarted.items.documents', done: false }] });
    expect(checks.bank_account).toMatchObject({ state: 'notStarted', items: [{ label: 'categories.bank_account_details', done: false }] });
    expect(checks.payment_methods).toMatchObject({ state: 'notStarted', percentage: 0 });
  });

  test('part of the business details: in progress, with the share of its parts done', () => {
    const { business_profile } = byStep(check({ country_of_registration: 'ID', entity_type: 'Indonesian Entity', legal_name: 'PT Warung Baru', website: 'https://w.test' }));
    expect(business_profile).toMatchObject({ state: 'inProgress', percentage: 60 });
  });

  test('a website or a proof file counts; an address needs every field', () => {
    const { business_profile } = byStep(check({ ...INDONESIAN_ENTITY, website: null, proof_of_business_file_id: 'file_1', city: ' ' }));
    const items = business_profile!.state === 'unchecked' ? [] : business_profile!.items;
    expect(items.find((entry) => entry.label === 'getStarted.items.websiteOrProof')).toEqual({ label: 'getStarted.items.websiteOrProof', done: true });
    expect(items.find((entry) => entry.label === 'getStarted.items.address')).toEqual({ label: 'getStarted.items.address', done: false });
  });

  test('an Indonesian entity with its form done: the form steps are done, payment methods not', () => {
    const checks = byStep(check(INDONESIAN_ENTITY));
    expect(checks.business_profile).toMatchObject({ state: 'done', percentage: 100 });
    expect(checks.business_documents).toMatchObject({
      state: 'done',
      items: [{ label: 'getStarted.items.identityDocument', done: true }, { label: 'getStarted.items.mandatoryDocument', done: true }],
    });
    expect(checks.bank_account).toMatchObject({ state: 'done' });
    expect(checks.payment_methods).toMatchObject({ state: 'notStarted' });
    expect(completeSteps(Object.values(checks))).toEqual(new Set(['business_profile', 'business_documents', 'bank_account']));
  });

  test('an Indonesian entity without its mandatory document, or a bank section missing a required field', () => {
    const checks = byStep(check({
      ...INDONESIAN_ENTITY,
      common_company_detail_documents: [document('NIB', 'PRIMARY')],
      extra: { [sectionKey('Bank Account Details', 'Indonesian Entity')]: [{ master_field_id: 'mf_bank', value: '  ' }] },
    }));
    expect(checks.business_documents).toMatchObject({ state: 'inProgress', percentage: 50 });
    expect(checks.bank_account).toMatchObject({ state: 'notStarted' });
  });

  test('a payment method asked for is half the step; a live one completes it', () => {
    const asked = byStep(check({}, { status: 'read', products: [{ isEnabled: false, isSubmitted: true, isRejected: false }] }));
    expect(asked.payment_methods).toMatchObject({
      state: 'inProgress',
      percentage: 50,
      items: [{ label: 'getStarted.items.paymentMethodAsked', done: true }, { label: 'getStarted.items.paymentMethodLive', done: false }],
    });
    const live = byStep(check({}, { status: 'read', products: [{ isEnabled: true, isSubmitted: false, isRejected: false }] }));
    expect(live.payment_methods).toMatchObject({ state: 'done', percentage: 100 });
  });

  test('payment methods the user may not read, or whose read failed, are unchecked, not 0 and not 100', () => {
    expect(byStep(check({}, { status: 'notAllowed' })).payment_methods).toEqual({ step: 'payment_methods', state: 'unchecked', reason: 'notAllowed' });
    expect(byStep(check({}, { status: 'failed' })).payment_methods).toEqual({ step: 'payment_methods', state: 'unchecked', reason: 'failed' });
  });

  test('a Philippine corporation: establishment details are its SEC and TIN sections', () => {
    const checks = byStep(check(
      { country_of_registration: 'PH', entity_type: 'PH:Corporation', extra: { [sectionKey('TIN', 'PH:Corporation')]: [{ master_field_id: 'mf_tin', value: '123456789012' }] } },
      NO_PRODUCT_ASKED,
      ['establishment_details'],
    ));
    expect(checks.establishment_details).toMatchObject({
      state: 'inProgress',
      percentage: 50,
      items: [{ label: 'categories.sec', done: false }, { label: 'categories.tin', done: true }],
    });
  });

  test('before the business type is chosen, establishment details wait for it; a step this page does not know is unchecked', () => {
    const checks = byStep(check({}, NO_PRODUCT_ASKED, ['establishment_details', 'tax_setup']));
    expect(checks.establishment_details).toMatchObject({ state: 'notStarted', items: [{ label: 'getStarted.items.businessType', done: false }] });
    expect(checks.tax_setup).toEqual({ step: 'tax_setup', state: 'unchecked', reason: 'unknownStep' });
  });
});
