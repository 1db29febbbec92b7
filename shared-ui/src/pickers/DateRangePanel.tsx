import { parseDate } from '@internationalized/date';
import { useState, type RefObject } from 'react';
import { Button } from 'react-aria-components/Button';
import { Dialog } from 'react-aria-components/Dialog';
import { I18nProvider } from 'react-aria-components/I18nProvider';
import { Popover } from 'react-aria-components/Popover';
import { useUiText } from '../texts/UiTextProvider';
import { checkDateRange, dayNumber, type IsoDateRange, type RangeProblem } from './date-range';
import { markPressableStyleProvided } from '../styles/strict-csp';
import { RangeCalendarBody } from './CalendarBody';
import './pickers.css';
import '../actions/actions.css';

export interface DateRangePanelProps {
  triggerRef: RefObject<HTMLButtonElement | null>;
  labelId: string;
  /** The calendar's locale: the page's language in the country's date order (shared-contracts dateInputLocale). */
  locale: string;
  value: IsoDateRange | null;
  maxDays: number;
  maxDate?: string;
  minDate?: string;
  onClose: () => void;
  /** A range within the rule, or null for "Clear dates". */
  onChoose: (range: IsoDateRange | null) => void;
}

markPressableStyleProvided();

/**
 * The month grid of `DateRangeFilter` (shared-ui/data), in a popover by its button: loaded on
 * the first intent to open it. Escape or a press outside closes it and focus goes back to the button.
 */
export default function DateRangePanel({ triggerRef, labelId, locale, value, maxDays, maxDate, minDate, onClose, onChoose }: DateRangePanelProps) {
  const t = useUiText();
  const [problem, setProblem] = useState<RangeProblem | null>(null);
  const shown = value && !Number.isNaN(dayNumber(value.start)) && !Number.isNaN(dayNumber(value.end)) ? value : null;
  const choose = (range: IsoDateRange) => {
    const refused = checkDateRange(range, maxDays);
    setProblem(refused);
    if (!refused) onChoose(range);
  };
  return (
    <Popover className="mdp-popover" offset={4} placement="bottom start" triggerRef={triggerRef} isOpen onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog className="mdp-calendar-dialog" aria-labelledby={labelId}>
        <I18nProvider locale={locale}>
          <RangeCalendarBody
            aria-labelledby={labelId}
            defaultValue={shown ? { start: parseDate(shown.start), end: parseDate(shown.end) } : null}
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
          <Button className="mdp-button" data-variant="secondary" isDisabled={!value} onPress={() => onChoose(null)}>
            {t('clearDates')}
          </Button>
        </div>
      </Dialog>
    </Popover>
  );
}
