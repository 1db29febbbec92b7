import { object, ref, string, ValidationError, type AnyObject, type ObjectSchema } from 'yup';
import { VALIDATION_MESSAGES as M } from './messages';

/** Practical email check: something@something.tld, no spaces (the gateway checks again). */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Spec 02 §5: at least 8 characters with a letter and a digit. */
export const PASSWORD_PATTERN = /^(?=.*[A-Za-z])(?=.*\d).{8,}$/;
/** Emails are limited as the gateway limits them. */
export const EMAIL_MAX_LENGTH = 254;

/** A required email field with the spec's message keys: every form that asks for one uses it. */
export const emailField = () =>
  string().trim().required(M.requiredField).max(EMAIL_MAX_LENGTH, M.exceedMaxCharacters).matches(EMAIL_PATTERN, M.invalidEmail);

export interface LoginValues {
  email: string;
  password: string;
}

/** The login form: any password is sent (old passwords may predate the pattern); empty is not. */
export const loginSchema: ObjectSchema<LoginValues> = object({
  email: emailField(),
  password: string().required(M.emptyPassword).max(200, M.exceedMaxCharacters),
});

export interface EmailValues {
  email: string;
}

/** Forms that ask for an email only (forgot password, resend verification). */
export const emailSchema: ObjectSchema<EmailValues> = object({ email: emailField() });

export interface NewPasswordValues {
  password: string;
  confirmation: string;
}

/** The longest password the gateway takes (scrypt hashes any length; this bounds the work). */
export const PASSWORD_MAX_LENGTH = 200;

/**
 * A new password (reset, expired, invitation): the strength rule of spec 02 §5 and the same text
 * typed twice. The gateway checks the rule again (PASSWORD_PATTERN).
 */
export const newPasswordSchema: ObjectSchema<NewPasswordValues> = object({
  password: string()
    .required(M.emptyPassword)
    .max(PASSWORD_MAX_LENGTH, M.exceedMaxCharacters)
    .matches(PASSWORD_PATTERN, M.invalidPassword),
  confirmation: string()
    .required(M.requiredField)
    .oneOf([ref('password')], M.passwordsDoNotMatch),
});

export interface NewAccountValues extends NewPasswordValues {
  full_name: string;
}

/** The longest full name (spec 02 §5: up to 255), as the team form and the gateway take it. */
export const FULL_NAME_MAX_LENGTH = 255;

/** An invited person's new account: a full name and a new password, typed twice. */
export const newAccountSchema: ObjectSchema<NewAccountValues> = newPasswordSchema.shape({
  full_name: string().trim().required(M.requiredField).max(FULL_NAME_MAX_LENGTH, M.exceedMaxCharacters),
});

export interface CurrentPasswordValues {
  password: string;
}

/** An existing account's password (any: old passwords may predate the strength rule); not empty. */
export const currentPasswordSchema: ObjectSchema<CurrentPasswordValues> = object({
  password: string().required(M.emptyPassword).max(PASSWORD_MAX_LENGTH, M.exceedMaxCharacters),
});

export type FieldMessages<T> = Partial<Record<keyof T & string, string>>;

/**
 * Runs a yup schema the way form libraries expect: `{}` when valid, otherwise the first message
 * key of each failing field (react-final-form's `validate`).
 */
export function validateWith<T extends AnyObject>(schema: ObjectSchema<T>) {
  return (values: Partial<T>): FieldMessages<T> => {
    try {
      schema.validateSync(values, { abortEarly: false });
      return {};
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error;
      const messages: Record<string, string> = {};
      for (const failure of error.inner) {
        if (failure.path && !(failure.path in messages)) messages[failure.path] = failure.message;
      }
      return messages as FieldMessages<T>;
    }
  };
}
