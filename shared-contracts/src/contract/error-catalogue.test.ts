import { ERROR_CODES, isErrorCode, messageKeyFor, retryMinutes } from './error-catalogue';

describe('messageKeyFor', () => {
  it.each([
    ['TOO_MANY_REQUESTS', 'errorMessages.TOO_MANY_REQUESTS'],
    ['USER_LOCKED_ERROR', 'errorMessages.USER_LOCKED_ERROR'],
    ['AUTHORIZATION_ERROR', 'errorMessages.AUTHORIZATION_ERROR'],
    ['UPLOAD_FILE_ERROR_UNSUPPORTED_MIME', 'errorMessages.UNSUPPORTED_IMAGE_FILE_TYPE_ERROR'],
    ['UPLOAD_FILE_ERROR_FILESIZE_TOO_LARGE', 'errorMessages.IMAGE_FILE_SIZE_LIMIT_ERROR'],
    ['NOT_FOUND_ERROR', 'errorMessages.unexpectedError'],
    ['SOMETHING_NEW', 'errorMessages.unexpectedError'],
  ])('%s → %s', (code, key) => {
    expect(messageKeyFor(code)).toBe(key);
  });
});

describe('retryMinutes', () => {
  it.each([
    [undefined, 30],
    [0, 30],
    [1, 1],
    [59, 1],
    [61, 2],
    [1800, 30],
  ])('%s seconds → %s minutes', (seconds, minutes) => {
    expect(retryMinutes(seconds)).toBe(minutes);
  });
});

test('isErrorCode knows the catalogue and nothing else', () => {
  for (const code of ERROR_CODES) expect(isErrorCode(code)).toBe(true);
  expect(isErrorCode('NOPE')).toBe(false);
  expect(isErrorCode(42)).toBe(false);
});
