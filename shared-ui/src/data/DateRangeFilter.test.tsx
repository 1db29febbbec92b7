import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { UiTextProvider } from '../texts/UiTextProvider';
import { interpolate, UI_TEXTS_ID } from '../texts/ui-texts';
import type { IsoDateRange } from '../pickers/date-range';
import { DateRangeFilter, formatIsoRange } from './DateRangeFilter';

function Harness({ initial, maxDays, onChange }: { initial: IsoDateRange | null; maxDays?: number; onChange: (value: IsoDateRange | null) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <DateRangeFilter
      label="Dates"
      country="ID"
      value={value}
      maxDays={maxDays}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

const day = (name: RegExp) => screen.getByRole('button', { name });
const findDay = (name: RegExp) => screen.findByRole('button', { name });

describe('DateRangeFilter', () => {
  it('names the shown dates on its button, "All dates" without a range', () => {
    const { rerender } = render(<DateRangeFilter label="Dates" country="ID" value={null} onChange={() => undefined} />);
    expect(screen.getByRole('button', { name: 'Dates All dates' })).toBeInTheDocument();
    rerender(<DateRangeFilter label="Dates" country="ID" value={{ start: '2026-01-05', end: '2026-01-20' }} onChange={() => undefined} />);
    // In the merchant's country format (spec 02 §9): Indonesia day first, the Philippines month first.
    expect(screen.getByRole('button', { name: 'Dates 05/01/2026 – 20/01/2026' })).toBeInTheDocument();
    expect(formatIsoRange({ start: '2026-01-05', end: '2026-01-20' }, 'PH')).toBe('01/05/2026 – 01/20/2026');
  });

  it('renders no calendar until it is opened, and Escape closes it with the focus back on the button', async () => {
    render(<Harness initial={null} onChange={() => undefined} />);
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();
    const trigger = screen.getByRole('button', { name: 'Dates All dates' });
    act(() => trigger.focus());
    fireEvent.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByRole('dialog', { name: 'Dates' })).toBeInTheDocument();
    expect(screen.getByRole('grid')).toBeInTheDocument();
    fireEvent.keyDown(screen.getByRole('grid'), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Dates All dates' })).toHaveFocus());
  });

  it('applies the two days picked and closes', async () => {
    const changed = jest.fn();
    render(<Harness initial={{ start: '2026-01-05', end: '2026-01-06' }} onChange={changed} />);
    fireEvent.click(screen.getByRole('button', { name: /^Dates 05\/01\/2026/ }));
    fireEvent.click(await findDay(/ 10 January 2026/));
    fireEvent.click(day(/ 12 January 2026/));
    expect(changed).toHaveBeenCalledWith({ start: '2026-01-10', end: '2026-01-12' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: /^Dates 10\/01\/2026 – 12\/01\/2026$/ })).toBeInTheDocument();
  });

  it('refuses a range longer than allowed inside its dialog and changes nothing', async () => {
    const changed = jest.fn();
    render(<Harness initial={{ start: '2026-01-05', end: '2026-01-06' }} maxDays={3} onChange={changed} />);
    fireEvent.click(screen.getByRole('button', { name: /^Dates 05\/01\/2026/ }));
    fireEvent.click(await findDay(/ 10 January 2026/));
    fireEvent.click(day(/ 20 January 2026/));
    expect(screen.getByRole('alert')).toHaveTextContent('Choose at most 3 days.');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(changed).not.toHaveBeenCalled();
  });

  it('clears the dates', async () => {
    const changed = jest.fn();
    render(<Harness initial={{ start: '2026-01-05', end: '2026-01-06' }} onChange={changed} />);
    fireEvent.click(screen.getByRole('button', { name: /^Dates 05\/01\/2026/ }));
    fireEvent.click(await screen.findByRole('button', { name: 'Clear dates' }));
    expect(changed).toHaveBeenCalledWith(null);
    expect(screen.getByRole('button', { name: 'Dates All dates' })).toBeInTheDocument();
  });

  it('shows dates that are not dates as written, and its grid opens on today for them', async () => {
    render(<Harness initial={{ start: 'yesterday', end: '2026-02-30' }} onChange={() => undefined} />);
    fireEvent.click(screen.getByRole('button', { name: 'Dates yesterday – 2026-02-30' }));
    expect(await screen.findByRole('grid')).toBeInTheDocument();
  });

  it('speaks the caller’s language', () => {
    render(
      <UiTextProvider translate={(key, values) => interpolate(UI_TEXTS_ID[key], values)} locale="id-ID">
        <DateRangeFilter label="Tanggal" country="ID" value={null} onChange={() => undefined} />
      </UiTextProvider>,
    );
    expect(screen.getByRole('button', { name: 'Tanggal Semua tanggal' })).toBeInTheDocument();
  });
});
