import type { ReactNode } from 'react';
import { Button } from 'react-aria-components/Button';
import { FieldError } from 'react-aria-components/FieldError';
import { I18nProvider } from 'react-aria-components/I18nProvider';
import { Label } from 'react-aria-components/Label';
import { ListBox, ListBoxItem } from 'react-aria-components/ListBox';
import { Popover } from 'react-aria-components/Popover';
import { Select as AriaSelect, SelectValue } from 'react-aria-components/Select';
import { Text } from 'react-aria-components/Text';
import { RequiredMark, type FieldBaseProps } from '../inputs/Field';
import { useUiLocale } from '../texts/UiTextProvider';
import '../inputs/inputs.css';
import './pickers.css';

export interface Option {
  value: string;
  label: string;
  isDisabled?: boolean;
}

export interface SelectProps extends FieldBaseProps {
  options: readonly Option[];
  /** The chosen option's value, or '' for none. */
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
}

/** Label text with the required asterisk, shared by the pickers. */
export function PickerLabel({ label, required }: { label: string; required?: boolean }) {
  return (
    <Label className="mdp-label">
      {label}
      {required ? <RequiredMark /> : null}
    </Label>
  );
}

export function PickerHelp({ description, error }: { description?: ReactNode; error?: string }) {
  return (
    <>
      {description ? (
        <Text slot="description" className="mdp-description">
          {description}
        </Text>
      ) : null}
      <FieldError className="mdp-error">{error}</FieldError>
    </>
  );
}

/** A select-only listbox (react-aria-components), for a short list of known options. */
export function Select({ label, required, description, error, disabled, onBlur, name, options, value, onChange, placeholder }: SelectProps) {
  const locale = useUiLocale();
  return (
    <I18nProvider locale={locale}>
      <AriaSelect
        className="mdp-field"
        name={name}
        selectedKey={value === '' ? null : value}
        onSelectionChange={(key) => onChange(key === null ? '' : String(key))}
        isRequired={required}
        isDisabled={disabled}
        isInvalid={Boolean(error)}
        validationBehavior="aria"
        onBlur={onBlur}
        placeholder={placeholder}
      >
        <PickerLabel label={label} required={required} />
        <Button className="mdp-picker-button">
          <SelectValue className="mdp-select-value" />
          <span aria-hidden="true">▾</span>
        </Button>
        <PickerHelp description={description} error={error} />
        <Popover className="mdp-popover mdp-listbox-popover" offset={4}>
          <ListBox className="mdp-listbox">
            {options.map((option) => (
              <ListBoxItem key={option.value} id={option.value} className="mdp-option" isDisabled={option.isDisabled} textValue={option.label}>
                {option.label}
              </ListBoxItem>
            ))}
          </ListBox>
        </Popover>
      </AriaSelect>
    </I18nProvider>
  );
}
