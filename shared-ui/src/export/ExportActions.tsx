import { Button } from '../actions/Button';
import { FormActions, FormError } from '../form-parts/FormActions';
import { useUiText } from '../texts/UiTextProvider';

export interface ExportActionsProps {
  onCancel: () => void;
  /** While the export is being asked for: Cancel waits, Export shows it is busy. */
  submitting?: boolean;
  /** Why the gateway did not make the export, in the caller's words (its catalogue codes differ per area). */
  failure?: string;
}

/**
 * The end of an export of transactions' form: why it was not made, then Cancel and Export
 * (docs/decisions/0074-one-export-form-and-file-control.md). The form's element submits on Export.
 */
export function ExportActions({ onCancel, submitting, failure }: ExportActionsProps) {
  const t = useUiText();
  return (
    <>
      <FormError>{failure}</FormError>
      <FormActions>
        <Button variant="secondary" onClick={onCancel} disabled={submitting}>
          {t('cancel')}
        </Button>
        <Button type="submit" busy={submitting}>
          {t('exportSubmit')}
        </Button>
      </FormActions>
    </>
  );
}
