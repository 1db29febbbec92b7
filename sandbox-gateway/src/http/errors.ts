import type { ErrorCode, ErrorPayload, FieldError } from 'shared-contracts';

/** An error the gateway answers on purpose: a status, a catalogue code and a message for people. */
export class GatewayError extends Error {
  constructor(
    readonly statusCode: number,
    /** A catalogue code; the control API may inject any other string to exercise clients. */
    readonly errorCode: ErrorCode | (string & {}),
    message: string,
    readonly details: { errors?: FieldError[]; retryAfterSeconds?: number } = {},
  ) {
    super(message);
    this.name = 'GatewayError';
  }

  toPayload(): ErrorPayload {
    return {
      error_code: this.errorCode,
      message: this.message,
      ...(this.details.errors ? { errors: this.details.errors } : {}),
      ...(this.details.retryAfterSeconds === undefined ? {} : { retryAfter: this.details.retryAfterSeconds }),
    };
  }
}

/** The exact message the dashboard recognises to send the user to /login (spec 01 §8). */
export const PLEASE_LOG_IN = 'Please log in';

export const notSignedIn = (): GatewayError => new GatewayError(401, 'AUTHENTICATION_ERROR', PLEASE_LOG_IN);

export const forbidden = (message = 'You are not allowed to do this'): GatewayError =>
  new GatewayError(403, 'AUTHORIZATION_ERROR', message);

export const notFound = (message = 'Not found'): GatewayError => new GatewayError(404, 'NOT_FOUND_ERROR', message);

export const invalid = (errors: FieldError[], message = 'The request is not valid'): GatewayError =>
  new GatewayError(400, 'API_VALIDATION_ERROR', message, { errors });

export const tooManyRequests = (retryAfterSeconds: number, message = 'Too many requests, try again later'): GatewayError =>
  new GatewayError(429, 'TOO_MANY_REQUESTS', message, { retryAfterSeconds });

export const serverError = (): GatewayError =>
  new GatewayError(500, 'SERVER_ERROR', 'Something went wrong on our side. Please try again.');
