import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { Combobox } from './Combobox';
import { Select } from './Select';

const BANKS = ['BCA', 'BNI', 'BRI', 'Mandiri'].map((bank) => ({ value: bank, label: bank }));

describe('Combobox', () => {
  it('filters the options by what is typed and keeps the chosen value', () => {
    const onChange = jest.fn();
    function Harness() {
      const [value, setValue] = useState('');
      return (
        <Combobox
          label="Bank"
          options={BANKS}
          value={value}
          onChange={(next) => {
            onChange(next);
            setValue(next);
          }}
        />
      );
    }
    render(<Harness />);
    const input = screen.getByRole('combobox', { name: 'Bank' });
    act(() => input.focus());
    fireEvent.change(input, { target: { value: 'man' } });
    const listbox = screen.getByRole('listbox');
    expect(within(listbox).getAllByRole('option').map((option) => option.textContent)).toEqual(['Mandiri']);
    fireEvent.click(within(listbox).getByRole('option', { name: 'Mandiri' }));
    expect(onChange).toHaveBeenCalledWith('Mandiri');
  });
});

describe('Select', () => {
  it('shows its error and marks the field required', () => {
    render(<Select label="Business type" required value="" onChange={() => undefined} error="Choose a business type." options={BANKS} />);
    expect(screen.getByText('Choose a business type.')).toBeInTheDocument();
    expect(screen.getByText('Business type')).toBeInTheDocument();
  });
});
