import { FORM_ERROR, type SubmissionErrors } from 'final-form';
import { isGatewayError } from 'shared-contracts';

/**
 * A refused request as react-final-form's submission errors: the gateway's field errors under
 * their fields (shown with `validation.rejected`), and one message for the form.
 */
export function submissionErrorsOf(error: unknown, fields: readonly string[], formMessage: string): SubmissionErrors {
  const errors: Record<string, string> = { [FORM_ERROR]: formMessage };
  if (isGatewayError(error)) {
    for (const { field } of error.fieldErrors) if (fields.includes(field)) errors[field] = 'rejected';
  }
  return errors;
}
