import { Field, type FieldBaseProps } from './Field';

export interface TextAreaProps extends FieldBaseProps {
  value: string;
  onChange: (value: string) => void;
  maxLength?: number;
  /** Visible lines before it scrolls; the merchant can drag it taller. */
  rows?: number;
  placeholder?: string;
}

/**
 * Several lines of text (a reason, a note, a chargeback response, feedback) with the label,
 * required asterisk, description and error of every shared-ui input. A counter, when a form shows
 * one, is the caller's `description` (its words and plural rules are the caller's i18n).
 */
export function TextArea({ value, onChange, onBlur, name, disabled, maxLength, rows = 3, placeholder, ...field }: TextAreaProps) {
  return (
    <Field {...field}>
      {({ inputId, describedBy, invalid }) => (
        <div className="mdp-input-wrap mdp-textarea-wrap" data-invalid={invalid || undefined} data-disabled={disabled || undefined}>
          <textarea
            id={inputId}
            className="mdp-input mdp-textarea"
            name={name}
            value={value}
            rows={rows}
            maxLength={maxLength}
            placeholder={placeholder}
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
