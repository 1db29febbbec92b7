import { BALANCE_API, BUSINESS_TIME_ZONES, toMajor, toMinor } from './balance';

test('amounts move between major and minor units by the currency’s digits, never leaving a fraction of a minor unit', () => {
  expect(toMinor(250_000, 'IDR')).toBe(250_000);
  expect(toMinor(1_234.56, 'PHP')).toBe(123_456);
  expect(toMinor(0.29, 'USD')).toBe(29);
  expect(toMinor(19.999, 'USD')).toBe(2_000);
  expect(toMajor(123_456, 'PHP')).toBe(1_234.56);
  expect(toMajor(-1_250, 'USD')).toBe(-12.5);
  expect(toMajor(250_000, 'IDR')).toBe(250_000);
});

test("each country's business time zone is a zone the runtime knows", () => {
  for (const zone of Object.values(BUSINESS_TIME_ZONES)) expect(() => new Intl.DateTimeFormat('en', { timeZone: zone })).not.toThrow();
  expect(BUSINESS_TIME_ZONES.ID).toBe('Asia/Jakarta');
});

test('an entry’s path carries its id encoded', () => {
  expect(BALANCE_API.transaction('ldg_a/b')).toBe('/api/transactions/ldg_a%2Fb');
});
