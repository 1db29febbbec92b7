import type { InputHTMLAttributes, ReactNode } from 'react';
import { Field, type FieldBaseProps } from './Field';

type NativeProps = Pick<InputHTMLAttributes<HTMLInputElement>, 'type' | 'autoComplete' | 'inputMode' | 'maxLength' | 'placeholder' | 'readOnly' | 'spellCheck'>;

export interface TextFieldProps extends FieldBaseProps, NativeProps {
  value: string;
  onChange: (value: string) => void;
  /** Text or an icon before the value (a currency, "+"), outside the editable text. */
  prefix?: ReactNode;
  /** Turns the typed text into what is kept (masks, digit filters). */
  parse?: (typed: string) => string;
  /** Turns the kept value into what is shown. */
  format?: (value: string) => string;
}

/** A labelled text input with required asterisk, description and error text. */
export function TextField({ value, onChange, onBlur, prefix, parse, format, name, disabled, ...rest }: TextFieldProps) {
  const { label, required, description, error, type = 'text', autoComplete, inputMode, maxLength, placeholder, readOnly, spellCheck } = rest;
  return (
    <Field label={label} required={required} description={description} error={error}>
      {({ inputId, describedBy, invalid }) => (
        <div className="mdp-input-wrap" data-invalid={invalid || undefined} data-disabled={disabled || undefined}>
          {prefix ? <span className="mdp-input-prefix">{prefix}</span> : null}
          <input
            id={inputId}
            className="mdp-input"
            name={name}
            type={type}
            value={format ? format(value) : value}
            onChange={(event) => onChange(parse ? parse(event.target.value) : event.target.value)}
            onBlur={onBlur}
            disabled={disabled}
            aria-invalid={invalid || undefined}
            aria-required={required || undefined}
            aria-describedby={describedBy}
            autoComplete={autoComplete}
            inputMode={inputMode}
            maxLength={maxLength}
            placeholder={placeholder}
            readOnly={readOnly}
            spellCheck={spellCheck}
          />
        </div>
      )}
    </Field>
  );
}
