import {
  callbackCodeCategory,
  callbackCodeDetail,
  callbackUrlProblem,
  cidrFamily,
  grantsSomething,
  mayCreateKeyIn,
  mayResendCallbacks,
  prettyPayload,
  resendable,
  visibleKeyText,
  type ApiKey,
  type CreatedApiKey,
} from './developers';

describe('CIDR validation (IPv4 and IPv6)', () => {
  test.each([
    ['203.0.113.0/24', 'ipv4'],
    ['192.0.2.10', 'ipv4'],
    ['10.0.0.0/8', 'ipv4'],
    ['0.0.0.0/0', 'ipv4'],
    ['255.255.255.255/32', 'ipv4'],
    [' 198.51.100.7/32 ', 'ipv4'],
    ['2001:db8::/32', 'ipv6'],
    ['2001:0db8:0000:0000:0000:ff00:0042:8329', 'ipv6'],
    ['::1', 'ipv6'],
    ['::', 'ipv6'],
    ['fe80::1/64', 'ipv6'],
    ['::ffff:192.0.2.1/128', 'ipv6'],
    ['2001:db8:1::/48', 'ipv6'],
  ])('%s is %s', (value, family) => expect(cidrFamily(value)).toBe(family));

  test.each([
    '',
    '203.0.113.0/33',
    '256.0.0.1',
    '1.2.3',
    '1.2.3.4.5',
    '01.2.3.4',
    '1.2.3.4/',
    '1.2.3.4/024',
    '1.2.3.4/24/1',
    '2001:db8::/129',
    '2001:db8:::1',
    '1::2::3',
    '12345::',
    '1:2:3:4:5:6:7:8:9',
    '1:2:3:4:5:6:7',
    ':1:2:3:4:5:6:7',
    'example.com/24',
    '::ffff:999.0.2.1',
    'gggg::1',
  ])('%j is refused', (value) => expect(cidrFamily(value)).toBeNull());
});

describe('the callback URL rule (spec 02 §5: https except in development)', () => {
  test('https is accepted everywhere, http only in development', () => {
    expect(callbackUrlProblem('https://shop.example/callback', 'PRODUCTION')).toBeNull();
    expect(callbackUrlProblem('http://shop.example/callback', 'PRODUCTION')).toBe('httpsOnly');
    expect(callbackUrlProblem('http://127.0.0.1:9000/cb', 'DEVELOPMENT')).toBeNull();
  });
  test('empty, not a URL, other schemes, credentials and overlong addresses are refused', () => {
    expect(callbackUrlProblem('  ', 'DEVELOPMENT')).toBe('required');
    expect(callbackUrlProblem('shop.example/callback', 'DEVELOPMENT')).toBe('invalid');
    expect(callbackUrlProblem('ftp://shop.example/', 'DEVELOPMENT')).toBe('invalid');
    expect(callbackUrlProblem('javascript:alert(1)', 'DEVELOPMENT')).toBe('invalid');
    expect(callbackUrlProblem('https://user:pw@shop.example/', 'PRODUCTION')).toBe('invalid');
    expect(callbackUrlProblem(`https://shop.example/${'a'.repeat(2048)}`, 'PRODUCTION')).toBe('tooLong');
  });
});

describe('error categories by the first digit of the code (spec 02 §8)', () => {
  test.each([
    [100, 'informational'],
    [101, 'informational'],
    [200, 'success'],
    [204, 'success'],
    [301, 'redirection'],
    [308, 'redirection'],
    [400, 'clientError'],
    [429, 'clientError'],
    [500, 'serverError'],
    [503, 'serverError'],
    [null, 'noResponse'],
    [99, 'noResponse'],
    [600, 'noResponse'],
  ] as const)('%s is %s', (code, category) => expect(callbackCodeCategory(code)).toBe(category));

  test('4xx and 5xx codes with a detailed text of their own; others none', () => {
    expect(callbackCodeDetail(404)).toBe(404);
    expect(callbackCodeDetail(503)).toBe(503);
    expect(callbackCodeDetail(418)).toBeNull();
    expect(callbackCodeDetail(200)).toBeNull();
    expect(callbackCodeDetail(null)).toBeNull();
  });
});

describe('resend (spec 02 §4, §6)', () => {
  const user = (tech: boolean, edit: boolean) => ({ can_manage_tech_settings: tech, can_edit: edit });
  test('tech settings in any brand; can_edit only in the second brand; neither is refused', () => {
    expect(mayResendCallbacks(user(true, false), 'MAIN')).toBe(true);
    expect(mayResendCallbacks(user(true, false), 'SECOND')).toBe(true);
    expect(mayResendCallbacks(user(false, true), 'SECOND')).toBe(true);
    expect(mayResendCallbacks(user(false, true), 'MAIN')).toBe(false);
    expect(mayResendCallbacks(user(false, true), 'PARTNER')).toBe(false);
    expect(mayResendCallbacks(user(false, false), 'SECOND')).toBe(false);
  });
  test('only when the latest event is FAILED, COMPLETED or CALLBACK_URL_NOT_SET', () => {
    expect(resendable('FAILED')).toBe(true);
    expect(resendable('COMPLETED')).toBe(true);
    expect(resendable('CALLBACK_URL_NOT_SET')).toBe(true);
    expect(resendable('PENDING')).toBe(false);
    expect(resendable(null)).toBe(false);
    expect(resendable(undefined)).toBe(false);
  });
});

describe('API keys', () => {
  const key: ApiKey = {
    id: 'key_1',
    name: 'Server',
    environment: 'PRODUCTION',
    prefix: 'sk_live_AbCdEfGh',
    permissions: { money_in: 'WRITE', money_out: 'NONE', balance: 'READ' },
    created: '2026-06-15T08:00:00.000Z',
  };
  const created: CreatedApiKey = { ...key, secret: 'sk_live_AbCdEfGhIjKlMnOpQrStUvWxYz' };

  test('the secret shows only right after creation; afterwards, and for other keys, only the prefix', () => {
    expect(visibleKeyText(key, created)).toBe(created.secret);
    expect(visibleKeyText(key, null)).toBe('sk_live_AbCdEfGh…');
    expect(visibleKeyText({ ...key, id: 'key_2' }, created)).toBe('sk_live_AbCdEfGh…');
  });
  test('live keys only for live businesses; test keys always', () => {
    expect(mayCreateKeyIn('PRODUCTION', true)).toBe(true);
    expect(mayCreateKeyIn('PRODUCTION', false)).toBe(false);
    expect(mayCreateKeyIn('DEVELOPMENT', false)).toBe(true);
  });
  test('a key must grant something', () => {
    expect(grantsSomething({ money_in: 'NONE', money_out: 'NONE', balance: 'NONE' })).toBe(false);
    expect(grantsSomething({ money_in: 'NONE', money_out: 'NONE', balance: 'READ' })).toBe(true);
  });
});

test('payloads become pretty JSON text; text that is not JSON stays as it came', () => {
  expect(prettyPayload('{"a":1}')).toBe('{\n  "a": 1\n}');
  expect(prettyPayload('<b>not json</b>')).toBe('<b>not json</b>');
  expect(prettyPayload(null)).toBe('');
});
