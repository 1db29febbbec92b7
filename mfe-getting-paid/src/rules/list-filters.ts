import type { GettingPaidQuery } from 'shared-contracts/areas/getting-paid/getting-paid';
import { readAmount, toMinorUnits, type Currency } from './amounts';

/** The list's filters as the address bar carries them: ?status=PAID&from=2026-01-01&to=…&min=10000&max=…&q=… */
export interface AddressFilters {
  status?: string;
  from?: string;
  to?: string;
  /** Major units, as typed. */
  min?: string;
  max?: string;
  q?: string;
}

const KEYS = ['status', 'from', 'to', 'min', 'max', 'q'] as const;

export function filtersFromSearch(params: URLSearchParams): AddressFilters {
  const filters: AddressFilters = {};
  for (const key of KEYS) {
    const value = params.get(key);
    if (value) filters[key] = value;
  }
  return filters;
}

export function searchOfFilters(filters: AddressFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of KEYS) if (filters[key]) params.set(key, filters[key]!);
  return params;
}

export const isFiltered = (filters: AddressFilters): boolean => KEYS.some((key) => filters[key] !== undefined);

/** The gateway's query: amounts in minor units; an amount that does not read is left out (the bar says why). */
export function queryOf(filters: AddressFilters, currency: Currency): Omit<GettingPaidQuery, 'after'> {
  const minor = (text?: string) => {
    const read = text === undefined ? undefined : readAmount(text, currency);
    return read === undefined ? undefined : toMinorUnits(read, currency);
  };
  return {
    ...(filters.status ? { status: filters.status } : {}),
    ...(filters.from ? { created_from: filters.from } : {}),
    ...(filters.to ? { created_to: filters.to } : {}),
    ...(minor(filters.min) === undefined ? {} : { amount_min: minor(filters.min) }),
    ...(minor(filters.max) === undefined ? {} : { amount_max: minor(filters.max) }),
    ...(filters.q && filters.q.trim().length >= 2 ? { search: filters.q.trim() } : {}),
  };
}
