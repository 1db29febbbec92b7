import { useId } from 'react';
import { useField } from 'react-final-form';
import { useTranslation } from 'react-i18next';

export interface FormFieldProps {
  name: string;
  label: string;
  type?: 'text' | 'email' | 'password';
  autoComplete?: string;
  required?: boolean;
}

/** A labelled input whose validation message (a key of spec 01 §5) shows under it once touched. */
export function FormField({ name, label, type = 'text', autoComplete, required = true }: FormFieldProps) {
  const { t } = useTranslation();
  const { input, meta } = useField<string>(name);
  const id = useId();
  const message = meta.touched && meta.error ? t(`validation.${String(meta.error)}`) : null;
  return (
    <div className="form-field">
      <label htmlFor={id}>
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      <input
        {...input}
        id={id}
        type={type}
        autoComplete={autoComplete}
        required={required}
        aria-invalid={message ? true : undefined}
        aria-describedby={message ? `${id}-error` : undefined}
      />
      {message ? (
        <p id={`${id}-error`} className="form-field-error">
          {message}
        </p>
      ) : null}
    </div>
  );
}
