import { formatOffset, offsetMinutesOf, orderTimezones, timezoneChoices, type TimezoneChoice } from './timezones';

const zone = (name: string, country: string, offsetMinutes: number): TimezoneChoice => ({ name, country, offsetMinutes });

describe('the time zone order (spec 02 §9)', () => {
  test('Asia/Jakarta then Asia/Manila on top, the rest by country, then offset, then name', () => {
    const ordered = orderTimezones([
      zone('America/New_York', 'United States', -300),
      zone('Asia/Manila', 'Philippines', 480),
      zone('Asia/Jayapura', 'Indonesia', 540),
      zone('America/Los_Angeles', 'United States', -480),
      zone('Asia/Makassar', 'Indonesia', 480),
      zone('Asia/Jakarta', 'Indonesia', 420),
      zone('Asia/Pontianak', 'Indonesia', 420),
      zone('Australia/Perth', 'Australia', 480),
      zone('America/Detroit', 'United States', -300),
    ]);
    expect(ordered.map((z) => z.name)).toEqual([
      'Asia/Jakarta',
      'Asia/Manila',
      'Australia/Perth',
      'Asia/Pontianak',
      'Asia/Makassar',
      'Asia/Jayapura',
      'America/Los_Angeles',
      'America/Detroit',
      'America/New_York',
    ]);
  });

  test('the two top zones stay on top in their order whatever the input order', () => {
    const ordered = orderTimezones([zone('Asia/Manila', 'Philippines', 480), zone('Africa/Abidjan', "Côte d'Ivoire", 0), zone('Asia/Jakarta', 'Indonesia', 420)]);
    expect(ordered.map((z) => z.name)).toEqual(['Asia/Jakarta', 'Asia/Manila', 'Africa/Abidjan']);
  });

  test('the real list: every zone once, the top two first, then sorted by country and offset', () => {
    const choices = timezoneChoices(new Date('2026-01-15T00:00:00Z'));
    expect(choices.length).toBeGreaterThan(300);
    expect(choices.slice(0, 2).map((z) => z.name)).toEqual(['Asia/Jakarta', 'Asia/Manila']);
    expect(new Set(choices.map((z) => z.name)).size).toBe(choices.length);
    const rest = choices.slice(2);
    for (let i = 1; i < rest.length; i += 1) {
      const [a, b] = [rest[i - 1]!, rest[i]!];
      const byCountry = a.country.localeCompare(b.country, 'en');
      expect(byCountry < 0 || (byCountry === 0 && a.offsetMinutes <= b.offsetMinutes)).toBe(true);
    }
    const indonesia = rest.filter((z) => z.country === 'Indonesia').map((z) => z.name);
    expect(indonesia).toEqual(['Asia/Pontianak', 'Asia/Makassar', 'Asia/Jayapura']);
  });

  test('offsets follow daylight saving at the given moment', () => {
    expect(offsetMinutesOf('Asia/Jakarta', new Date('2026-07-01T00:00:00Z'))).toBe(420);
    expect(offsetMinutesOf('America/New_York', new Date('2026-01-15T00:00:00Z'))).toBe(-300);
    expect(offsetMinutesOf('America/New_York', new Date('2026-07-15T00:00:00Z'))).toBe(-240);
    expect(offsetMinutesOf('Asia/Kolkata', new Date('2026-07-15T00:00:00Z'))).toBe(330);
    expect(offsetMinutesOf('UTC', new Date())).toBe(0);
    expect(offsetMinutesOf('Mars/Olympus', new Date())).toBeUndefined();
  });

  test.each([
    [420, 'UTC+07:00'],
    [-210, 'UTC-03:30'],
    [0, 'UTC+00:00'],
    [345, 'UTC+05:45'],
  ])('%i minutes is %s', (minutes, text) => {
    expect(formatOffset(minutes)).toBe(text);
  });
});
