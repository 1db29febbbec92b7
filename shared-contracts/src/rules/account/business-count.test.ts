import { businessCountBadge } from './business-count';

describe('businessCountBadge', () => {
  it.each([
    [0, null],
    [1, null],
    [2, '+1'],
    [3, '+2'],
    [10, '+9'],
    [11, '9+'],
    [12, '9+'],
  ])('%i businesses → %s', (count, badge) => {
    expect(businessCountBadge(count)).toBe(badge);
  });
});
