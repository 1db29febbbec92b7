import { countryOf, createdTime, timeZoneOf } from './created-time';

describe('createdTime: the business country format (spec 02 §9)', () => {
  const created = '2026-03-04T05:06:00.000Z';

  it.each([
    ['ID', 'UTC', '04/03/2026 05:06'],
    ['PH', 'UTC', '03/04/2026 05:06'],
    ['SG', 'UTC', '04/03 05:06'],
    ['ID', 'Asia/Jakarta', '04/03/2026 12:06'],
    ['PH', 'Asia/Manila', '03/04/2026 13:06'],
  ] as const)('%s in %s: %s', (country, zone, expected) => {
    expect(createdTime(created, country, zone)).toBe(expected);
  });

  it('an unknown time zone falls back to the browser, a bad date shows nothing', () => {
    expect(createdTime(created, 'ID', 'Mars/Olympus')).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
    expect(createdTime('yesterday', 'ID')).toBeNull();
  });

  it('reads the country from the business and the zone from the user', () => {
    expect(countryOf({ country_of_operation: 'Philippines' })).toBe('PH');
    expect(countryOf(null)).toBe('ID');
    expect(timeZoneOf({ timezone: 'SYSTEM', preferred_timezone: null })).toBeUndefined();
    expect(timeZoneOf({ timezone: 'SYSTEM', preferred_timezone: 'Asia/Manila' })).toBe('Asia/Manila');
    expect(timeZoneOf({ timezone: 'Asia/Jakarta', preferred_timezone: null })).toBe('Asia/Jakarta');
  });
});
