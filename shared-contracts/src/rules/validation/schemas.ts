import { object, string, ValidationError, type AnyObject, type ObjectSchema } from 'yup';
import { VALIDATION_MESSAGES as M } from './messages';

/** Practical email check: something@something.tld, no spaces (the gateway checks again). */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Spec 02 §5: at least 8 characters with a letter and a digit. */
export const PASSWORD_PATTERN = /^(?=.*[A-Za-z])(?=.*\d).{8,}$/;
/** Emails are limited as the gateway limits them. */
export const EMAIL_MAX_LENGTH = 254;

const email = () =>
  string().trim().required(M.requiredField).max(EMAIL_MAX_LENGTH, M.exceedMaxCharacters).matches(EMAIL, M.invalidEmail);

export interface LoginValues {
  email: string;
  password: string;
}

/** The login form: any password is sent (old passwords may predate the pattern); empty is not. */
export const loginSchema: ObjectSchema<LoginValues> = object({
  email: email(),
  password: string().required(M.emptyPassword).max(200, M.exceedMaxCharacters),
});

export interface EmailValues {
  email: string;
}

/** Forms that ask for an email only (forgot password, resend verification). */
export const emailSchema: ObjectSchema<EmailValues> = object({ email: email() });

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
