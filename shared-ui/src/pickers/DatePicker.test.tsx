import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { Field, Form } from 'react-final-form';
import { fromFinalForm } from '../inputs/Field';
import { UiTextProvider } from '../texts/UiTextProvider';
import { interpolate, UI_TEXTS_ID } from '../texts/ui-texts';
import { DatePicker, dateOutOfBounds, type DatePickerProps } from './DatePicker';

function Harness({ initial, onChange, ...props }: Partial<DatePickerProps> & { initial: string; onChange: (value: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <DatePicker
      label="Due date"
      country="ID"
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

const group = () => screen.getByRole('group', { name: /^Due date/ });
const segment = (type: string) => group().querySelector(`[data-type="${type}"]`) as HTMLElement;
const segmentTypes = () =>
  Array.from(group().querySelectorAll('[data-type]'))
    .map((element) => element.getAttribute('data-type'))
    .filter((type) => type !== 'literal');

describe('dateOutOfBounds', () => {
  it('places a date against its first and last allowed days, both allowed', () => {
    expect(dateOutOfBounds('2026-11-29', '2026-11-30')).toBe('before');
    expect(dateOutOfBounds('2026-11-30', '2026-11-30', '2026-12-31')).toBeNull();
    expect(dateOutOfBounds('2027-01-01', undefined, '2026-12-31')).toBe('after');
    expect(dateOutOfBounds('', '2026-11-30')).toBeNull();
  });
});

describe('DatePicker', () => {
  it('is one labelled group typed day first in Indonesia, and says the format it expects', () => {
    render(<Harness initial="2026-12-05" onChange={() => undefined} required />);
    expect(segmentTypes()).toEqual(['day', 'month', 'year']);
    expect(screen.getByText('Format: dd/mm/yyyy')).toBeInTheDocument();
    expect(segment('day')).toHaveAttribute('aria-required', 'true');
  });

  it('types the month first in the Philippines', () => {
    render(<Harness initial="" country="PH" onChange={() => undefined} />);
    expect(segmentTypes()).toEqual(['month', 'day', 'year']);
    expect(screen.getByText('Format: mm/dd/yyyy')).toBeInTheDocument();
  });

  it('changes by keyboard: the arrows move a segment, and the ISO date is handed back', () => {
    const changed = jest.fn();
    render(<Harness initial="2026-12-05" onChange={changed} />);
    act(() => segment('day').focus());
    fireEvent.keyDown(segment('day'), { key: 'ArrowUp' });
    expect(changed).toHaveBeenLastCalledWith('2026-12-06');
  });

  it('picks a day in its calendar, where the days before the first allowed cannot be chosen', async () => {
    const changed = jest.fn();
    render(<Harness initial="2026-12-10" minDate="2026-12-05" onChange={changed} />);
    fireEvent.click(within(group()).getByRole('button'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('grid')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: /, 4 December 2026/ })).toHaveAttribute('aria-disabled', 'true');
    fireEvent.click(within(dialog).getByRole('button', { name: /, 12 December 2026/ }));
    expect(changed).toHaveBeenLastCalledWith('2026-12-12');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('says a date before the first allowed one, wired to the segments (aria-describedby)', () => {
    render(<Harness initial="2026-11-20" minDate="2026-11-30" onChange={() => undefined} />);
    expect(screen.getByText('Choose 30/11/2026 or a later date.')).toBeInTheDocument();
    expect(segment('day')).toHaveAccessibleDescription(/Choose 30\/11\/2026 or a later date\./);
    expect(segment('day')).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows the caller’s error in place of its own, and the description after the format', () => {
    render(<Harness initial="" onChange={() => undefined} error="This field is required" description="The invoice expires at its end." />);
    expect(segment('day')).toHaveAccessibleDescription(/Format: dd\/mm\/yyyy\. The invoice expires at its end\..*This field is required/);
  });

  it('speaks Bahasa Indonesia', () => {
    render(
      <UiTextProvider translate={(key, values) => interpolate(UI_TEXTS_ID[key], values)} locale="id-ID">
        <Harness initial="2026-11-20" minDate="2026-11-30" onChange={() => undefined} />
      </UiTextProvider>,
    );
    expect(screen.getByText('Format: hh/bb/tttt')).toBeInTheDocument();
    expect(screen.getByText('Pilih 30/11/2026 atau tanggal setelahnya.')).toBeInTheDocument();
  });

  it('is a react-final-form field: its error shows once touched', async () => {
    render(
      <Form<{ due: string }> onSubmit={() => undefined} initialValues={{ due: '' }} validate={(values) => (values.due ? {} : { due: 'requiredField' })}>
        {({ handleSubmit }) => (
          <form onSubmit={handleSubmit}>
            <Field<string> name="due">{(props) => <DatePicker {...fromFinalForm(props, (key) => `t:${key}`)} label="Due date" country="ID" />}</Field>
            <button type="submit">Send</button>
          </form>
        )}
      </Form>,
    );
    expect(screen.queryByText('t:requiredField')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('t:requiredField')).toBeInTheDocument();
  });
});
