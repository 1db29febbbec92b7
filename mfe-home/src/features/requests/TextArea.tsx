import { Field, type FieldBaseProps } from 'shared-ui/forms';

export interface TextAreaProps extends FieldBaseProps {
  value: string;
  onChange: (value: string) => void;
  maxLength?: number;
  rows?: number;
}

/**
 * A labelled multi-line input with shared-ui's field (label, asterisk, description, error). shared-ui
 * has no text area yet; this one lives in the home remote until it does (decision 0023).
 */
export function TextArea({ value, onChange, onBlur, name, disabled, maxLength, rows = 3, ...field }: TextAreaProps) {
  return (
    <Field {...field}>
      {({ inputId, describedBy, invalid }) => (
        <div className="mdp-input-wrap mdp-home-textarea" data-invalid={invalid || undefined} data-disabled={disabled || undefined}>
          <textarea
            id={inputId}
            className="mdp-input"
            name={name}
            value={value}
            rows={rows}
            maxLength={maxLength}
            disabled={disabled}
            onChange={(event) => onChange(event.target.value)}
            onBlur={onBlur}
            aria-invalid={invalid || undefined}
            aria-required={field.required || undefined}
            aria-describedby={describedBy}
          />
        </div>
      )}
    </Field>
  );
}
