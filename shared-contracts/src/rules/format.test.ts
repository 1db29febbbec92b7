import { CURRENCY_OF, formatDate, formatMoney, localeOf } from './format';

const nbsp = /\u00a0/g;

describe('formatMoney', () => {
  it.each([
    [1500000, 'IDR', 'Rp 1.500.000'],
    [1500000.75, 'IDR', 'Rp 1.500.001'],
    [0, 'IDR', 'Rp 0'],
    [1234567.5, 'PHP', '₱1,234,567.50'],
    [999999999999, 'USD', '$999,999,999,999.00'],
    [-20, 'USD', '-$20.00'],
  ] as const)('%s %s → %s', (amount, currency, text) => {
    expect(formatMoney(amount, currency).replace(nbsp, ' ')).toBe(text);
  });

  it('uses the locale of each currency', () => {
    expect([localeOf('IDR'), localeOf('PHP'), localeOf('USD')]).toEqual(['id-ID', 'en-PH', 'en-US']);
    expect(CURRENCY_OF).toEqual({ ID: 'IDR', PH: 'PHP', SG: 'USD' });
  });
});

describe('formatDate', () => {
  const date = '2026-03-07T10:00:00Z';
  it.each([
    ['ID', {}, '07/03/2026'],
    ['ID', { year: '2-digit' }, '07/03/26'],
    ['PH', {}, '03/07/2026'],
    ['SG', {}, '07/03'],
  ] as const)('%s %j → %s', (country, options, text) => {
    expect(formatDate(date, country, options)).toBe(text);
  });

  it('formats in the given time zone', () => {
    expect(formatDate('2026-03-07T20:00:00Z', 'ID', { timeZone: 'Asia/Jakarta' })).toBe('08/03/2026');
  });
});
