import {
  LEDGER_CHANNELS,
  LEDGER_ENTRY_TYPES,
  LEDGER_STATUSES,
  TRANSACTION_SEARCH_MAX,
  TRANSACTION_SEARCH_MIN,
  TRANSACTIONS_LIMIT_DEFAULT,
  toMinor,
  type LedgerChannel,
  type LedgerEntryType,
  type LedgerStatus,
  type TransactionFilters,
  type TransactionsQuery,
} from 'shared-contracts/areas/balance/balance';
import { amountDecimals, type Currency } from 'shared-contracts/rules';

/**
 * What a transactions list shows, kept in the address (docs/money-pages.md "Filters, paging and
 * export"): a link, a reload or Back shows the same view. Anything in the address that is not a known
 * value is ignored, never sent to the gateway. Amounts are kept as the merchant typed them (major
 * units) and sent in minor units.
 */
export interface ListFilters {
  currency?: Currency;
  type?: LedgerEntryType;
  status?: LedgerStatus;
  channel?: LedgerChannel;
  from?: string;
  to?: string;
  min?: string;
  max?: string;
  search?: string;
}

export const CURRENCIES: readonly Currency[] = ['IDR', 'PHP', 'USD'];
const DAY = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const SEARCH = /^[A-Za-z0-9_.:-]+$/;
/** The largest amount a filter takes, in major units (the gateway's AMOUNT_MAX is far above any ledger). */
const AMOUNT_MAX_DIGITS = 15;

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  value !== null && (values as readonly string[]).includes(value) ? (value as T) : undefined;

/** An amount as typed: digits, and at most the currency's decimals. */
export function isAmount(text: string, currency: Currency): boolean {
  const decimals = amountDecimals(currency);
  const pattern = decimals === 0 ? new RegExp(`^\\d{1,${AMOUNT_MAX_DIGITS}}$`) : new RegExp(`^\\d{1,${AMOUNT_MAX_DIGITS}}(\\.\\d{1,${decimals}})?$`);
  return pattern.test(text);
}

/** A search the gateway takes: an entry id, a source id or a reference. */
export const isSearch = (text: string): boolean =>
  text.length >= TRANSACTION_SEARCH_MIN && text.length <= TRANSACTION_SEARCH_MAX && SEARCH.test(text);

/** The filters in the address; `currency` is the business's when the address names none. */
export function filtersFromSearch(params: URLSearchParams, ownCurrency: Currency): ListFilters {
  const currency = oneOf(CURRENCIES, params.get('currency')) ?? ownCurrency;
  const from = params.get('from');
  const to = params.get('to');
  const range = from && to && DAY.test(from) && DAY.test(to) && from <= to ? { from, to } : {};
  const amount = (key: string) => {
    const value = params.get(key)?.trim();
    return value && isAmount(value, currency) ? value : undefined;
  };
  const search = params.get('q')?.trim();
  const filters: ListFilters = {
    ...(currency !== ownCurrency ? { currency } : {}),
    type: oneOf(LEDGER_ENTRY_TYPES, params.get('type')),
    status: oneOf(LEDGER_STATUSES, params.get('status')),
    channel: oneOf(LEDGER_CHANNELS, params.get('channel')),
    ...range,
    min: amount('min'),
    max: amount('max'),
    search: search && isSearch(search) ? search : undefined,
  };
  return Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined)) as ListFilters;
}

const ORDER: readonly (keyof ListFilters)[] = ['currency', 'type', 'status', 'channel', 'from', 'to', 'min', 'max', 'search'];
const PARAMETER: Record<keyof ListFilters, string> = {
  currency: 'currency', type: 'type', status: 'status', channel: 'channel', from: 'from', to: 'to', min: 'min', max: 'max', search: 'q',
};

/** The address of a view: only the filters chosen, in a fixed order. */
export function searchOfFilters(filters: ListFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of ORDER) {
    const value = filters[key];
    if (value) params.set(PARAMETER[key], value);
  }
  return params;
}

export const isFiltered = (filters: ListFilters, preset: ListFilters = {}): boolean =>
  ORDER.some((key) => key !== 'currency' && filters[key] !== undefined && filters[key] !== preset[key]);

/** What the gateway is asked: the filters in its words, amounts in minor units. */
export function filtersOfList(filters: ListFilters, ownCurrency: Currency): TransactionFilters {
  const currency = filters.currency ?? ownCurrency;
  const minor = (value: string | undefined) => (value === undefined ? undefined : toMinor(Number(value), currency));
  const query: TransactionFilters = {
    currency,
    type: filters.type,
    status: filters.status,
    channel: filters.channel,
    created_from: filters.from,
    created_to: filters.to,
    amount_min: minor(filters.min),
    amount_max: minor(filters.max),
    search: filters.search,
  };
  return Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined)) as TransactionFilters;
}

export const queryOfList = (filters: ListFilters, ownCurrency: Currency): Omit<TransactionsQuery, 'after'> => ({
  ...filtersOfList(filters, ownCurrency),
  limit: TRANSACTIONS_LIMIT_DEFAULT,
});

/** An amount range whose end is below its start: the list says so instead of asking. */
export const amountRangeReversed = (filters: ListFilters): boolean =>
  filters.min !== undefined && filters.max !== undefined && Number(filters.min) > Number(filters.max);

/** What the filter bar's typed fields hold until they are applied. */
export interface FilterDrafts {
  search: string;
  min: string;
  max: string;
}

/** What is wrong with each typed field (its message key under `filters.`), if anything. */
export interface DraftProblems {
  search?: 'searchProblem';
  min?: 'amountProblem';
  max?: 'amountProblem' | 'amountReversed';
}

/** The typed fields as filters, and their problems: nothing is applied while one has a problem. */
export function checkDrafts(drafts: FilterDrafts, currency: Currency): { typed: Pick<ListFilters, 'search' | 'min' | 'max'>; problems: DraftProblems } {
  const typed = { search: drafts.search.trim() || undefined, min: drafts.min.trim() || undefined, max: drafts.max.trim() || undefined };
  const problems: DraftProblems = {};
  if (typed.search !== undefined && !isSearch(typed.search)) problems.search = 'searchProblem';
  if (typed.min !== undefined && !isAmount(typed.min, currency)) problems.min = 'amountProblem';
  if (typed.max !== undefined && !isAmount(typed.max, currency)) problems.max = 'amountProblem';
  else if (!problems.min && amountRangeReversed(typed)) problems.max = 'amountReversed';
  return { typed, problems };
}

/**
 * Whether the user may see balances (spec 01 §6): an operation-only user's pages show no balance,
 * so the list and the detail leave out the running balance for them.
 */
export const seesBalances = (user: { can_view: boolean; can_edit: boolean; can_withdraw: boolean } | null | undefined): boolean =>
  Boolean(user && (user.can_view || user.can_edit || user.can_withdraw));
