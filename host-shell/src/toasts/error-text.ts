import type { TFunction } from 'i18next';
import { isGatewayError, retryMinutes } from 'shared-contracts';

/** A failure in the catalogue's words: its message key, the retry time in minutes where it has one. */
export function errorText(t: TFunction, error: unknown): string {
  if (!isGatewayError(error)) return t('errorMessages.unexpectedError');
  return t(error.messageKey, { count: retryMinutes(error.retryAfter) });
}
