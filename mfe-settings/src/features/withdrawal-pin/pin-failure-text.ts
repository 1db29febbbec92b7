import { useTranslation } from 'react-i18next';
import type { PinFailure } from '../../rules/pin-rules';

/** Keys shown under the code and password inputs (the fields translate keys that hold a dot as they are). */
export const PIN_FIELD_MESSAGES = { code: 'pin.errors.code', password: 'pin.errors.password' } as const;

/** A field's message key: the settings form keys (`validation.*`), or a full key of the PIN flow. */
export function useFieldMessage(): (key: string) => string {
  const { t } = useTranslation('settings');
  return (key) => t(key.includes('.') ? key : `validation.${key}`);
}

/**
 * A refusal as one sentence (spec 02 §8): TOO_MANY_REQUESTS names the action, the wait in minutes and
 * the plural suffix; a locked account says so while the session ends; anything else is the generic text.
 */
export function usePinFailureText(): (failure: PinFailure) => string {
  const { t } = useTranslation('settings');
  return (failure) => {
    switch (failure.kind) {
      case 'tooMany':
        return t('pin.errors.tooMany', { action: t(`pin.actions.${failure.action}`), count: failure.minutes });
      case 'locked':
        return t('pin.errors.locked');
      case 'code':
        return t(PIN_FIELD_MESSAGES.code);
      case 'password':
        return t(PIN_FIELD_MESSAGES.password);
      case 'pin':
        return t(failure.code === 'PIN_NOT_SET_ERROR' ? 'pin.errors.notSet' : 'pin.errors.wrongPin');
      default:
        return t('pin.errors.failed');
    }
  };
}
