/**
 * The gateway's error catalogue (spec 01 §8, spec 02 §8). Every error answer carries an
 * `error_code`; the dashboard shows the message key for it, `unexpectedError` when it has none.
 */
/**
 * Each code with how it is shown: `own` has a message of its own, `unexpected` shows
 * unexpectedError, and a code naming another code shares that code's message.
 */
const CATALOGUE = {
  SERVER_ERROR: 'own',
  REQUEST_ABORTED: 'unexpected', // passes silently: never shown
  AUTHENTICATION_ERROR: 'own',
  AUTHORIZATION_ERROR: 'own',
  JWT_EXPIRED_ERROR: 'unexpected', // refreshed and replayed: never shown
  INVALIDATED_TOKEN: 'own',
  USER_BUSINESS_NOT_FOUND_ERROR: 'own',
  API_VALIDATION_ERROR: 'own',
  TOO_MANY_REQUESTS: 'own',
  OTP_TOKEN_NOT_VALID_ERROR: 'own',
  PASSWORD_ALREADY_BEEN_USED_ERROR: 'own',
  USER_LOCKED_ERROR: 'own',
  INVALID_CREDENTIALS_ERROR: 'own',
  INVALID_PIN_ERROR: 'own',
  PIN_AUTHORIZATION_TOKEN_ERROR: 'own',
  AUTHORIZATION_TOKEN_ERROR: 'own',
  PIN_NOT_SET_ERROR: 'own',
  UNSUPPORTED_IMAGE_FILE_TYPE_ERROR: 'own',
  IMAGE_FILE_SIZE_LIMIT_ERROR: 'own',
  NON_PNG_FILE_TYPE_ERROR: 'own',
  UPLOAD_FILE_ERROR_UNSUPPORTED_MIME: 'UNSUPPORTED_IMAGE_FILE_TYPE_ERROR',
  UPLOAD_FILE_ERROR_FILESIZE_TOO_LARGE: 'IMAGE_FILE_SIZE_LIMIT_ERROR',
  BAD_WEBSITE: 'own',
  BLACKLISTED_WEBSITE: 'own',
  UNACCESSIBLE_WEBSITE: 'own',
  ERROR_CUSTOMER_DATA_NOT_FOUND: 'own',
  ERROR_DUPLICATED_CUSTOMER_DATA: 'own',
  NOT_FOUND_ERROR: 'unexpected',
  UNSUPPORTED_CONTENT_TYPE_ERROR: 'unexpected',
  PAYLOAD_TOO_LARGE_ERROR: 'unexpected',
  MALFORMED_JSON_ERROR: 'unexpected',
  // The team settings page explains it next to the member (issue 15); elsewhere it is unexpected.
  LAST_ADMINISTRATOR_ERROR: 'unexpected',
  // The card settings page explains it next to the change request (issue 18); elsewhere it is unexpected.
  CHANGE_REQUEST_NOT_FOUND_ERROR: 'unexpected',
} as const satisfies Record<string, string>;

export const ERROR_CODES = Object.keys(CATALOGUE) as Array<keyof typeof CATALOGUE>;

export type ErrorCode = keyof typeof CATALOGUE;

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && (ERROR_CODES as readonly string[]).includes(value);
}

/** One invalid field of an API_VALIDATION_ERROR: the field's path and what is wrong with it. */
export interface FieldError {
  field: string;
  message: string;
}

/** What the gateway answers on every error (spec 01 §3 "Error payload"). */
export interface ErrorPayload {
  error_code: ErrorCode | string;
  message: string;
  /** Seconds, from the retry-after header (TOO_MANY_REQUESTS). */
  retryAfter?: number;
  /** API_VALIDATION_ERROR only. */
  errors?: FieldError[];
}

export const UNEXPECTED_ERROR_KEY = 'errorMessages.unexpectedError';

/** The i18n message key for an error code: `errorMessages.<CODE>`, or `errorMessages.unexpectedError`. */
export function messageKeyFor(code: string): string {
  if (!isErrorCode(code)) return UNEXPECTED_ERROR_KEY;
  const shown: string = CATALOGUE[code];
  if (shown === 'own') return `errorMessages.${code}`;
  return shown === 'unexpected' ? UNEXPECTED_ERROR_KEY : `errorMessages.${shown}`;
}

/** Retry intervals are shown in minutes, rounded up, at least 1 (spec 01 §8-9). */
export function retryMinutes(retryAfterSeconds: number | undefined, fallbackSeconds = 1800): number {
  const seconds = retryAfterSeconds && retryAfterSeconds > 0 ? retryAfterSeconds : fallbackSeconds;
  return Math.max(1, Math.ceil(seconds / 60));
}
