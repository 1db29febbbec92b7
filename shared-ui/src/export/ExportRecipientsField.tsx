import type { FinalFormFieldProps } from '../inputs/Field';
import { TextField } from '../inputs/TextField';
import { useUiText } from '../texts/UiTextProvider';
import { exportProblemText } from './export-problems';

export interface ExportRecipientsFieldProps extends FinalFormFieldProps<string> {
  /** Whether the form shows its problems now (`useFlashedProblems(EXPORT_ERROR_CLEAR_MS).showing`). */
  showProblems: boolean;
}

/**
 * Who receives an export of transactions (spec 02 §5): up to five addresses as typed, separated by
 * commas or spaces (`recipientsOf` in shared-contracts), validated by exportSchema
 * (docs/decisions/0074-one-export-form-and-file-control.md).
 */
export function ExportRecipientsField({ input, meta, showProblems }: ExportRecipientsFieldProps) {
  const t = useUiText();
  return (
    <TextField
      label={t('exportRecipients')}
      description={t('exportRecipientsHelp')}
      required
      name={input.name}
      value={input.value}
      onChange={input.onChange}
      onBlur={input.onBlur}
      error={exportProblemText(meta.error, showProblems, t)}
    />
  );
}
