import { lazy, Suspense, useId, useRef, useState } from 'react';
import type { CountryCode } from 'shared-contracts';
import { dateInputLocale, EXPORT_MAX_RANGE_DAYS, formatDateRange } from 'shared-contracts/rules';
import { dayNumber, type IsoDateRange } from '../pickers/date-range';
import { CalendarMark } from '../pickers/CalendarMark';
import { useUiLocale, useUiText } from '../texts/UiTextProvider';
import '../inputs/inputs.css';
import '../pickers/pickers.css';

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
  /** The merchant's country: the chosen dates are shown in its format (spec 02 §9). */
  country: CountryCode;
}

const loadPanel = () => import('../pickers/DateRangePanel');
const DateRangePanel = lazy(loadPanel);

/** "01/11/2026 – 24/11/2026" in the country's format (spec 02 §9); a range that is not two dates is shown as written. */
export function formatIsoRange({ start, end }: IsoDateRange, country: CountryCode): string {
  if (Number.isNaN(dayNumber(start)) || Number.isNaN(dayNumber(end)) || dayNumber(end) < dayNumber(start)) return `${start} – ${end}`;
  return formatDateRange(start, end, country);
}

/**
 * A list's date filter: a button that says which dates are shown and opens a month grid to pick
 * two days (react-aria-components' RangeCalendar: arrow keys, Enter, Escape). The button is plain
 * HTML and the grid is loaded when the user points at, focuses or presses it, so a list page's
 * first render carries no calendar code; a range longer than `maxDays` is refused inside the grid's
 * popover and nothing changes.
 */
export function DateRangeFilter({ label, value, onChange, maxDays = EXPORT_MAX_RANGE_DAYS, maxDate, minDate, country }: DateRangeFilterProps) {
  const t = useUiText();
  const locale = useUiLocale();
  const id = useId();
  const trigger = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const prefetch = () => void loadPanel();
  return (
    <div className="mdp-field">
      <span className="mdp-label" id={`${id}label`}>
        {label}
      </span>
      <button
        ref={trigger}
        type="button"
        className="mdp-picker-button"
        aria-labelledby={`${id}label ${id}value`}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onClick={() => setOpen(!open)}
      >
        <span id={`${id}value`} className="mdp-select-value" data-placeholder={value ? undefined : true}>
          {value ? formatIsoRange(value, country) : t('anyDates')}
        </span>
        <CalendarMark />
      </button>
      {open ? (
        <Suspense fallback={null}>
          <DateRangePanel
            triggerRef={trigger}
            labelId={`${id}label`}
            locale={dateInputLocale(locale, country)}
            value={value}
            maxDays={maxDays}
            maxDate={maxDate}
            minDate={minDate}
            onClose={() => setOpen(false)}
            onChoose={(range) => {
              onChange(range);
              setOpen(false);
            }}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
