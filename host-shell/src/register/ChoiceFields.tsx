import { useId, type ReactNode } from 'react';
import { useField } from 'react-final-form';
import { useTranslation } from 'react-i18next';

function useMessage(name: string) {
  const { t } = useTranslation();
  const { meta } = useField(name, { subscription: { touched: true, error: true, submitFailed: true } });
  return meta.touched && meta.error ? t(`validation.${String(meta.error)}`) : null;
}

function Radio({ name, value, label }: { name: string; value: string; label: string }) {
  const { input } = useField<string>(name, { type: 'radio', value });
  return (
    <label className="register-choice">
      <input {...input} type="radio" />
      <span>{label}</span>
    </label>
  );
}

/**
 * One of a few answers as radio buttons in a fieldset whose legend is the question (keyboard: Tab to
 * the group, arrows between answers); its message, once touched, is read with the group.
 */
export function RadioGroupField({ name, legend, options }: { name: string; legend: string; options: readonly { value: string; label: string }[] }) {
  const id = useId();
  const message = useMessage(name);
  return (
    <fieldset className="register-choices" aria-describedby={message ? `${id}-error` : undefined}>
      <legend>
        {legend}
        <span aria-hidden="true"> *</span>
      </legend>
      {options.map((option) => (
        <Radio key={option.value} name={name} value={option.value} label={option.label} />
      ))}
      {message ? (
        <p id={`${id}-error`} className="form-field-error">
          {message}
        </p>
      ) : null}
    </fieldset>
  );
}

/** A checkbox with its label beside it (the agreement to the terms, with links to them), required. */
export function CheckboxField({ name, label }: { name: string; label: ReactNode }) {
  const id = useId();
  const { input } = useField<boolean>(name, { type: 'checkbox' });
  const { value: _value, ...checkbox } = input;
  const message = useMessage(name);
  return (
    <div className="form-field">
      <label className="register-choice" htmlFor={id}>
        <input
          {...checkbox}
          id={id}
          type="checkbox"
          required
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? `${id}-error` : undefined}
        />
        <span>{label}</span>
      </label>
      {message ? (
        <p id={`${id}-error`} className="form-field-error">
          {message}
        </p>
      ) : null}
    </div>
  );
}
