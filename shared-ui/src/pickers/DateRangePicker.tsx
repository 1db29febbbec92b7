import { parseDate } from '@internationalized/date';
import { useMemo } from 'react';
import { DateRangePicker as AriaDateRangePicker } from 'react-aria-components/DateRangePicker';
import { I18nProvider } from 'react-aria-components/I18nProvider';
import type { CountryCode } from 'shared-contracts';
import { dateInputLocale, EXPORT_MAX_RANGE_DAYS } from 'shared-contracts/rules';
import type { FieldBaseProps } from '../inputs/Field';
import { useUiLocale, useUiText } from '../texts/UiTextProvider';
import { checkDateRange, type IsoDateRange } from './date-range';
import { RangeCalendarBody } from './CalendarBody';
import { CalendarPopover, DateGroup, DateHelp, DateSegments, dateFieldState } from './date-field-parts';
import { PickerLabel } from './Select';
import '../inputs/inputs.css';
import './pickers.css';

export interface DateRangePickerProps extends FieldBaseProps {
  value: IsoDateRange | null;
  onChange: (value: IsoDateRange | null) => void;
  /** Longest range allowed, both ends included (exports: 92 days). */
  maxDays?: number;
  /** Latest selectable date (usually today), ISO. */
  maxDate?: string;
  minDate?: string;
  /** The merchant's country: the order of the typed day and month, and the format said under the field (spec 02 §9). */
  country: CountryCode;
}

/**
 * A date range typed segment by segment or picked in a calendar (react-aria-components), with the
 * export rule checked as the user picks: end after start, at most 92 days. The segments follow the
 * country's date order in the page's language, and the field says which format it expects
 * (docs/decisions/0067-responsive-tables-dates-and-amounts.md).
 */
export function DateRangePicker({ label, required, description, error, disabled, onBlur, name, value, onChange, maxDays = EXPORT_MAX_RANGE_DAYS, maxDate, minDate, country }: DateRangePickerProps) {
  const t = useUiText();
  const locale = useUiLocale();
  const [start, end] = [value?.start, value?.end];
  const problem = value ? checkDateRange(value, maxDays) : null;
  const ruleError = problem === 'tooLong' ? t('rangeTooLong', { days: maxDays }) : problem === 'endBeforeStart' ? t('rangeEndBeforeStart') : undefined;
  const shown = error ?? ruleError;
  // One object per range: react-aria compares the value by identity and would otherwise reset a half-typed field on every render.
  const range = useMemo(() => (start && end ? { start: parseDate(start), end: parseDate(end) } : null), [start, end]);
  return (
    <I18nProvider locale={dateInputLocale(locale, country)}>
      <AriaDateRangePicker
        className="mdp-field"
        startName={name ? `${name}Start` : undefined}
        endName={name ? `${name}End` : undefined}
        value={range}
        onChange={(next) => onChange(next ? { start: next.start.toString(), end: next.end.toString() } : null)}
        {...dateFieldState({ minDate, maxDate, required, disabled, error: shown, onBlur })}
      >
        <PickerLabel label={label} required={required} />
        <DateGroup error={shown}>
          <DateSegments slot="start" />
          <span aria-hidden="true">–</span>
          <DateSegments slot="end" />
        </DateGroup>
        <DateHelp country={country} description={description} error={shown} />
        <CalendarPopover>
          <RangeCalendarBody />
        </CalendarPopover>
      </AriaDateRangePicker>
    </I18nProvider>
  );
}
