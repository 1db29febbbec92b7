import { safeRedirect } from './safe-redirect';

const FALLBACK = '/home';

describe('safeRedirect: the open-redirect table', () => {
  it.each([
    // Same-origin paths are kept, normalised.
    ['/settings/team#members', '/settings/team#members'],
    ['/cash?page=2', '/cash?page=2'],
    ['/credit_cards/payments?status=FAILED&page=3', '/credit_cards/payments?status=FAILED&page=3'],
    ['/home\n', '/home'],
    ['/@evil.test', '/@evil.test'],
    ['/%2F%2Fevil.test', '/%2F%2Fevil.test'],
    ['/a/../settings', '/settings'],
  ])('keeps %j as %j', (target, expected) => {
    expect(safeRedirect(target, FALLBACK)).toBe(expected);
  });

  it.each([
    // Absolute foreign URLs.
    'https://evil.test/',
    'http://evil.test/home',
    'https://dashboard.invalid@evil.test/',
    // Protocol-relative and backslash tricks.
    '//evil.test/x',
    '///evil.test',
    '/\\evil.test',
    '\\\\evil.test',
    '/\\/evil.test',
    '\\/evil.test',
    // Normalising into another origin.
    '/..//evil.test',
    '/.//evil.test',
    '/%2e%2e//evil.test',
    '/\t/evil.test',
    '/\n/evil.test',
    // Schemes, in any case and encoding.
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'javascript%3Aalert(1)',
    'data:text/html,<script>alert(1)</script>',
    'DATA:text/html;base64,PHNjcmlwdD4=',
    'vbscript:msgbox(1)',
    'mailto:someone@evil.test',
    // Userinfo, whitespace and control characters before the slash.
    '@evil.test',
    'evil.test/home',
    ' /home',
    '\u0000/home',
    '%2F%2Fevil.test',
    '',
  ])('refuses %j', (target) => {
    expect(safeRedirect(target, FALLBACK)).toBe(FALLBACK);
  });

  it.each([undefined, null, 42, {}, ['/home']])('refuses a value that is not text: %j', (target) => {
    expect(safeRedirect(target, FALLBACK)).toBe(FALLBACK);
  });
});
