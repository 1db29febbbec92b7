import type { SubmissionErrors } from 'final-form';
import { isGatewayError } from 'shared-contracts';

/**
 * final-form's `FORM_ERROR` key. Written here rather than imported so that shared-ui/forms does not
 * pull final-form's runtime into its chunk (pages that only show inputs would load the forms
 * library for one string); form-parts.test.tsx fails if final-form ever names it otherwise.
 */
export const FORM_ERROR_KEY = 'FINAL_FORM/form-error';

/** The message key a field gets when the gateway refused it: each caller's `validation.rejected`. */
export const REJECTED_FIELD = 'rejected';

/**
 * A refused request as react-final-form's submission errors: each of `fields` the gateway named in
 * its field errors (API_VALIDATION_ERROR) gets `fieldMessage` under it, and the form gets
 * `formMessage` (shown by `FormError` from `submitError`). Fields the form does not show are left
 * out, so nothing is set that no one can see. Return it from `onSubmit`.
 */
export function submissionErrorsOf(error: unknown, fields: readonly string[], formMessage: string, fieldMessage: string = REJECTED_FIELD): SubmissionErrors {
  const errors: Record<string, string> = { [FORM_ERROR_KEY]: formMessage };
  if (isGatewayError(error)) {
    for (const { field } of error.fieldErrors) if (fields.includes(field)) errors[field] = fieldMessage;
  }
  return errors;
}

/** Only the form's message, for a refusal that names no field (a locked action, a rate limit). */
export function formErrorOf(formMessage: string): SubmissionErrors {
  return { [FORM_ERROR_KEY]: formMessage };
}
