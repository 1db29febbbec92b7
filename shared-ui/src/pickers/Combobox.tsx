import { Button } from 'react-aria-components/Button';
import { ComboBox } from 'react-aria-components/ComboBox';
import { I18nProvider } from 'react-aria-components/I18nProvider';
import { Input } from 'react-aria-components/Input';
import { ListBox, ListBoxItem } from 'react-aria-components/ListBox';
import { Popover } from 'react-aria-components/Popover';
import { useUiLocale, useUiText } from '../texts/UiTextProvider';
import { PickerHelp, PickerLabel, type SelectProps } from './Select';
import '../inputs/inputs.css';
import './pickers.css';

export interface ComboboxProps extends SelectProps {
  /** Server-side search: called with what the user types; the caller sets `options`. Filters locally otherwise. */
  onSearch?: (text: string) => void;
}

/** A searchable select (WAI-ARIA combobox, from react-aria-components) for long lists: banks, cities, time zones. */
export function Combobox({ label, required, description, error, disabled, onBlur, name, options, value, onChange, placeholder, onSearch }: ComboboxProps) {
  const t = useUiText();
  const locale = useUiLocale();
  return (
    <I18nProvider locale={locale}>
      <ComboBox
        className="mdp-field"
        name={name}
        defaultItems={options}
        selectedKey={value === '' ? null : value}
        onSelectionChange={(key) => onChange(key === null ? '' : String(key))}
        onInputChange={onSearch}
        isRequired={required}
        isDisabled={disabled}
        isInvalid={Boolean(error)}
        validationBehavior="aria"
        onBlur={onBlur}
        menuTrigger="focus"
        {...(onSearch ? { items: options } : {})}
      >
        <PickerLabel label={label} required={required} />
        <div className="mdp-input-wrap" data-invalid={error ? true : undefined}>
          <Input className="mdp-input" placeholder={placeholder} />
          <Button className="mdp-combobox-button" aria-label={label}>
            <span aria-hidden="true">▾</span>
          </Button>
        </div>
        <PickerHelp description={description} error={error} />
        <Popover className="mdp-popover mdp-listbox-popover" offset={4}>
          <ListBox className="mdp-listbox" renderEmptyState={() => <div className="mdp-option">{t('noOptions')}</div>}>
            {(option: (typeof options)[number]) => (
              <ListBoxItem id={option.value} className="mdp-option" isDisabled={option.isDisabled} textValue={option.label}>
                {option.label}
              </ListBoxItem>
            )}
          </ListBox>
        </Popover>
      </ComboBox>
    </I18nProvider>
  );
}
