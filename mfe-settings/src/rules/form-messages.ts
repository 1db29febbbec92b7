import { VALIDATION_MESSAGES } from 'shared-contracts/rules';

/**
 * Validation message keys of the settings forms (spec 01 §5, spec 02 §4-§5): the shared ones from
 * shared-contracts, the others this remote's. Forms show `t(\`validation.${key}\`)`.
 */
export const SETTINGS_MESSAGES = {
  ...VALIDATION_MESSAGES,
  mustBeNumeric: 'mustBeNumeric',
  /** The gateway refused the field (its own check, e.g. an account already added). */
  rejected: 'rejected',
  /** The PIN is six digits (spec 02 §5). */
  pinSixDigits: 'pinSixDigits',
  /** The repeated PIN differs (spec 02 §5). */
  pinNotMatch: 'pinNotMatch',
  /** The password confirmation is empty (spec 02 §5). */
  currentPasswordError: 'currentPasswordError',
  /** The code confirmation is not complete. */
  codeSixCharacters: 'codeSixCharacters',
  /** An amount above zero. */
  amountPositive: 'amountPositive',
} as const;
