import { CalendarCell, CalendarGrid, RangeCalendar, type RangeCalendarProps } from 'react-aria-components/RangeCalendar';
import { Button } from 'react-aria-components/Button';
import { Heading } from 'react-aria-components/Heading';
import type { DateValue } from '@internationalized/date';
import './pickers.css';
import '../actions/actions.css';

/** The month grid both date ranges open: previous and next month, the month's name, the days. */
export function RangeCalendarBody(props: RangeCalendarProps<DateValue>) {
  return (
    <RangeCalendar className="mdp-calendar" {...props}>
      <header className="mdp-calendar-header">
        <Button slot="previous" className="mdp-button mdp-icon-button" data-variant="ghost">
          <span aria-hidden="true">‹</span>
        </Button>
        <Heading className="mdp-calendar-heading" />
        <Button slot="next" className="mdp-button mdp-icon-button" data-variant="ghost">
          <span aria-hidden="true">›</span>
        </Button>
      </header>
      <CalendarGrid className="mdp-calendar-grid">{(date) => <CalendarCell date={date} className="mdp-calendar-cell" />}</CalendarGrid>
    </RangeCalendar>
  );
}

/** The calendar mark on the buttons that open a date range's month grid. */
export function CalendarMark() {
  return (
    <svg width={18} height={18} viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth={2}>
      <rect x={3} y={5} width={18} height={16} rx={2} />
      <path d="M3 10h18M8 3v4M16 3v4" />
    </svg>
  );
}
