import { onboardingStepApplies, type OnboardingProgress } from 'shared-contracts/areas/activation/activation';

/** The onboarding steps a business sees, in the gateway's order (establishment_details: the Philippines only). */
export function visibleSteps(progress: OnboardingProgress, country: string): [step: string, percentage: number][] {
  return Object.entries(progress).filter(([step]) => onboardingStepApplies(step, country));
}

/**
 * Spec 01 §4: once submitted_date exists, steps at 0 are patched to 100; establishment_details is
 * skipped unless the country is the Philippines. Answers the patch to send, or null when none is due.
 */
export function onboardingAutoFix(progress: OnboardingProgress, submittedDate: string | null, country: string): OnboardingProgress | null {
  if (!submittedDate) return null;
  const patch = Object.fromEntries(visibleSteps(progress, country).filter(([, percentage]) => percentage === 0).map(([step]) => [step, 100]));
  return Object.keys(patch).length > 0 ? patch : null;
}

/** What the merchant sees: the progress as read, with the auto-fix applied (whether or not it was saved). */
export function shownProgress(progress: OnboardingProgress, submittedDate: string | null, country: string): [step: string, percentage: number][] {
  const fix = onboardingAutoFix(progress, submittedDate, country) ?? {};
  return visibleSteps(progress, country).map(([step, percentage]) => [step, fix[step] ?? percentage]);
}
