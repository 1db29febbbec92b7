import { activityFiltersFromSearch, activityQuery, isActivityFiltered, searchOfActivityFilters } from './activity-log-filters';

describe('the activity log’s address', () => {
  it('keeps only known values: an unknown action, a bad day, a reversed range or a bad page are dropped', () => {
    expect(activityFiltersFromSearch(new URLSearchParams('action=SIGN_IN&actor=%20ayu%20&from=2026-06-01&to=2026-06-02&page=4'))).toEqual({
      page: 4, action: 'SIGN_IN', actor: 'ayu', from: '2026-06-01', to: '2026-06-02',
    });
    expect(activityFiltersFromSearch(new URLSearchParams('action=DROP&from=2026-06-09&to=2026-06-01&page=0&actor=' + 'x'.repeat(255)))).toEqual({ page: 1 });
    expect(activityFiltersFromSearch(new URLSearchParams('from=2026-02-30x&to=2026-03-01&page=1.5'))).toEqual({ page: 1 });
  });

  it('writes only what is set, in a fixed order, and reads back the same view', () => {
    const filters = { page: 2, action: 'PIN_SET' as const, actor: 'owner', from: '2026-06-01', to: '2026-06-30' };
    const search = searchOfActivityFilters(filters);
    expect(search.toString()).toBe('action=PIN_SET&actor=owner&from=2026-06-01&to=2026-06-30&page=2');
    expect(activityFiltersFromSearch(search)).toEqual(filters);
    expect(searchOfActivityFilters({ page: 1 }).toString()).toBe('');
  });

  it('asks the gateway for twenty a page, and knows when a view is filtered', () => {
    expect(activityQuery({ page: 3 })).toEqual({ page: 3, limit: 20 });
    expect(isActivityFiltered({ page: 3 })).toBe(false);
    expect(isActivityFiltered({ page: 1, actor: 'a' })).toBe(true);
  });
});
