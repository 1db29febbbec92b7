import { exportedFilters, initialRangeOf, reportRequestOf } from './export-request';
import { filtersFromSearch } from './payment-filters';

const RANGE = { start: '2026-06-01', end: '2026-06-15' };
const EMAILS = ['owner@tokoku.test'];
const fromAddress = (search: string) => filtersFromSearch(new URLSearchParams(search));

test.each([
  ['no filter', '', {}],
  ['status', 'status=SETTLED', { status: 'SETTLED' }],
  ['brand', 'brand=VISA', { card_brand: 'VISA' }],
  ['source', 'source=INVOICE', { source: 'INVOICE' }],
  ['every filter, the page and the sort', 'status=FAILED&brand=MASTERCARD&source=DASHBOARD&page=3&sort=created_asc', { status: 'FAILED', card_brand: 'MASTERCARD', source: 'DASHBOARD' }],
  ['the search, as the list matches it', 'q=ord-123&status=CHARGED', { status: 'CHARGED', search: 'ord-123' }],
  ['a search the list does not take (too long or other characters) goes nowhere', `q=${'x'.repeat(65)}`, {}],
  ['an unknown value in the address goes nowhere', 'status=STOLEN&brand=NOPE', {}],
])('the report request of a list with %s', (_case, address, extra) => {
  expect(reportRequestOf(fromAddress(address), RANGE, EMAILS)).toEqual({ created_from: '2026-06-01', created_to: '2026-06-15', emails: EMAILS, ...extra });
});

test.each([
  ['the list\'s dates', 'from=2026-05-01&to=2026-05-31', { start: '2026-05-01', end: '2026-05-31' }],
  ['only a start', 'from=2026-05-01', null],
  ['no dates', '', null],
  ['reversed dates (ignored by the list too)', 'from=2026-05-31&to=2026-05-01', null],
])('the dialog starts with %s', (_case, address, range) => {
  expect(initialRangeOf(fromAddress(address))).toEqual(range);
});

test('the dialog names the filters in the report, the search last as the filter bar has it', () => {
  const filters = fromAddress('source=API_GATEWAY&status=SETTLED&q=ord-9');
  expect(exportedFilters(filters)).toEqual([{ kind: 'status', value: 'SETTLED' }, { kind: 'source', value: 'API_GATEWAY' }, { kind: 'search', value: 'ord-9' }]);
  expect(exportedFilters(fromAddress('status=SETTLED'))).toEqual([{ kind: 'status', value: 'SETTLED' }]);
});
