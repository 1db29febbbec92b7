import { normaliseHex } from 'shared-contracts/areas/getting-paid/checkout';
import { Field, type FieldBaseProps } from 'shared-ui/forms';

export interface ColorFieldProps extends FieldBaseProps {
  value: string;
  onChange: (value: string) => void;
  /** The swatch's accessible name ("Pick the button colour"). */
  pickLabel: string;
}

/**
 * A colour as hex text (typed or pasted from a design tool) beside the browser's colour picker,
 * both editing the same value. shared-ui has no colour input (decision 0079): it is built here, from
 * shared-ui's Field so its label, description and error read like every other field. The text box is
 * the field's input (its label names it); the picker is a second way, named on its own.
 */
export function ColorField({ value, onChange, onBlur, pickLabel, name, disabled, ...field }: ColorFieldProps) {
  const color = normaliseHex(value);
  return (
    <Field {...field}>
      {({ inputId, describedBy, invalid }) => (
        <div className="mdp-gp-color">
          <input
            type="color"
            className="mdp-gp-swatch"
            aria-label={pickLabel}
            // The picker needs a colour: while the text is not one, it shows black and waits.
            value={(color ?? '#000000').toLowerCase()}
            onChange={(event) => onChange(event.target.value.toUpperCase())}
            onBlur={onBlur}
            disabled={disabled}
          />
          <div className="mdp-input-wrap" data-invalid={invalid || undefined} data-disabled={disabled || undefined}>
            <input
              id={inputId}
              className="mdp-input"
              name={name}
              value={value}
              onChange={(event) => onChange(event.target.value)}
              // #abc and 0b5cad read as #AABBCC and #0B5CAD once the field is left.
              onBlur={() => {
                if (color && color !== value) onChange(color);
                onBlur?.();
              }}
              disabled={disabled}
              aria-invalid={invalid || undefined}
              aria-required={field.required || undefined}
              aria-describedby={describedBy}
              autoComplete="off"
              spellCheck={false}
              maxLength={9}
            />
          </div>
        </div>
      )}
    </Field>
  );
}
