import { unreadBadge } from './badge';

describe('unreadBadge: the count, capped at 99+', () => {
  it.each([
    [0, null],
    [-1, null],
    [Number.NaN, null],
    [1, '1'],
    [9, '9'],
    [42, '42'],
    [99, '99'],
    [100, '99+'],
    [126, '99+'],
    [100_000, '99+'],
  ])('%p unread: %p', (count, badge) => {
    expect(unreadBadge(count)).toBe(badge);
  });
});
