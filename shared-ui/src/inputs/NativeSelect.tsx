import type { Option } from '../pickers/Select';
import { Field, type FieldBaseProps } from './Field';

export interface NativeSelectProps extends FieldBaseProps {
  options: readonly Option[];
  /** The chosen option's value. */
  value: string;
  onChange: (value: string) => void;
}

/**
 * The browser's own select, labelled like every other field: for a list page's filters, which
 * render on every route switch and page change. It costs a few elements where the react-aria
 * Select (`shared-ui/pickers`) builds a collection, a hidden select and a popover per field, and
 * phones open their own picker for it. Forms keep the Select (placeholder, required, errors).
 */
export function NativeSelect({ label, required, description, error, disabled, onBlur, name, options, value, onChange }: NativeSelectProps) {
  return (
    <Field label={label} required={required} description={description} error={error}>
      {({ inputId, describedBy, invalid }) => (
        <div className="mdp-input-wrap mdp-native-select" data-invalid={invalid || undefined} data-disabled={disabled || undefined}>
          <select
            id={inputId}
            className="mdp-input"
            name={name}
            value={value}
            onChange={(event) => onChange(event.target.value)}
            onBlur={onBlur}
            disabled={disabled}
            aria-invalid={invalid || undefined}
            aria-required={required || undefined}
            aria-describedby={describedBy}
          >
            {options.map((option) => (
              <option key={option.value} value={option.value} disabled={option.isDisabled}>
                {option.label}
              </option>
            ))}
          </select>
          <span className="mdp-native-select-mark" aria-hidden="true">
            ▾
          </span>
        </div>
      )}
    </Field>
  );
}
