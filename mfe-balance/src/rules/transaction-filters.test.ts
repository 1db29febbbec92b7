import { filtersFromSearch, filtersOfList, isAmount, isFiltered, isSearch, searchOfFilters } from './transaction-filters';

const from = (search: string) => filtersFromSearch(new URLSearchParams(search), 'IDR');

describe('the transactions list in the address', () => {
  it('reads the known filters and ignores anything else', () => {
    expect(from('type=REFUND&status=PENDING&channel=CARDS&from=2026-11-01&to=2026-11-28&min=1000&max=50000&q=ldg_123')).toEqual({
      type: 'REFUND',
      status: 'PENDING',
      channel: 'CARDS',
      from: '2026-11-01',
      to: '2026-11-28',
      min: '1000',
      max: '50000',
      search: 'ldg_123',
    });
    expect(from('type=LOTTERY&status=lost&channel=&from=2026-13-01&to=2026-11-28&min=-5&max=1e9&q=ab&utm=x')).toEqual({});
  });

  it('drops a reversed date range, and names a currency only when it is not the business’s own', () => {
    expect(from('from=2026-11-28&to=2026-11-01')).toEqual({});
    expect(from('currency=IDR')).toEqual({});
    expect(from('currency=USD&min=10.5')).toEqual({ currency: 'USD', min: '10.5' });
  });

  it('writes back only what is chosen, in a fixed order, so the same view has the same address', () => {
    const filters = { search: 'pay_1', type: 'PAYMENT', from: '2026-11-01', to: '2026-11-02', currency: 'USD' } as const;
    expect(searchOfFilters(filters).toString()).toBe('currency=USD&type=PAYMENT&from=2026-11-01&to=2026-11-02&q=pay_1');
    expect(from(searchOfFilters(from('status=AVAILABLE&q=ref-9')).toString())).toEqual({ status: 'AVAILABLE', search: 'ref-9' });
  });

  it('asks the gateway in its words, amounts in minor units of the currency', () => {
    expect(filtersOfList({ min: '1500', max: '20000', type: 'FEE' }, 'IDR')).toEqual({ currency: 'IDR', type: 'FEE', amount_min: 1500, amount_max: 20000 });
    expect(filtersOfList({ currency: 'PHP', min: '12.34', from: '2026-11-01', to: '2026-11-02' }, 'IDR')).toEqual({
      currency: 'PHP',
      amount_min: 1234,
      created_from: '2026-11-01',
      created_to: '2026-11-02',
    });
  });

  it('takes amounts with no more decimals than the currency has', () => {
    expect(isAmount('150000', 'IDR')).toBe(true);
    expect(isAmount('1500.5', 'IDR')).toBe(false);
    expect(isAmount('1500.55', 'PHP')).toBe(true);
    expect(isAmount('1500.555', 'PHP')).toBe(false);
    expect(isAmount('1,500', 'PHP')).toBe(false);
    expect(isAmount('', 'PHP')).toBe(false);
  });

  it('searches 3 to 64 characters of an id or a reference', () => {
    expect(isSearch('ab')).toBe(false);
    expect(isSearch('abc')).toBe(true);
    expect(isSearch('x'.repeat(65))).toBe(false);
    expect(isSearch('pay_1 OR 1=1')).toBe(false);
  });

  it('is filtered by anything but the page’s own preset and the currency', () => {
    expect(isFiltered({ status: 'AVAILABLE' }, { status: 'AVAILABLE' })).toBe(false);
    expect(isFiltered({ currency: 'USD' })).toBe(false);
    expect(isFiltered({ status: 'AVAILABLE', type: 'FEE' }, { status: 'AVAILABLE' })).toBe(true);
  });
});
