import type { CardReportRequest } from 'shared-contracts/areas/cards/card-reports';
import type { PaymentFilters } from './payment-filters';

/** A list filter the export shows, in the order the filter bar has them. */
export type ExportedFilter = { kind: 'status' | 'brand' | 'source' | 'search'; value: string };

/**
 * "Export what I see" (issue 42): the report request carries the list's filters from the address.
 * The list's dates are the dialog's first range (the merchant may change them); status, brand,
 * source and the search go as they are, and the gateway matches the search as the list does.
 */
export function reportRequestOf(filters: PaymentFilters, range: { start: string; end: string }, emails: string[]): CardReportRequest {
  return {
    created_from: range.start,
    created_to: range.end,
    emails,
    ...(filters.status ? { status: filters.status } : {}),
    ...(filters.brand ? { card_brand: filters.brand } : {}),
    ...(filters.source ? { source: filters.source } : {}),
    ...(filters.search ? { search: filters.search } : {}),
  };
}

/** The list's filters that go into the report, for the dialog to say which. */
export function exportedFilters(filters: PaymentFilters): ExportedFilter[] {
  const all: Array<[ExportedFilter['kind'], string | undefined]> = [
    ['status', filters.status],
    ['brand', filters.brand],
    ['source', filters.source],
    ['search', filters.search],
  ];
  return all.flatMap(([kind, value]) => (value ? [{ kind, value }] : []));
}

/** The dialog's first range: the list's dates, when it has both. */
export const initialRangeOf = (filters: PaymentFilters): { start: string; end: string } | null =>
  filters.from && filters.to ? { start: filters.from, end: filters.to } : null;
