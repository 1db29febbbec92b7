import { countryOf, CURRENCY_OF, dateTimeFormat, formatDate, formatDateTime, formatMoney, localeOf, numberFormat, timeZoneOf } from './format';

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

describe('formatDateTime', () => {
  it('puts the 24-hour time after the country date, with seconds when asked', () => {
    expect(formatDateTime('2026-03-07T20:05:09Z', 'ID', { timeZone: 'Asia/Jakarta' })).toBe('08/03/2026 03:05');
    expect(formatDateTime('2026-03-07T20:05:09Z', 'PH', { timeZone: 'Asia/Manila', seconds: true })).toBe('03/08/2026 04:05:09');
  });

  it('reads an unknown zone as the browser one, and a bad date as nothing', () => {
    const browser = new Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(formatDateTime('2026-03-07T20:05:09Z', 'ID', { timeZone: 'Mars/Olympus' })).toBe(formatDateTime('2026-03-07T20:05:09Z', 'ID', { timeZone: browser }));
    expect(formatDateTime('not a date', 'ID')).toBeNull();
  });

  it('reads the country from the business and the zone from the user (SYSTEM or unknown: the browser)', () => {
    expect(countryOf(null)).toBe('ID');
    expect(countryOf({ country_of_operation: 'Philippines' })).toBe('PH');
    expect(timeZoneOf({ timezone: 'SYSTEM', preferred_timezone: null })).toBeUndefined();
    expect(timeZoneOf({ timezone: 'Mars/Olympus', preferred_timezone: null })).toBeUndefined();
    expect(timeZoneOf({ timezone: 'SYSTEM', preferred_timezone: 'Asia/Manila' })).toBe('Asia/Manila');
  });
});

describe('formatters are made once per locale and options', () => {
  it('answers the same formatter for the same arguments and another for others', () => {
    expect(numberFormat('id-ID', { maximumFractionDigits: 0 })).toBe(numberFormat('id-ID', { maximumFractionDigits: 0 }));
    expect(numberFormat('id-ID', { maximumFractionDigits: 0 })).not.toBe(numberFormat('en-PH', { maximumFractionDigits: 0 }));
    expect(dateTimeFormat('en-GB', { timeZone: 'Asia/Jakarta' })).toBe(dateTimeFormat('en-GB', { timeZone: 'Asia/Jakarta' }));
  });

  it('still refuses an unknown time zone every time', () => {
    expect(() => dateTimeFormat('en-GB', { timeZone: 'Mars/Olympus' })).toThrow(RangeError);
    expect(() => dateTimeFormat('en-GB', { timeZone: 'Mars/Olympus' })).toThrow(RangeError);
  });

  it('shares its formatters with every other copy of these rules (each remote bundles one)', () => {
    let copy: typeof import('./format') | undefined;
    jest.isolateModules(() => {
      copy = jest.requireActual<typeof import('./format')>('./format');
    });
    expect(copy?.dateTimeFormat).not.toBe(dateTimeFormat); // another module instance…
    expect(copy?.dateTimeFormat('en-GB', { timeZone: 'Asia/Manila' })).toBe(dateTimeFormat('en-GB', { timeZone: 'Asia/Manila' })); // …the same formatter
    expect(copy?.numberFormat('en-PH', { style: 'percent' })).toBe(numberFormat('en-PH', { style: 'percent' }));
  });
});
