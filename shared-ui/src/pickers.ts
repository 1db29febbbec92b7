// `shared-ui/pickers`: select, combobox, date and date range on react-aria-components
// (docs/decisions/0013-design-system.md).
import './styles/tokens.css';
import { markPressableStyleProvided } from './styles/strict-csp';

export { Combobox, type ComboboxProps } from './pickers/Combobox';
export { checkDateRange, type IsoDateRange, type RangeProblem } from './pickers/date-range';
export { DatePicker, dateOutOfBounds, type DatePickerProps } from './pickers/DatePicker';
export { DateRangePicker, type DateRangePickerProps } from './pickers/DateRangePicker';
export { Select, type Option, type SelectProps } from './pickers/Select';
export { ExportRangeField, type ExportRangeFieldProps } from './export/ExportRangeField';

// react-aria would otherwise add an inline <style> that a strict CSP refuses (styles/strict-csp.ts).
markPressableStyleProvided();
