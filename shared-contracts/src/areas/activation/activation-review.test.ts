import { workingDaysAfter } from './activation-review';

describe('the expected end of a review', () => {
  it.each([
    ['2026-03-02T09:00:00.000Z', 3, '2026-03-05'], // Monday → Thursday
    ['2026-03-06T23:30:00.000Z', 3, '2026-03-11'], // Friday → Wednesday, over the weekend
    ['2026-03-07T10:00:00.000Z', 1, '2026-03-09'], // Saturday → Monday
    ['2026-03-02T09:00:00.000Z', 0, '2026-03-02'],
  ])('%s plus %i working days is %s', (from, days, expected) => {
    expect(workingDaysAfter(from, days)).toBe(expected);
  });
});
