import { useId, type ReactNode } from 'react';
import { Field, type FieldBaseProps } from './Field';

export interface CheckboxProps {
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  name?: string;
  disabled?: boolean;
  description?: ReactNode;
  error?: string;
}

function Toggle({ label, checked, onChange, name, disabled, description, error, role }: CheckboxProps & { role?: 'switch' }) {
  const id = useId();
  const describedBy = [error ? `${id}e` : '', description ? `${id}d` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className="mdp-choice" data-kind={role ?? 'checkbox'}>
      <label className="mdp-choice-label">
        <input
          type="checkbox"
          role={role}
          name={name}
          checked={checked}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => onChange(event.target.checked)}
        />
        {role === 'switch' ? <span className="mdp-switch-track" aria-hidden="true" /> : null}
        <span>{label}</span>
      </label>
      {description ? (
        <div id={`${id}d`} className="mdp-description">
          {description}
        </div>
      ) : null}
      {error ? (
        <div id={`${id}e`} className="mdp-error">
          {error}
        </div>
      ) : null}
    </div>
  );
}

/** A native checkbox with its label as the click target (at least 24×24 px). */
export function Checkbox(props: CheckboxProps) {
  return <Toggle {...props} />;
}

/** An on/off setting that applies at once: a checkbox with role="switch". */
export function Switch(props: CheckboxProps) {
  return <Toggle {...props} role="switch" />;
}

export interface RadioOption {
  value: string;
  label: ReactNode;
  description?: ReactNode;
  disabled?: boolean;
}

export interface RadioGroupProps extends FieldBaseProps {
  options: readonly RadioOption[];
  value: string;
  onChange: (value: string) => void;
  orientation?: 'vertical' | 'horizontal';
}

/** One choice among a few: native radios in a fieldset whose legend is the label. */
export function RadioGroup({ options, value, onChange, orientation = 'vertical', name, ...field }: RadioGroupProps) {
  const fallbackName = useId();
  return (
    <Field {...field} labelElement="legend">
      {({ describedBy, invalid }) => (
        <div className="mdp-radios" data-orientation={orientation}>
          {options.map((option) => (
            <label key={option.value} className="mdp-choice-label">
              <input
                type="radio"
                name={name ?? fallbackName}
                value={option.value}
                checked={value === option.value}
                disabled={field.disabled || option.disabled}
                aria-invalid={invalid || undefined}
                aria-describedby={describedBy}
                onChange={() => onChange(option.value)}
                onBlur={field.onBlur}
              />
              <span>
                {option.label}
                {option.description ? <span className="mdp-description">{option.description}</span> : null}
              </span>
            </label>
          ))}
        </div>
      )}
    </Field>
  );
}
