import { EXPORT_MAX_RANGE_DAYS, type ExportProblem } from 'shared-contracts/rules';
import type { Translate, UiTextKey } from '../texts/ui-texts';

/** The words of each of the export form's problems (exportSchema's message keys, spec 02 §5). */
const TEXT_OF: Record<ExportProblem, UiTextKey> = {
  requiredField: 'exportRequired',
  invalidStartTime: 'rangeEndBeforeStart',
  pleaseAdjustDate: 'exportTooLong',
  upToFiveEmail: 'exportTooManyRecipients',
  invalidEmail: 'exportInvalidRecipient',
};

const isExportProblem = (error: unknown): error is ExportProblem => typeof error === 'string' && error in TEXT_OF;

/**
 * A field's problem in the caller's language while the form shows its problems (a refused submit
 * shows them for EXPORT_ERROR_CLEAR_MS: `useFlashedProblems` in shared-contracts/react), else nothing.
 */
export function exportProblemText(error: unknown, showing: boolean, t: Translate): string | undefined {
  return showing && isExportProblem(error) ? t(TEXT_OF[error], { days: EXPORT_MAX_RANGE_DAYS }) : undefined;
}
