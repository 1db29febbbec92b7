import { onboardingStepApplies, type OnboardingProgress } from 'shared-contracts/areas/activation/activation';

/** The onboarding steps a business sees, in the gateway's order (establishment_details: the Philippines only). */
export function visibleSteps(progress: OnboardingProgress, country: string): string[] {
  return Object.keys(progress).filter((step) => onboardingStepApplies(step, country));
}

/**
 * Spec 01 §4: once submitted_date exists, steps at 0 are patched to 100; establishment_details is
 * skipped unless the country is the Philippines. Issue 42 (docs/decisions/0077): only a step whose
 * facts say it is done (`complete`) is patched, so the stored progress never says 100 for a step
 * nobody did. Answers the patch to send, or null when none is due.
 */
export function onboardingAutoFix(
  progress: OnboardingProgress,
  submittedDate: string | null,
  country: string,
  complete: ReadonlySet<string>,
): OnboardingProgress | null {
  if (!submittedDate) return null;
  const due = visibleSteps(progress, country).filter((step) => progress[step] === 0 && complete.has(step));
  return due.length > 0 ? Object.fromEntries(due.map((step) => [step, 100])) : null;
}
