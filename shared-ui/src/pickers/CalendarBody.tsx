import { Calendar, CalendarCell as DayCell, CalendarGrid as DayGrid, type CalendarProps } from 'react-aria-components/Calendar';
import { CalendarCell, CalendarGrid, RangeCalendar, type RangeCalendarProps } from 'react-aria-components/RangeCalendar';
import { Button } from 'react-aria-components/Button';
import { Heading } from 'react-aria-components/Heading';
import type { DateValue } from '@internationalized/date';
import './pickers.css';
import '../actions/actions.css';

/** Previous and next month around the month's name: the head of every month grid. */
function CalendarHeader() {
  return (
    <header className="mdp-calendar-header">
      <Button slot="previous" className="mdp-button mdp-icon-button" data-variant="ghost">
        <span aria-hidden="true">‹</span>
      </Button>
      <Heading className="mdp-calendar-heading" />
      <Button slot="next" className="mdp-button mdp-icon-button" data-variant="ghost">
        <span aria-hidden="true">›</span>
      </Button>
    </header>
  );
}

/** The month grid both date ranges open: previous and next month, the month's name, the days. */
export function RangeCalendarBody(props: RangeCalendarProps<DateValue>) {
  return (
    <RangeCalendar className="mdp-calendar" {...props}>
      <CalendarHeader />
      <CalendarGrid className="mdp-calendar-grid">{(date) => <CalendarCell date={date} className="mdp-calendar-cell" />}</CalendarGrid>
    </RangeCalendar>
  );
}

/** The same month grid for one day (`DatePicker`). */
export function DayCalendarBody(props: CalendarProps<DateValue>) {
  return (
    <Calendar className="mdp-calendar" {...props}>
      <CalendarHeader />
      <DayGrid className="mdp-calendar-grid">{(date) => <DayCell date={date} className="mdp-calendar-cell" />}</DayGrid>
    </Calendar>
  );
}
