import { countryOf, paymentTime, timeZoneOf } from './display';

describe('how payment times are shown', () => {
  test.each([
    ['ID', '2026-06-15T07:00:01.000Z', 'UTC', '15/06/2026 07:00:01'],
    ['PH', '2026-06-15T07:00:01.000Z', 'UTC', '06/15/2026 07:00:01'],
    ['ID', '2026-06-15T20:30:00.000Z', 'Asia/Jakarta', '16/06/2026 03:30:00'],
  ] as const)('%s %s in %s is %s', (country, iso, zone, shown) => {
    expect(paymentTime(iso, country, zone)).toBe(shown);
  });

  test('the country and the zone fall back safely', () => {
    expect(countryOf(null)).toBe('ID');
    expect(countryOf({ country_of_operation: 'Philippines' })).toBe('PH');
    expect(timeZoneOf({ timezone: 'SYSTEM', preferred_timezone: null })).toBeUndefined();
    expect(timeZoneOf({ timezone: 'Mars/Olympus', preferred_timezone: null })).toBeUndefined();
    expect(timeZoneOf({ timezone: 'SYSTEM', preferred_timezone: 'Asia/Manila' })).toBe('Asia/Manila');
    expect(paymentTime('not a date', 'ID')).toBe('not a date');
  });
});
