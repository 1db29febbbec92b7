import type { GettingPaidQuery } from 'shared-contracts/areas/getting-paid/getting-paid';

/** The area's query keys: under one root, so a change to an invoice or link refreshes the lists and details it shows in. */
export const gettingPaidKeys = {
  all: ['getting-paid'] as const,
  invoices: (query: Omit<GettingPaidQuery, 'after'>) => ['getting-paid', 'invoices', query] as const,
  invoice: (id: string) => ['getting-paid', 'invoice', id] as const,
  links: (query: Omit<GettingPaidQuery, 'after'>) => ['getting-paid', 'links', query] as const,
  link: (id: string) => ['getting-paid', 'link', id] as const,
  homeSettings: ['getting-paid', 'home-settings'] as const,
  checkout: ['getting-paid', 'checkout-settings'] as const,
  reminderSchedule: ['getting-paid', 'invoice-reminder-settings'] as const,
  onDemand: ['getting-paid', 'on-demand-links'] as const,
};
