import { onboardingAutoFix, visibleSteps } from './onboarding-progress';

const PROGRESS = { business_profile: 100, establishment_details: 0, business_documents: 0, bank_account: 40, payment_methods: 0 };
const ALL_DONE = new Set(Object.keys(PROGRESS));
const SUBMITTED = '2026-06-15T08:00:00Z';

describe('onboarding progress auto-fix (spec 01 §4, narrowed by docs/decisions/0077)', () => {
  test('nothing is patched before the form is submitted', () => {
    expect(onboardingAutoFix(PROGRESS, null, 'Indonesia', ALL_DONE)).toBeNull();
  });

  test('once submitted, steps at 0 that are done become 100; establishment_details is skipped outside the Philippines', () => {
    expect(onboardingAutoFix(PROGRESS, SUBMITTED, 'Indonesia', ALL_DONE)).toEqual({ business_documents: 100, payment_methods: 100 });
  });

  test('in the Philippines establishment_details is patched too', () => {
    expect(onboardingAutoFix(PROGRESS, SUBMITTED, 'Philippines', ALL_DONE)).toEqual({
      establishment_details: 100, business_documents: 100, payment_methods: 100,
    });
  });

  test('a step at 0 whose facts do not say it is done stays at 0 (issue 42: no 100% for a step nobody did)', () => {
    expect(onboardingAutoFix(PROGRESS, SUBMITTED, 'Indonesia', new Set(['business_profile', 'business_documents', 'bank_account']))).toEqual({
      business_documents: 100,
    });
    expect(onboardingAutoFix(PROGRESS, SUBMITTED, 'Indonesia', new Set())).toBeNull();
  });

  test('steps in progress are left alone, and nothing at 0 means no patch', () => {
    expect(onboardingAutoFix({ business_profile: 100, bank_account: 40 }, SUBMITTED, 'Indonesia', ALL_DONE)).toBeNull();
  });

  test('establishment_details is shown only in the Philippines, in the gateway order', () => {
    expect(visibleSteps(PROGRESS, 'Indonesia')).toEqual(['business_profile', 'business_documents', 'bank_account', 'payment_methods']);
    expect(visibleSteps(PROGRESS, 'Philippines')).toEqual(Object.keys(PROGRESS));
  });
});
