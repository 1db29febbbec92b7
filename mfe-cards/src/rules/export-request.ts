import type { CardReportRequest } from 'shared-contracts/areas/cards/card-reports';
import type { PaymentFilters } from './payment-filters';

/** A list filter the export shows, in the order the filter bar has them. */
export type ExportedFilter = { kind: 'status' | 'brand' | 'source'; value: string };

/**
 * "Export what I see" (issue 42): the report request carries the list's filters from the address.
 * The list's dates are the dialog's first range (the merchant may change them); status, brand and
 * source go as they are. The search is not sent: the gateway's report request has no search field
 * (CardReportRequest, and the sandbox refuses any other field), so the dialog says it is not applied.
 */
export function reportRequestOf(filters: PaymentFilters, range: { start: string; end: string }, emails: string[]): CardReportRequest {
  return {
    created_from: range.start,
    created_to: range.end,
    emails,
    ...(filters.status ? { status: filters.status } : {}),
    ...(filters.brand ? { card_brand: filters.brand } : {}),
    ...(filters.source ? { source: filters.source } : {}),
  };
}

/** The list's filters that go into the report, for the dialog to say which. */
export function exportedFilters(filters: PaymentFilters): ExportedFilter[] {
  const all: Array<[ExportedFilter['kind'], string | undefined]> = [['status', filters.status], ['brand', filters.brand], ['source', filters.source]];
  return all.flatMap(([kind, value]) => (value ? [{ kind, value }] : []));
}

/** The list's search, when one narrows the list but cannot narrow the report. */
export const searchNotExported = (filters: PaymentFilters): string | undefined => filters.search;

/** The dialog's first range: the list's dates, when it has both. */
export const initialRangeOf = (filters: PaymentFilters): { start: string; end: string } | null =>
  filters.from && filters.to ? { start: filters.from, end: filters.to } : null;
