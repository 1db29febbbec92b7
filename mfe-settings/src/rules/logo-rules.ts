import { isGatewayError } from 'shared-contracts';
import { IMAGE_TYPES, LOGO_MAX_BYTES, LOGO_MIN_SIZE_PX } from 'shared-contracts/rules';
import type { FileProblem, FileRules } from 'shared-ui/forms';

/** The logo's rules (spec 02 §5, §9): JPEG or PNG, at most 1,048,576 bytes, at least 200×200 px. */
export const LOGO_RULES: FileRules = { accept: IMAGE_TYPES, maxBytes: LOGO_MAX_BYTES, minDimensions: LOGO_MIN_SIZE_PX };

/**
 * The gateway's refusal of a logo as the same problem the browser's check names, so both say it in
 * the same words; anything else is not a problem of the file (null: show the catalogue's message).
 */
export function logoProblemOf(error: unknown): FileProblem | null {
  if (!isGatewayError(error)) return null;
  if (error.code === 'UPLOAD_FILE_ERROR_UNSUPPORTED_MIME' || error.code === 'UNSUPPORTED_IMAGE_FILE_TYPE_ERROR') return { kind: 'type' };
  if (error.code === 'UPLOAD_FILE_ERROR_FILESIZE_TOO_LARGE' || error.code === 'IMAGE_FILE_SIZE_LIMIT_ERROR') return { kind: 'size' };
  if (error.code === 'API_VALIDATION_ERROR' && error.fieldErrors.some((field) => field.field === 'file_content')) return { kind: 'dimensions' };
  return null;
}
