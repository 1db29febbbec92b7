/**
 * Validation message keys (spec 01 §5, spec 02 §5). Forms show `t(\`validation.${key}\`)`; the
 * shell's translations carry every key in en and id, and a test fails when one is missing.
 */
export const VALIDATION_MESSAGES = {
  requiredField: 'requiredField',
  invalidEmail: 'invalidEmail',
  exceedMaxCharacters: 'exceedMaxCharacters',
  invalidPassword: 'invalidPassword',
  emptyPassword: 'emptyPassword',
  passwordsDoNotMatch: 'passwordsDoNotMatch',
} as const;

export type ValidationMessage = (typeof VALIDATION_MESSAGES)[keyof typeof VALIDATION_MESSAGES];
