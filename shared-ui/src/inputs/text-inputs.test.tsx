import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { INPUT_MASKS, PHONE_PATTERN } from 'shared-contracts/rules';
import { AmountInput } from './AmountInput';
import { fromFinalForm } from './Field';
import { applyMask, MaskedInput, unmask } from './MaskedInput';
import { NativeSelect } from './NativeSelect';
import { normalisePhone } from './PhoneInput';
import { TextField } from './TextField';

describe('TextField', () => {
  it('marks a required field with an asterisk and says "required" to screen readers', () => {
    render(<TextField label="Business name" required value="" onChange={() => undefined} />);
    const input = screen.getByRole('textbox', { name: 'Business name (required)' });
    expect(input).toHaveAttribute('aria-required', 'true');
  });

  it('shows its error and ties it to the input', () => {
    render(<TextField label="Email" value="x" onChange={() => undefined} error="Enter a valid email" />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Enter a valid email');
  });

  it('takes react-final-form props through fromFinalForm, translating the message key once touched', () => {
    const onChange = jest.fn();
    const field = { input: { name: 'email', value: 'a', onChange, onBlur: jest.fn() }, meta: { touched: true, error: 'invalidEmail' } };
    render(<TextField label="Email" {...fromFinalForm(field, (key) => `t:${key}`)} />);
    expect(screen.getByText('t:invalidEmail')).toBeInTheDocument();
    fireEvent.change(screen.getByRole('textbox'), { target: { value: 'ab' } });
    expect(onChange).toHaveBeenCalledWith('ab');
    expect(fromFinalForm({ ...field, meta: { touched: false, error: 'invalidEmail' } }, String).error).toBeUndefined();
  });
});

describe('AmountInput', () => {
  function Controlled({ currency, onValue }: { currency: 'IDR' | 'PHP'; onValue: (value: string) => void }) {
    const [value, setValue] = useState('');
    return (
      <AmountInput
        label="Amount"
        currency={currency}
        value={value}
        onChange={(next) => {
          setValue(next);
          onValue(next);
        }}
      />
    );
  }

  it('refuses a fraction rupiah do not have with a message, and never rounds it away', () => {
    const onValue = jest.fn();
    render(<Controlled currency="IDR" onValue={onValue} />);
    const input = screen.getByRole('textbox', { name: 'Amount' });
    fireEvent.change(input, { target: { value: '12500,50' } });
    expect(input).toHaveValue('12500,50');
    expect(onValue).toHaveBeenLastCalledWith('12500.50');
    expect(input).toHaveAccessibleDescription('IDR amounts have no decimals: enter a whole amount, such as 12.500.');
    fireEvent.blur(input);
    expect(input).toHaveValue('12500,50');
  });

  it('reads rupiah grouped with dots and writes them grouped when the field is left', () => {
    const onValue = jest.fn();
    render(<Controlled currency="IDR" onValue={onValue} />);
    const input = screen.getByRole('textbox', { name: 'Amount' });
    fireEvent.change(input, { target: { value: '1500000' } });
    expect(onValue).toHaveBeenLastCalledWith('1500000');
    expect(input).toHaveValue('1500000');
    fireEvent.blur(input);
    expect(input).toHaveValue('1.500.000');
    expect(input).not.toHaveAccessibleDescription();
  });

  it('reads pesos with a decimal point and refuses a third decimal', () => {
    const onValue = jest.fn();
    render(<Controlled currency="PHP" onValue={onValue} />);
    const input = screen.getByRole('textbox', { name: 'Amount' });
    fireEvent.change(input, { target: { value: '12,500.50' } });
    expect(onValue).toHaveBeenLastCalledWith('12500.50');
    fireEvent.change(input, { target: { value: '12,500.505' } });
    expect(input).toHaveAccessibleDescription('PHP amounts have at most 2 decimals, such as 12,500.50.');
    fireEvent.change(input, { target: { value: '12500,50' } });
    expect(input).toHaveAccessibleDescription('Enter the amount as 12,500.50.');
  });
});

describe('PhoneInput first-character rule', () => {
  it.each([
    ['08123456789', '+8123456789'],
    ['+62 812-3456-789', '+628123456789'],
    // 15 digits at most, the pattern's own limit (spec 02 §5).
    ['6281234567890123456', '+628123456789012'],
    ['+', '+'],
    ['abc', ''],
  ])('%s becomes %s', (typed, kept) => {
    expect(normalisePhone(typed)).toBe(kept);
  });

  it('produces numbers the E.164 pattern accepts', () => {
    expect(PHONE_PATTERN.test(normalisePhone('+62 812 3456 789'))).toBe(true);
  });
});

describe('MaskedInput', () => {
  it.each([
    ['npwp', '123456789012345', '12.345.678.9-012.345'],
    ['tin', '123456789012', '123-456-789-012'],
    ['sec', '123456789', '123456789'],
  ] as const)('shows %s in its mask', (name, digits, shown) => {
    expect(applyMask(digits, INPUT_MASKS[name])).toBe(shown);
    expect(unmask(shown, INPUT_MASKS[name])).toBe(digits);
  });

  it('shows the mask and sends the digits alone', () => {
    function Harness() {
      const [value, setValue] = useState('');
      return (
        <>
          <MaskedInput label="NPWP" mask="npwp" value={value} onChange={setValue} />
          <output>{value}</output>
        </>
      );
    }
    render(<Harness />);
    fireEvent.change(screen.getByRole('textbox', { name: 'NPWP' }), { target: { value: '12345678901234599' } });
    expect(screen.getByRole('textbox', { name: 'NPWP' })).toHaveValue('12.345.678.9-012.345');
    expect(screen.getByRole('status')).toHaveTextContent('123456789012345');
  });
});

describe('NativeSelect', () => {
  it('is a labelled select that reports the chosen value', () => {
    const changed = jest.fn();
    render(
      <NativeSelect
        label="Status"
        value="ALL"
        onChange={changed}
        description="Payments in this state"
        options={[
          { value: 'ALL', label: 'All' },
          { value: 'FAILED', label: 'Failed' },
        ]}
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Status' });
    expect(select).toHaveValue('ALL');
    expect(select).toHaveAccessibleDescription('Payments in this state');
    fireEvent.change(select, { target: { value: 'FAILED' } });
    expect(changed).toHaveBeenCalledWith('FAILED');
  });

  it('shows and announces its error', () => {
    render(<NativeSelect label="Status" value="" onChange={() => undefined} required error="Choose a status." options={[{ value: '', label: '—' }]} />);
    const select = screen.getByRole('combobox', { name: /Status/ });
    expect(select).toBeInvalid();
    expect(select).toHaveAccessibleDescription('Choose a status.');
    expect(select).toBeRequired();
  });
});
