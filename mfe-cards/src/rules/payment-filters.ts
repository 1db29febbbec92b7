import {
  CARD_BRANDS,
  CARD_SEARCH_MAX,
  CARD_SOURCES,
  CHARGE_STATUSES,
  type CardBrand,
  type CardPaymentSort,
  type CardPaymentsQuery,
  type CardSource,
  type ChargeStatus,
} from 'shared-contracts/areas/cards/cards';
import { CARD_LIST_PAGE_SIZE } from 'shared-contracts/rules';

/**
 * What the payments list shows, kept in the address (issue 17: a link or a reload shows the same
 * view). Anything in the address that is not a known value is ignored, never sent to the gateway.
 */
export interface PaymentFilters {
  page: number;
  status?: ChargeStatus;
  brand?: CardBrand;
  source?: CardSource;
  from?: string;
  to?: string;
  search?: string;
  sort: CardPaymentSort;
}

export const DEFAULT_FILTERS: PaymentFilters = { page: 1, sort: 'created_desc' };

const DAY = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const SEARCH = /^[A-Za-z0-9_. -]*$/;

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  value !== null && (values as readonly string[]).includes(value) ? (value as T) : undefined;

export function filtersFromSearch(params: URLSearchParams): PaymentFilters {
  const page = Number(params.get('page'));
  const from = params.get('from');
  const to = params.get('to');
  const search = params.get('q')?.trim();
  const range = from && to && DAY.test(from) && DAY.test(to) && from <= to ? { from, to } : {};
  return {
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
    status: oneOf(CHARGE_STATUSES, params.get('status')),
    brand: oneOf(CARD_BRANDS, params.get('brand')),
    source: oneOf(CARD_SOURCES, params.get('source')),
    ...range,
    search: search && search.length <= CARD_SEARCH_MAX && SEARCH.test(search) ? search : undefined,
    sort: params.get('sort') === 'created_asc' ? 'created_asc' : 'created_desc',
  };
}

/** The address of a view: only what differs from the defaults, in a fixed order. */
export function searchOfFilters(filters: PaymentFilters): URLSearchParams {
  const params = new URLSearchParams();
  const entries: [string, string | undefined][] = [
    ['status', filters.status],
    ['brand', filters.brand],
    ['source', filters.source],
    ['from', filters.from],
    ['to', filters.to],
    ['q', filters.search],
    ['sort', filters.sort === 'created_asc' ? filters.sort : undefined],
    ['page', filters.page > 1 ? String(filters.page) : undefined],
  ];
  for (const [key, value] of entries) if (value) params.set(key, value);
  return params;
}

/** A change of filter starts again at page 1; a page change keeps the filters. */
export function withFilter(filters: PaymentFilters, change: Partial<Omit<PaymentFilters, 'page'>>): PaymentFilters {
  return { ...filters, ...change, page: 1 };
}

export function queryOfFilters(filters: PaymentFilters): CardPaymentsQuery {
  return {
    page: filters.page,
    limit: CARD_LIST_PAGE_SIZE,
    sort: filters.sort,
    ...(filters.status ? { status: filters.status } : {}),
    ...(filters.brand ? { card_brand: filters.brand } : {}),
    ...(filters.source ? { source: filters.source } : {}),
    ...(filters.from && filters.to ? { created_from: filters.from, created_to: filters.to } : {}),
    ...(filters.search ? { search: filters.search } : {}),
  };
}

/** Whether the view is narrowed by anything (the empty state then offers to clear the filters). */
export const isFiltered = (filters: PaymentFilters): boolean =>
  Boolean(filters.status || filters.brand || filters.source || filters.from || filters.search);
