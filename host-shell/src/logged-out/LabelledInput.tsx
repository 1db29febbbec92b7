import type { InputHTMLAttributes, Ref } from 'react';

export interface LabelledInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  id: string;
  label: string;
  /** The field's message (a translated key of spec 01 §5), or null while there is none to show. */
  message: string | null;
  /** What to type, said under the label and read with the input (Register's email and mobile number). */
  hint?: string;
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * The logged-out forms' input: its label with the required asterisk, and its message under it,
 * tied to the input for screen readers. The login form and the final-form fields (FormField) use it.
 */
export function LabelledInput({ id, label, message, hint, required = true, inputRef, ...input }: LabelledInputProps) {
  const describedBy = [hint ? `${id}-hint` : '', message ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className="form-field">
      <label htmlFor={id}>
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="form-field-hint">
          {hint}
        </p>
      ) : null}
      <input
        {...input}
        ref={inputRef}
        id={id}
        required={required}
        aria-invalid={message ? true : undefined}
        aria-describedby={describedBy || undefined}
      />
      {message ? (
        <p id={`${id}-error`} className="form-field-error">
          {message}
        </p>
      ) : null}
    </div>
  );
}
