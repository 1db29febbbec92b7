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
