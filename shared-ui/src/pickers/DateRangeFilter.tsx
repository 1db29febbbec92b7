import { parseDate } from '@internationalized/date';
import { useId, useState } from 'react';
import { Button } from 'react-aria-components/Button';
import { Dialog, DialogTrigger } from 'react-aria-components/Dialog';
import { I18nProvider } from 'react-aria-components/I18nProvider';
import { Popover } from 'react-aria-components/Popover';
import { dateTimeFormat, EXPORT_MAX_RANGE_DAYS } from 'shared-contracts/rules';
import { useUiLocale, useUiText } from '../texts/UiTextProvider';
import { checkDateRange, type IsoDateRange, type RangeProblem } from './date-range';
import { CalendarMark, RangeCalendarBody } from './RangeCalendarBody';
import '../inputs/inputs.css';
import './pickers.css';

export interface DateRangeFilterProps {
  label: string;
  value: IsoDateRange | null;
  /** A range within the rule, or null when the dates are cleared. */
  onChange: (value: IsoDateRange | null) => void;
  /** Longest range allowed, both ends included. */
  maxDays?: number;
  /** Latest and earliest selectable dates, ISO. */
  maxDate?: string;
  minDate?: string;
}

const utcDay = (iso: string) => new Date(`${iso}T00:00:00Z`);

/** "1 Nov 2026 – 24 Nov 2026" in the caller's language. */
export function formatIsoRange({ start, end }: IsoDateRange, locale: string): string {
  return dateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).formatRange(utcDay(start), utcDay(end));
}

/**
 * A list's date filter: a button that says which dates are shown and opens a month grid to pick
 * two days (react-aria-components' RangeCalendar: arrow keys, Enter, Escape). Cheap until opened,
 * where a form's DateRangePicker renders a typed field per day, month and year; a range longer
 * than `maxDays` is refused inside the grid's dialog and nothing changes.
 */
export function DateRangeFilter({ label, value, onChange, maxDays = EXPORT_MAX_RANGE_DAYS, maxDate, minDate }: DateRangeFilterProps) {
  const t = useUiText();
  const locale = useUiLocale();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [problem, setProblem] = useState<RangeProblem | null>(null);
  const toggle = (next: boolean) => {
    setOpen(next);
    setProblem(null);
  };
  const choose = (range: IsoDateRange | null) => {
    const refused = range ? checkDateRange(range, maxDays) : null;
    setProblem(refused);
    if (refused) return;
    onChange(range);
    setOpen(false);
  };
  return (
    <div className="mdp-field">
      <span className="mdp-label" id={`${id}label`}>
        {label}
      </span>
      <DialogTrigger isOpen={open} onOpenChange={toggle}>
        <Button className="mdp-picker-button" aria-labelledby={`${id}label ${id}value`}>
          <span id={`${id}value`} className="mdp-select-value" data-placeholder={value ? undefined : true}>
            {value ? formatIsoRange(value, locale) : t('anyDates')}
          </span>
          <CalendarMark />
        </Button>
        <Popover className="mdp-popover" offset={4} placement="bottom start">
          <Dialog className="mdp-calendar-dialog" aria-labelledby={`${id}label`}>
            <I18nProvider locale={locale}>
              <RangeCalendarBody
                aria-labelledby={`${id}label`}
                defaultValue={value ? { start: parseDate(value.start), end: parseDate(value.end) } : null}
                onChange={(range) => choose({ start: range.start.toString(), end: range.end.toString() })}
                minValue={minDate ? parseDate(minDate) : undefined}
                maxValue={maxDate ? parseDate(maxDate) : undefined}
              />
            </I18nProvider>
            {problem ? (
              <p className="mdp-error" role="alert">
                {problem === 'tooLong' ? t('rangeTooLong', { days: maxDays }) : t('rangeEndBeforeStart')}
              </p>
            ) : null}
            <div className="mdp-calendar-actions">
              <Button className="mdp-button" data-variant="secondary" isDisabled={!value} onPress={() => choose(null)}>
                {t('clearDates')}
              </Button>
            </div>
          </Dialog>
        </Popover>
      </DialogTrigger>
    </div>
  );
}
