import { act, fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Field, Form } from 'react-final-form';
import { exportSchema, validateWith, type ExportValues } from 'shared-contracts/rules';
import { UiTextProvider } from '../texts/UiTextProvider';
import { UI_TEXTS_ID, interpolate, type Translate } from '../texts/ui-texts';
import { ExportRangeField } from './ExportRangeField';
import { ExportRecipientsField } from './ExportRecipientsField';

const validate = validateWith(exportSchema);
const indonesian: Translate = (key, values) => interpolate(UI_TEXTS_ID[key], values);

/** The two fields in a react-final-form form, as the remotes' export dialogs have them. */
function ExportForm({ initialValues, showProblems, onChange }: { initialValues: ExportValues; showProblems: boolean; onChange?: (values: ExportValues) => void }) {
  return (
    <Form<ExportValues> onSubmit={() => undefined} validate={validate} initialValues={initialValues}>
      {({ values }) => {
        onChange?.(values);
        return (
          <form>
            <Field<ExportValues['range']> name="range">{(field) => <ExportRangeField {...field} country="ID" showProblems={showProblems} />}</Field>
            <Field<string> name="emails">{(field) => <ExportRecipientsField {...field} showProblems={showProblems} />}</Field>
          </form>
        );
      }}
    </Form>
  );
}

const inBahasa = (children: ReactNode) => (
  <UiTextProvider translate={indonesian} locale="id-ID">
    {children}
  </UiTextProvider>
);

const SIX = 'a@tokoku.test b@tokoku.test c@tokoku.test d@tokoku.test e@tokoku.test f@tokoku.test';

describe('the export fields (spec 02 §5)', () => {
  it('are labelled, required and explained in English', () => {
    render(<ExportForm initialValues={{ range: { start: '2026-11-01', end: '2026-11-30' }, emails: 'owner@tokoku.test' }} showProblems={false} />);
    expect(screen.getByRole('group', { name: /^Dates/ })).toBeInTheDocument();
    const recipients = screen.getByRole('textbox', { name: /^Recipients/ });
    expect(recipients).toHaveValue('owner@tokoku.test');
    expect(recipients).toHaveAttribute('aria-required', 'true');
    expect(recipients).toHaveAccessibleDescription(/Up to 5 email addresses, separated by commas or spaces/);
  });

  it('say nothing of a problem until the form shows its problems, then say it in the spec’s words', () => {
    const values = { range: { start: '2026-01-01', end: '2026-04-03' }, emails: SIX };
    const { rerender } = render(<ExportForm initialValues={values} showProblems={false} />);
    expect(screen.queryByText(/at most 92 days/)).not.toBeInTheDocument();
    expect(screen.queryByText('Enter up to 5 email addresses.')).not.toBeInTheDocument();
    rerender(<ExportForm initialValues={values} showProblems />);
    expect(screen.getByText('Please adjust the dates: an export covers at most 92 days.')).toBeInTheDocument();
    expect(screen.getByText('Enter up to 5 email addresses.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Recipients/ })).toHaveAttribute('aria-invalid', 'true');
  });

  it('name an empty field and an address that is not one', () => {
    render(<ExportForm initialValues={{ range: null, emails: 'owner@tokoku' }} showProblems />);
    expect(within(screen.getByRole('group', { name: /^Dates/ }).closest('.mdp-field') as HTMLElement).getByText('This field is required.')).toBeInTheDocument();
    expect(screen.getByText('Each recipient must be a valid email address.')).toBeInTheDocument();
  });

  it('speak Bahasa Indonesia, problems included', () => {
    render(inBahasa(<ExportForm initialValues={{ range: { start: '2026-03-10', end: '2026-03-09' }, emails: '' }} showProblems />));
    expect(screen.getByRole('group', { name: /^Tanggal/ })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Penerima/ })).toHaveAccessibleDescription(/Hingga 5 alamat email, dipisahkan koma atau spasi/);
    expect(screen.getByText('Tanggal akhir harus setelah tanggal mulai.')).toBeInTheDocument();
    expect(screen.getByText('Kolom ini wajib diisi.')).toBeInTheDocument();
  });

  it('take the dates from the keyboard and the recipients as typed', () => {
    const onChange = jest.fn();
    render(<ExportForm initialValues={{ range: { start: '2026-11-01', end: '2026-11-30' }, emails: '' }} showProblems={false} onChange={onChange} />);
    const [startDay] = within(screen.getByRole('group', { name: /^Dates/ })).getAllByRole('spinbutton');
    act(() => startDay!.focus());
    fireEvent.keyDown(startDay!, { key: 'ArrowUp' });
    fireEvent.change(screen.getByRole('textbox', { name: /^Recipients/ }), { target: { value: 'a@tokoku.test, b@tokoku.test' } });
    expect(onChange).toHaveBeenLastCalledWith({ range: { start: '2026-11-02', end: '2026-11-30' }, emails: 'a@tokoku.test, b@tokoku.test' });
  });
});
