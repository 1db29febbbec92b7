/**
 * react-query keys of the settings remote. The shell's one QueryClient clears them all on a business
 * or environment switch.
 */
export const settingsKeys = {
  all: ['settings'] as const,
  bankAccounts: () => [...settingsKeys.all, 'bank-accounts'] as const,
  availableBanks: () => [...settingsKeys.all, 'available-banks'] as const,
  billingStatements: () => [...settingsKeys.all, 'billing-statements'] as const,
  teamMembers: () => [...settingsKeys.all, 'team-members'] as const,
  invitations: () => [...settingsKeys.all, 'invitations'] as const,
  activityLog: (query: object) => [...settingsKeys.all, 'activity-log', query] as const,
};
