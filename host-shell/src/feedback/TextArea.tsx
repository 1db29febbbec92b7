import { Field, type FieldBaseProps } from 'shared-ui/forms';

export interface TextAreaProps extends FieldBaseProps {
  value: string;
  onChange: (value: string) => void;
  maxLength: number;
  rows?: number;
}

/**
 * Several lines of text on shared-ui's Field (label, description, error, ids): shared-ui has no
 * multi-line input yet, and the feedback modals are its only users so far.
 */
export function TextArea({ value, onChange, onBlur, maxLength, rows = 4, name, disabled, ...field }: TextAreaProps) {
  return (
    <Field {...field}>
      {({ inputId, describedBy, invalid }) => (
        <div className="mdp-input-wrap feedback-textarea-wrap" data-invalid={invalid || undefined}>
          <textarea
            id={inputId}
            className="mdp-input feedback-textarea"
            name={name}
            rows={rows}
            value={value}
            maxLength={maxLength}
            disabled={disabled}
            aria-invalid={invalid || undefined}
            aria-required={field.required || undefined}
            aria-describedby={describedBy}
            onChange={(event) => onChange(event.target.value)}
            onBlur={onBlur}
          />
        </div>
      )}
    </Field>
  );
}
