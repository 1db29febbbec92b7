import { DISBURSEMENT_SEARCH_MAX, DISBURSEMENT_STATUSES, type DisbursementStatus, type DisbursementsQuery } from 'shared-contracts/areas/sending-money/sending-money';

/** The list's filters as the address bar carries them: ?status=FAILED&channel=BCA&from=2026-06-01&to=2026-06-30&q=budi. */
export interface AddressFilters {
  status?: DisbursementStatus;
  channel?: string;
  /** Calendar days (YYYY-MM-DD) of the business, both included: always both, from ≤ to. */
  from?: string;
  to?: string;
  /** A disbursement's id or the start of a recipient's name, trimmed (`q`). */
  search?: string;
}

const isStatus = (value: string | null): value is DisbursementStatus => (DISBURSEMENT_STATUSES as readonly (string | null)[]).includes(value);
const DAY = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const isDay = (value: string | null): value is string => value !== null && DAY.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);

/** Values the list does not know are dropped, so a hand-edited address shows the whole list rather than an error. */
export function filtersFromSearch(params: URLSearchParams): AddressFilters {
  const status = params.get('status');
  const channel = params.get('channel');
  const from = params.get('from');
  const to = params.get('to');
  const search = params.get('q')?.trim();
  return {
    ...(isStatus(status) ? { status } : {}),
    ...(channel && /^[A-Z0-9_]{1,40}$/.test(channel) ? { channel } : {}),
    ...(isDay(from) && isDay(to) && from <= to ? { from, to } : {}),
    ...(search && search.length <= DISBURSEMENT_SEARCH_MAX ? { search } : {}),
  };
}

export function searchOfFilters(filters: AddressFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.status) params.set('status', filters.status);
  if (filters.channel) params.set('channel', filters.channel);
  if (filters.from && filters.to) {
    params.set('from', filters.from);
    params.set('to', filters.to);
  }
  if (filters.search) params.set('q', filters.search);
  return params;
}

export const isFiltered = (filters: AddressFilters): boolean => Boolean(filters.status || filters.channel || filters.from || filters.search);

export const queryOf = (filters: AddressFilters): Omit<DisbursementsQuery, 'after'> => ({
  ...(filters.status ? { status: filters.status } : {}),
  ...(filters.channel ? { channel_code: filters.channel } : {}),
  ...(filters.from && filters.to ? { created_from: filters.from, created_to: filters.to } : {}),
  ...(filters.search ? { search: filters.search } : {}),
});
