export { VALIDATION_MESSAGES, type ValidationMessage } from './messages';
export {
  EMAIL_MAX_LENGTH,
  PASSWORD_PATTERN,
  emailSchema,
  loginSchema,
  validateWith,
  type EmailValues,
  type FieldMessages,
  type LoginValues,
} from './schemas';
