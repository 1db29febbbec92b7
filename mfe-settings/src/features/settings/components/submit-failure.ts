import { FORM_ERROR, type SubmissionErrors } from 'final-form';
import { isGatewayError } from 'shared-contracts';
import { SETTINGS_MESSAGES } from '../../../rules/form-messages';

/**
 * A refused request as react-final-form's submission errors: each field the gateway named gets
 * `validation.rejected` under it, and the form gets one message.
 */
export function submissionErrorsOf(error: unknown, fields: readonly string[], formMessage: string): SubmissionErrors {
  const errors: Record<string, string> = { [FORM_ERROR]: formMessage };
  if (isGatewayError(error)) {
    for (const { field } of error.fieldErrors) if (fields.includes(field)) errors[field] = SETTINGS_MESSAGES.rejected;
  }
  return errors;
}
