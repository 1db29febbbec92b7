import { Field, type FieldBaseProps } from 'shared-ui/forms';

export interface TextAreaProps extends FieldBaseProps {
  value: string;
  onChange: (value: string) => void;
  maxLength?: number;
  rows?: number;
}

/**
 * A labelled multi-line input on shared-ui's Field (label, asterisk, description, error). shared-ui
 * has no text area yet; mfe-home keeps the same one (decision 0023): it belongs in shared-ui/forms.
 */
export function TextArea({ value, onChange, onBlur, name, disabled, maxLength, rows = 5, ...field }: TextAreaProps) {
  return (
    <Field {...field}>
      {({ inputId, describedBy, invalid }) => (
        <div className="mdp-input-wrap mdp-cards-textarea" data-invalid={invalid || undefined} data-disabled={disabled || undefined}>
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
