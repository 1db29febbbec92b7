import { DEFAULT_FILTERS, filtersFromSearch, isFiltered, queryOfFilters, searchOfFilters, withFilter } from './payment-filters';

const read = (search: string) => filtersFromSearch(new URLSearchParams(search));

describe('payment filters in the address', () => {
  test('an empty address is the first page, newest first', () => {
    expect(read('')).toEqual({ ...DEFAULT_FILTERS, status: undefined, brand: undefined, source: undefined, search: undefined });
    expect(searchOfFilters(DEFAULT_FILTERS).toString()).toBe('');
  });

  test('a full view survives the round trip', () => {
    const search = 'status=FAILED&brand=VISA-ELECTRON&source=INVOICE&from=2026-03-01&to=2026-03-31&q=order-000123&sort=created_asc&page=4';
    const filters = read(search);
    expect(filters).toMatchObject({ page: 4, status: 'FAILED', brand: 'VISA-ELECTRON', source: 'INVOICE', from: '2026-03-01', to: '2026-03-31', search: 'order-000123', sort: 'created_asc' });
    expect(searchOfFilters(filters).toString()).toBe(search);
  });

  test.each([
    ['status=PAID', { status: undefined }],
    ['brand=DINERS', { brand: undefined }],
    ['source=FAX', { source: undefined }],
    ['page=0', { page: 1 }],
    ['page=-3', { page: 1 }],
    ['page=2.5', { page: 1 }],
    ['page=abc', { page: 1 }],
    ['from=2026-03-10&to=2026-03-01', { from: undefined, to: undefined }],
    ['from=2026-13-01&to=2026-13-02', { from: undefined, to: undefined }],
    ['from=2026-03-01', { from: undefined }],
    ["q=1' OR 1=1", { search: undefined }],
    [`q=${'x'.repeat(65)}`, { search: undefined }],
    ['sort=amount', { sort: 'created_desc' }],
  ])('ignores what is not a known value: %s', (search, expected) => {
    const filters = read(search);
    for (const [key, value] of Object.entries(expected)) expect(filters[key as keyof typeof filters]).toEqual(value);
  });

  test('a filter change goes back to page 1; the query asks for ten a page', () => {
    const changed = withFilter({ ...DEFAULT_FILTERS, page: 7 }, { status: 'SETTLED' });
    expect(changed).toEqual({ page: 1, sort: 'created_desc', status: 'SETTLED' });
    expect(isFiltered(changed)).toBe(true);
    expect(isFiltered(DEFAULT_FILTERS)).toBe(false);
    expect(queryOfFilters({ ...changed, from: '2026-01-01', to: '2026-01-31', search: '1234', brand: 'JCB', source: 'SDK' })).toEqual({
      page: 1, limit: 10, sort: 'created_desc', status: 'SETTLED', card_brand: 'JCB', source: 'SDK', created_from: '2026-01-01', created_to: '2026-01-31', search: '1234',
    });
  });
});
