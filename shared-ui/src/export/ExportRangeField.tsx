import type { CountryCode } from 'shared-contracts';
import type { FinalFormFieldProps } from '../inputs/Field';
import type { IsoDateRange } from '../pickers/date-range';
import { DateRangePicker } from '../pickers/DateRangePicker';
import { useUiText } from '../texts/UiTextProvider';
import { exportProblemText } from './export-problems';

/** The export rules are the form's (exportSchema, shown after a submit), not the picker's own. */
const NO_PICKER_LIMIT = 100_000;

export interface ExportRangeFieldProps extends FinalFormFieldProps<IsoDateRange | null> {
  /** The merchant's country: the order of the typed day and month. */
  country: CountryCode;
  /** Whether the form shows its problems now (`useFlashedProblems(EXPORT_ERROR_CLEAR_MS).showing`). */
  showProblems: boolean;
}

/**
 * The dates of an export of transactions (spec 02 §5), the same in every remote that exports: a
 * react-final-form field's `{ input, meta }` as it comes (shared-ui has no dependency on the library),
 * validated by shared-contracts' exportSchema (docs/decisions/0074-one-export-form-and-file-control.md).
 */
export function ExportRangeField({ input, meta, country, showProblems }: ExportRangeFieldProps) {
  const t = useUiText();
  return (
    <DateRangePicker
      country={country}
      label={t('exportRange')}
      required
      value={input.value || null}
      maxDays={NO_PICKER_LIMIT}
      onChange={input.onChange}
      onBlur={input.onBlur}
      error={exportProblemText(meta.error, showProblems, t)}
    />
  );
}
