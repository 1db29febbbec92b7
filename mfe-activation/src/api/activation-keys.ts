/**
 * react-query keys of the activation remote. The shell's one QueryClient clears them all on a
 * business or environment switch.
 */
export const activationKeys = {
  all: ['activation'] as const,
  leadQualification: () => [...activationKeys.all, 'lead-qualification'] as const,
  companyTypes: () => [...activationKeys.all, 'company-types'] as const,
  industrySectors: (entityType: string | undefined) => [...activationKeys.all, 'industry-sectors', entityType ?? 'all'] as const,
  masterFields: (countryId: string) => [...activationKeys.all, 'master-fields', countryId] as const,
  activationCountries: () => [...activationKeys.all, 'activation-countries'] as const,
  bankNames: (countryId: string) => [...activationKeys.all, 'bank-names', countryId] as const,
  companyDetail: () => [...activationKeys.all, 'company-detail'] as const,
  onboardingProgress: () => [...activationKeys.all, 'onboarding-progress'] as const,
  paymentMethods: () => [...activationKeys.all, 'payment-methods'] as const,
};
