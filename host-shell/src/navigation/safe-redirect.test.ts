import { safeRedirect } from './safe-redirect';

describe('safeRedirect', () => {
  it.each([
    ['/settings/team#members', '/settings/team#members'],
    ['/cash?page=2', '/cash?page=2'],
    ['//evil.test/x', '/home'],
    ['/\\evil.test', '/home'],
    ['https://evil.test/', '/home'],
    ['javascript:alert(1)', '/home'],
    [undefined, '/home'],
    [42, '/home'],
  ])('%s → %s', (target, expected) => {
    expect(safeRedirect(target, '/home')).toBe(expected);
  });
});
