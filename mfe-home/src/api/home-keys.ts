import type { Environment } from 'shared-contracts';

/**
 * react-query keys of the home remote. The shell's one QueryClient clears them all on a business
 * or environment switch; the environment is in the keys of what differs per environment.
 */
export const homeKeys = {
  all: ['home'] as const,
  settings: () => [...homeKeys.all, 'settings'] as const,
  bankAccounts: () => [...homeKeys.all, 'bank-accounts'] as const,
  businessUsers: () => [...homeKeys.all, 'business-users'] as const,
  secretApiKeys: (environment: Environment | undefined) => [...homeKeys.all, 'secret-api-keys', environment ?? 'none'] as const,
  capitalOffering: () => [...homeKeys.all, 'capital-offering'] as const,
};
