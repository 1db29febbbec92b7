/**
 * react-query keys of the settings remote. The shell's one QueryClient clears them all on a business
 * or environment switch.
 */
export const settingsKeys = {
  all: ['settings'] as const,
  bankAccounts: () => [...settingsKeys.all, 'bank-accounts'] as const,
  availableBanks: () => [...settingsKeys.all, 'available-banks'] as const,
  billingStatements: () => [...settingsKeys.all, 'billing-statements'] as const,
  billingStatement: (id: string) => [...settingsKeys.all, 'billing-statements', id] as const,
  teamMembers: () => [...settingsKeys.all, 'team-members'] as const,
  invitations: () => [...settingsKeys.all, 'invitations'] as const,
  activityLog: (query: object) => [...settingsKeys.all, 'activity-log', query] as const,
  apiKeys: (environment: string | undefined) => [...settingsKeys.all, 'api-keys', environment] as const,
  ipWhitelist: (environment: string | undefined) => [...settingsKeys.all, 'ip-whitelist', environment] as const,
  callbacks: (environment: string | undefined, product: string) => [...settingsKeys.all, 'callbacks', environment, product] as const,
  allCallbacks: () => [...settingsKeys.all, 'callbacks'] as const,
  webhookEvents: (webhookId: string) => [...settingsKeys.all, 'webhook-events', webhookId] as const,
  paymentMethods: () => [...settingsKeys.all, 'payment-methods'] as const,
  virtualAccountBanks: (environment: string) => [...settingsKeys.all, 'virtual-account-banks', environment] as const,
  retailOutlets: () => [...settingsKeys.all, 'retail-outlets'] as const,
  topUpBanks: () => [...settingsKeys.all, 'top-up-banks'] as const,
};
