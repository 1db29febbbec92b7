import { filtersFromSearch, isFiltered, queryOf, searchOfFilters } from './list-filters';

const parsed = (search: string) => filtersFromSearch(new URLSearchParams(search));

describe("the disbursements list's filters in the address", () => {
  test('status, channel and both dates come and go through the address and reach the query', () => {
    const filters = parsed('status=FAILED&channel=BCA&from=2026-06-01&to=2026-06-30&q=+budi+');
    expect(filters).toEqual({ status: 'FAILED', channel: 'BCA', from: '2026-06-01', to: '2026-06-30', search: 'budi' });
    expect(searchOfFilters(filters).toString()).toBe('status=FAILED&channel=BCA&from=2026-06-01&to=2026-06-30&q=budi');
    expect(queryOf(filters)).toEqual({ status: 'FAILED', channel_code: 'BCA', created_from: '2026-06-01', created_to: '2026-06-30', search: 'budi' });
    expect(isFiltered(filters)).toBe(true);
  });

  test.each([
    ['from=2026-06-01', 'one end alone'],
    ['from=2026-06-30&to=2026-06-01', 'a reversed range'],
    ['from=2026-02-30&to=2026-03-01', 'a day that does not exist'],
    ['from=1-6-2026&to=2026-06-01', 'another format'],
    ['status=LOST&channel=bca!', 'an unknown status and a channel that is no code'],
    [`q=${'x'.repeat(65)}`, 'a search longer than the gateway takes'],
    ['q=+++', 'a search of spaces'],
  ])('%s (%s) is dropped: the whole list shows', (search) => {
    const filters = parsed(search);
    expect(filters).toEqual({});
    expect(isFiltered(filters)).toBe(false);
    expect(queryOf(filters)).toEqual({});
  });
});
