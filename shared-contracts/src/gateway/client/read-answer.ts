import type { ErrorPayload, FieldError } from '../../contract/error-catalogue';
import { GatewayError } from '../../contract/gateway-error';

function isPayload(value: unknown): value is ErrorPayload {
  return typeof value === 'object' && value !== null && typeof (value as ErrorPayload).error_code === 'string';
}

function fieldErrors(value: unknown): FieldError[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (item): item is FieldError =>
      typeof item === 'object' && item !== null && typeof item.field === 'string' && typeof item.message === 'string',
  );
}

/** `retry-after` in seconds (an HTTP date is turned into seconds from now). */
export function readRetryAfter(headers: Headers, now = Date.now()): number | undefined {
  const raw = headers.get('retry-after');
  if (!raw) return undefined;
  const seconds = Number(raw);
  if (Number.isFinite(seconds)) return Math.max(0, Math.ceil(seconds));
  const date = Date.parse(raw);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - now) / 1000));
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * The answer's JSON, or a GatewayError: an answer with an error_code is an error whatever its
 * status; an error status without one is SERVER_ERROR (spec 01 §8: "no error_code: SERVER_ERROR").
 */
export async function readAnswer(response: Response): Promise<unknown> {
  const body = await readJson(response);
  const retryAfter = readRetryAfter(response.headers);
  if (isPayload(body)) {
    throw new GatewayError(body.error_code, body.message ?? '', response.status, body.retryAfter ?? retryAfter, fieldErrors(body.errors));
  }
  if (!response.ok) {
    throw new GatewayError('SERVER_ERROR', `the gateway answered ${response.status}`, response.status, retryAfter);
  }
  return body;
}
