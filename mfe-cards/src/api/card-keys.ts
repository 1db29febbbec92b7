import type { ChargebacksQuery } from 'shared-contracts/areas/cards/card-chargebacks';
import type { FraudList, PredictionQuery } from 'shared-contracts/areas/cards/card-fraud';
import type { CardPaymentsQuery } from 'shared-contracts/areas/cards/cards';

/**
 * react-query keys of the cards remote. The shell's one QueryClient clears them all on a business
 * or environment switch; a refund or a capture refetches everything under `payments`.
 */
export const cardKeys = {
  all: ['cards'] as const,
  payments: () => [...cardKeys.all, 'payments'] as const,
  paymentList: (query: CardPaymentsQuery) => [...cardKeys.payments(), 'list', query] as const,
  payment: (id: string) => [...cardKeys.payments(), 'detail', id] as const,
  step: (kind: string, id: string) => [...cardKeys.payments(), kind, id] as const,
  reports: () => [...cardKeys.all, 'reports'] as const,
  chargebacks: () => [...cardKeys.all, 'chargebacks'] as const,
  chargebackList: (query: ChargebacksQuery) => [...cardKeys.chargebacks(), 'list', query] as const,
  chargeback: (id: string) => [...cardKeys.chargebacks(), 'detail', id] as const,
  promotions: () => [...cardKeys.all, 'promotions'] as const,
  fraud: () => [...cardKeys.all, 'fraud'] as const,
  fraudList: (list: FraudList) => [...cardKeys.fraud(), 'list', list] as const,
  fraudEntry: (list: FraudList, id: string) => [...cardKeys.fraud(), 'list', list, id] as const,
  binData: (bin: string) => [...cardKeys.all, 'bin', bin] as const,
  countries: () => [...cardKeys.all, 'countries'] as const,
  ruleSets: () => [...cardKeys.fraud(), 'rule-sets'] as const,
  ruleSet: (id: string) => [...cardKeys.ruleSets(), id] as const,
  fraudProfiles: () => [...cardKeys.fraud(), 'profiles'] as const,
  predictions: (query: PredictionQuery) => [...cardKeys.fraud(), 'predictions', query] as const,
  settings: () => [...cardKeys.all, 'settings'] as const,
};
