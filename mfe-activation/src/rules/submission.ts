import { isGatewayError } from 'shared-contracts';
import { RESUBMIT_GUARD_MS } from 'shared-contracts/areas/activation/activation';

/** Where a refused submission is shown (spec 02 §8): on a field, as a notice, or in the danger modal. */
export type SubmissionFailure =
  | { kind: 'field'; field: 'legal_name' | 'npwp'; messageKey: string }
  | { kind: 'duplicate' }
  | { kind: 'failed' };

export function submissionFailureOf(error: unknown): SubmissionFailure {
  if (isGatewayError(error)) {
    if (error.code === 'NAME_SIMILARITY_MISMATCH') return { kind: 'field', field: 'legal_name', messageKey: 'submit.nameMismatch' };
    if (error.code === 'NPWP_VALIDATION_MISMATCH') return { kind: 'field', field: 'npwp', messageKey: 'submit.npwpMismatch' };
    if (error.code === 'DUPLICATE_PRODUCT_APPLICATION_ERROR') return { kind: 'duplicate' };
  }
  return { kind: 'failed' };
}

/** The double-submission guard: a second press within ten seconds of the last is refused. */
export const tooSoon = (lastSubmittedAt: number | null, now: number): boolean => lastSubmittedAt !== null && now - lastSubmittedAt < RESUBMIT_GUARD_MS;
