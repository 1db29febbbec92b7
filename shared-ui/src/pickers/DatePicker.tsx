import { parseDate } from '@internationalized/date';
import { useMemo } from 'react';
import { DatePicker as AriaDatePicker } from 'react-aria-components/DatePicker';
import { I18nProvider } from 'react-aria-components/I18nProvider';
import type { CountryCode } from 'shared-contracts';
import { dateInputLocale, formatDate } from 'shared-contracts/rules';
import type { FieldBaseProps } from '../inputs/Field';
import { useUiLocale, useUiText } from '../texts/UiTextProvider';
import { DayCalendarBody } from './CalendarBody';
import { CalendarPopover, DateGroup, DateHelp, DateSegments, dateFieldState } from './date-field-parts';
import { dayNumber } from './date-range';
import { PickerLabel } from './Select';
import '../inputs/inputs.css';
import './pickers.css';

export interface DatePickerProps extends FieldBaseProps {
  /** An ISO calendar date ("2026-01-31"), or '' for none: what a final-form field keeps. */
  value: string;
  /** The ISO date chosen, or '' when the field is cleared or not a whole date yet. */
  onChange: (value: string) => void;
  /** Earliest selectable date, ISO (a due date: today). */
  minDate?: string;
  /** Latest selectable date, ISO. */
  maxDate?: string;
  /** The merchant's country: the order of the typed day and month, and the format said under the field (spec 02 §9). */
  country: CountryCode;
}

/** Where an ISO date stands against the field's bounds: `before` the first day allowed, `after` the last, or null. */
export function dateOutOfBounds(value: string, minDate?: string, maxDate?: string): 'before' | 'after' | null {
  const day = dayNumber(value);
  if (Number.isNaN(day)) return null;
  if (minDate && day < dayNumber(minDate)) return 'before';
  return maxDate && day > dayNumber(maxDate) ? 'after' : null;
}

/**
 * One date typed segment by segment or picked in a calendar (react-aria-components): the same parts
 * as `DateRangePicker`, so the segments follow the country's date order in the page's language and
 * the field says the format it expects (docs/decisions/0067-responsive-tables-dates-and-amounts.md),
 * never the browser's own date input. A date outside `minDate`…`maxDate` is said, with the bound.
 */
export function DatePicker({ label, required, description, error, disabled, onBlur, name, value, onChange, minDate, maxDate, country }: DatePickerProps) {
  const t = useUiText();
  const locale = useUiLocale();
  // One object per date: react-aria compares the value by identity and would otherwise reset a half-typed field on every render.
  const date = useMemo(() => (Number.isNaN(dayNumber(value)) ? null : parseDate(value)), [value]);
  const bound = dateOutOfBounds(value, minDate, maxDate);
  const day = (iso: string) => formatDate(`${iso}T00:00:00Z`, country);
  const ruleError = bound === 'before' && minDate ? t('dateBeforeMin', { date: day(minDate) }) : bound === 'after' && maxDate ? t('dateAfterMax', { date: day(maxDate) }) : undefined;
  const shown = error ?? ruleError;
  return (
    <I18nProvider locale={dateInputLocale(locale, country)}>
      <AriaDatePicker
        className="mdp-field"
        name={name}
        value={date}
        onChange={(date) => onChange(date ? date.toString() : '')}
        {...dateFieldState({ minDate, maxDate, required, disabled, error: shown, onBlur })}
      >
        <PickerLabel label={label} required={required} />
        <DateGroup error={shown}>
          <DateSegments />
        </DateGroup>
        <DateHelp country={country} description={description} error={shown} />
        <CalendarPopover>
          <DayCalendarBody />
        </CalendarPopover>
      </AriaDatePicker>
    </I18nProvider>
  );
}
