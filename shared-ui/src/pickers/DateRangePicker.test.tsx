import { render, screen } from '@testing-library/react';
import { checkDateRange, dayNumber } from './date-range';
import { DateRangePicker } from './DateRangePicker';

describe('the export date range rule', () => {
  it('accepts up to 92 days, both ends counted', () => {
    expect(checkDateRange({ start: '2026-01-01', end: '2026-04-02' })).toBeNull(); // 92 days
    expect(checkDateRange({ start: '2026-01-01', end: '2026-04-03' })).toBe('tooLong'); // 93 days
    expect(checkDateRange({ start: '2026-03-10', end: '2026-03-10' })).toBeNull();
  });

  it('refuses an end before the start', () => {
    expect(checkDateRange({ start: '2026-03-10', end: '2026-03-09' })).toBe('endBeforeStart');
  });
});

describe('DateRangePicker', () => {
  it('says so when the range is longer than 92 days', () => {
    render(<DateRangePicker label="Export period" country="ID" value={{ start: '2026-01-01', end: '2026-06-30' }} onChange={() => undefined} />);
    expect(screen.getByText('Choose at most 92 days.')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Export period' })).toBeInTheDocument();
  });

  it('shows no error for a valid range', () => {
    render(<DateRangePicker label="Export period" country="ID" value={{ start: '2026-01-01', end: '2026-01-31' }} onChange={() => undefined} />);
    expect(screen.queryByText(/at most/)).not.toBeInTheDocument();
  });
});

describe('dayNumber', () => {
  it('counts calendar days and refuses what is not a date', () => {
    expect(dayNumber('1970-01-02')).toBe(1);
    expect(dayNumber('2024-03-01') - dayNumber('2024-02-28')).toBe(2); // a leap year
    expect(dayNumber('2026-02-30')).toBeNaN();
    expect(dayNumber('yesterday')).toBeNaN();
    expect(dayNumber('0002-12-15')).toBe(dayNumber('2002-12-15') - 730_485); // the year 2, as a year typed digit by digit passes through
  });
});

describe('DateRangePicker per country (spec 02 §9)', () => {
  const segments = (group: HTMLElement) =>
    Array.from(group.querySelectorAll('[data-type]'))
      .map((segment) => segment.getAttribute('data-type'))
      .filter((type) => type !== 'literal')
      .slice(0, 3);

  it('types the day first in Indonesia, even in English, and says the format it expects', () => {
    render(<DateRangePicker label="Export period" country="ID" value={{ start: '2026-11-05', end: '2026-11-24' }} onChange={() => undefined} />);
    expect(segments(screen.getByRole('group', { name: 'Export period' }))).toEqual(['day', 'month', 'year']);
    expect(screen.getByText('Format: dd/mm/yyyy')).toBeInTheDocument();
  });

  it('types the month first in the Philippines', () => {
    render(<DateRangePicker label="Export period" country="PH" value={{ start: '2026-11-05', end: '2026-11-24' }} onChange={() => undefined} />);
    expect(segments(screen.getByRole('group', { name: 'Export period' }))).toEqual(['month', 'day', 'year']);
    expect(screen.getByText('Format: mm/dd/yyyy')).toBeInTheDocument();
  });
});
