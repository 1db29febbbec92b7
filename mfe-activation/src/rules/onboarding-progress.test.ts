import { onboardingAutoFix, shownProgress, visibleSteps } from './onboarding-progress';

const PROGRESS = { business_profile: 100, establishment_details: 0, business_documents: 0, bank_account: 40, payment_methods: 0 };

describe('onboarding progress auto-fix (spec 01 §4)', () => {
  test('nothing is patched before the form is submitted', () => {
    expect(onboardingAutoFix(PROGRESS, null, 'Indonesia')).toBeNull();
  });

  test('once submitted, steps at 0 become 100; establishment_details is skipped outside the Philippines', () => {
    expect(onboardingAutoFix(PROGRESS, '2026-06-15T08:00:00Z', 'Indonesia')).toEqual({ business_documents: 100, payment_methods: 100 });
  });

  test('in the Philippines establishment_details is patched too', () => {
    expect(onboardingAutoFix(PROGRESS, '2026-06-15T08:00:00Z', 'Philippines')).toEqual({
      establishment_details: 100, business_documents: 100, payment_methods: 100,
    });
  });

  test('steps in progress are left alone, and nothing at 0 means no patch', () => {
    expect(onboardingAutoFix({ business_profile: 100, bank_account: 40 }, '2026-06-15T08:00:00Z', 'Indonesia')).toBeNull();
  });

  test('establishment_details is shown only in the Philippines', () => {
    expect(visibleSteps(PROGRESS, 'Indonesia').map(([step]) => step)).not.toContain('establishment_details');
    expect(visibleSteps(PROGRESS, 'Philippines').map(([step]) => step)).toContain('establishment_details');
  });

  test('what is shown is the progress with the auto-fix applied, in the gateway order', () => {
    expect(shownProgress(PROGRESS, '2026-06-15T08:00:00Z', 'Indonesia')).toEqual([
      ['business_profile', 100], ['business_documents', 100], ['bank_account', 40], ['payment_methods', 100],
    ]);
    expect(shownProgress(PROGRESS, null, 'Philippines')).toEqual(Object.entries(PROGRESS));
  });
});
