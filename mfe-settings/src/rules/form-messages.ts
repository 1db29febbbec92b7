import { IDENTIFIER_MESSAGES, VALIDATION_MESSAGES } from 'shared-contracts/rules';

/**
 * Validation message keys of the settings forms (spec 01 §5, spec 02 §4-§5): the shared ones from
 * shared-contracts, the others this remote's. Forms show `t(\`validation.${key}\`)`.
 */
export const SETTINGS_MESSAGES = {
  ...VALIDATION_MESSAGES,
  mustBeNumeric: 'mustBeNumeric',
  /** A bank account name with a character a bank does not take (spec 01 §5). */
  accountNameCharacters: IDENTIFIER_MESSAGES.accountNameCharacters,
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
  /** The authenticator app's code is six digits (spec 02 §5 "must be numeric and of a fixed length"). */
  authenticatorCodeNumeric: 'authenticatorCodeNumeric',
  /** An amount above zero. */
  amountPositive: 'amountPositive',
  /** A URL that does not parse, or not http(s) (spec 01 §5 "invalid URL"). */
  invalidUrl: 'invalidUrl',
  /** A callback URL must be https outside the development environment (spec 02 §5). */
  httpsOnly: 'httpsOnly',
  /** Not an IPv4 or IPv6 address or CIDR block. */
  invalidCidr: 'invalidCidr',
  /** Already on the IP whitelist. */
  duplicateCidr: 'duplicateCidr',
  /** An API key must grant at least one access. */
  keyGrantsNothing: 'keyGrantsNothing',
  /** The gateway said the confirmation password is wrong (INVALID_CREDENTIALS_ERROR). */
  wrongPassword: 'wrongPassword',
} as const;
