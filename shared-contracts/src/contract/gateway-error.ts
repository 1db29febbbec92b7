import { type ErrorCode, type FieldError, isErrorCode, messageKeyFor } from './error-catalogue';

/**
 * A failed gateway call, typed by its catalogue code (spec 01 §8) and carrying the message key to
 * show. Codes outside the catalogue keep their code and show `unexpectedError`.
 */
export class GatewayError extends Error {
  override name = 'GatewayError';
  readonly messageKey: string;

  constructor(
    readonly code: ErrorCode | (string & {}),
    message: string,
    readonly status: number,
    readonly retryAfter?: number,
    readonly fieldErrors: readonly FieldError[] = [],
  ) {
    super(message);
    this.messageKey = messageKeyFor(code);
  }

  /** True for a catalogue code, narrowing `code`. */
  is<C extends ErrorCode>(code: C): this is GatewayError & { code: C } {
    return this.code === code;
  }

  get isCatalogued(): boolean {
    return isErrorCode(this.code);
  }
}

export function isGatewayError(error: unknown, code?: ErrorCode): error is GatewayError {
  return error instanceof GatewayError && (code === undefined || error.code === code);
}

/** REQUEST_ABORTED passes silently: nobody shows it (spec 01 §8). */
export function isSilent(error: unknown): boolean {
  return isGatewayError(error, 'REQUEST_ABORTED');
}

/** Codes that end the session: the shell clears the user (spec 01 §4 and §8). */
export const SESSION_ENDING_CODES: readonly ErrorCode[] = [
  'AUTHENTICATION_ERROR',
  'INVALIDATED_TOKEN',
  'USER_BUSINESS_NOT_FOUND_ERROR',
];
