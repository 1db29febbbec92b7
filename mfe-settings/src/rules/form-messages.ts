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
} as const;
