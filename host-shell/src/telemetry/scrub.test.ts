import { scrubMessage } from './scrub';

test.each([
  ['an email', 'no user owner@tokoku.test here', 'no user [email] here'],
  ['a bearer token', 'sent Authorization: Bearer abc.def-ghi', 'sent Authorization: Bearer [token]'],
  ['a JWT', 'token eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ1c3JfMSJ9.c2lnbmF0dXJl expired', 'token [token] expired'],
  ['a query string', 'GET http://localhost:4800/api/x?email=a%40b.c&token=1 failed', 'GET http://localhost:4800/api/x failed'],
  ['a long key', 'key xnd_development_P4qDfOss0OCpl8RtKrROHjaQYNCk9dN5lSfk failed', 'key [token] failed'],
  ['a phone number', 'phone +62 812-3456-7890 invalid', 'phone [number] invalid'],
  ['a card number', 'card 4000000000001091 declined', 'card [number] declined'],
])('takes out %s', (_, message, expected) => {
  expect(scrubMessage(message)).toBe(expected);
});

test('keeps what tells the failure apart, and cuts long messages', () => {
  expect(scrubMessage('http://localhost:4803/mf-manifest.json answered 503')).toBe('http://localhost:4803/mf-manifest.json answered 503');
  expect(scrubMessage('x'.repeat(20) + ' '.repeat(400))).toHaveLength(300);
});
