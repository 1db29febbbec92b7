import { parseDate } from '@internationalized/date';
import { Button } from 'react-aria-components/Button';
import { DateInput, DateSegment } from 'react-aria-components/DateField';
import { DateRangePicker as AriaDateRangePicker } from 'react-aria-components/DateRangePicker';
import { Dialog } from 'react-aria-components/Dialog';
import { Group } from 'react-aria-components/Group';
import { I18nProvider } from 'react-aria-components/I18nProvider';
import { Popover } from 'react-aria-components/Popover';
import type { CountryCode } from 'shared-contracts';
import { dateInputLocale, dateOrderOf, EXPORT_MAX_RANGE_DAYS } from 'shared-contracts/rules';
import type { FieldBaseProps } from '../inputs/Field';
import { useUiLocale, useUiText } from '../texts/UiTextProvider';
import { checkDateRange, type IsoDateRange } from './date-range';
import { CalendarMark } from './CalendarMark';
import { RangeCalendarBody } from './RangeCalendarBody';
import { PickerHelp, PickerLabel } from './Select';
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
  const problem = value ? checkDateRange(value, maxDays) : null;
  const ruleError = problem === 'tooLong' ? t('rangeTooLong', { days: maxDays }) : problem === 'endBeforeStart' ? t('rangeEndBeforeStart') : undefined;
  const shown = error ?? ruleError;
  const hint = t('dateFormatHint', { format: t(dateOrderOf(country) === 'month-first' ? 'dateFormatMonthFirst' : 'dateFormatDayFirst') });
  return (
    <I18nProvider locale={dateInputLocale(locale, country)}>
      <AriaDateRangePicker
        className="mdp-field"
        startName={name ? `${name}Start` : undefined}
        endName={name ? `${name}End` : undefined}
        value={value ? { start: parseDate(value.start), end: parseDate(value.end) } : null}
        onChange={(range) => onChange(range ? { start: range.start.toString(), end: range.end.toString() } : null)}
        minValue={minDate ? parseDate(minDate) : undefined}
        maxValue={maxDate ? parseDate(maxDate) : undefined}
        isRequired={required}
        isDisabled={disabled}
        isInvalid={Boolean(shown)}
        validationBehavior="aria"
        onBlur={onBlur}
      >
        <PickerLabel label={label} required={required} />
        <Group className="mdp-input-wrap mdp-date-group" data-invalid={shown ? true : undefined}>
          <DateInput slot="start" className="mdp-date-input">
            {(segment) => <DateSegment segment={segment} className="mdp-date-segment" />}
          </DateInput>
          <span aria-hidden="true">–</span>
          <DateInput slot="end" className="mdp-date-input">
            {(segment) => <DateSegment segment={segment} className="mdp-date-segment" />}
          </DateInput>
          <Button className="mdp-combobox-button">
            <CalendarMark />
          </Button>
        </Group>
        <PickerHelp
          description={
            description ? (
              <>
                {hint}. {description}
              </>
            ) : (
              hint
            )
          }
          error={shown}
        />
        <Popover className="mdp-popover" offset={4}>
          <Dialog className="mdp-calendar-dialog">
            <RangeCalendarBody />
          </Dialog>
        </Popover>
      </AriaDateRangePicker>
    </I18nProvider>
  );
}
