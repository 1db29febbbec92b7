import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { CodeInput, PinInput } from './CodeInput';

function Harness({ onComplete, masked = false }: { onComplete?: (code: string) => void; masked?: boolean }) {
  const [value, setValue] = useState('');
  const Input = masked ? PinInput : CodeInput;
  return <Input label="Verification code" value={value} onChange={setValue} onComplete={onComplete} />;
}

const cells = () => screen.getAllByLabelText(/Character \d of 6/) as HTMLInputElement[];

describe('CodeInput', () => {
  it('has six labelled cells in a group named by its label', () => {
    render(<Harness />);
    expect(cells()).toHaveLength(6);
    expect(screen.getByRole('group', { name: 'Verification code' })).toBeInTheDocument();
  });

  it('fills every cell from a pasted code and auto-submits once full', () => {
    const onComplete = jest.fn();
    render(<Harness onComplete={onComplete} />);
    fireEvent.paste(cells()[0], { clipboardData: { getData: () => ' 123456 ' } });
    expect(cells().map((cell) => cell.value).join('')).toBe('123456');
    expect(onComplete).toHaveBeenCalledWith('123456');
  });

  it('drops pasted characters the pattern refuses and does not submit a partial code', () => {
    const onComplete = jest.fn();
    render(<Harness onComplete={onComplete} />);
    fireEvent.paste(cells()[0], { clipboardData: { getData: () => '12-a4' } });
    expect(cells().map((cell) => cell.value).join('')).toBe('124');
    expect(onComplete).not.toHaveBeenCalled();
  });

  it('checks each typed character, moves focus on, and submits on the sixth', () => {
    const onComplete = jest.fn();
    render(<Harness onComplete={onComplete} />);
    fireEvent.change(cells()[0], { target: { value: 'x' } });
    expect(cells()[0].value).toBe('');
    '987654'.split('').forEach((digit, index) => fireEvent.change(cells()[index], { target: { value: digit } }));
    expect(onComplete).toHaveBeenCalledWith('987654');
    expect(document.activeElement).toBe(cells()[5]);
  });

  it('goes back with Backspace', () => {
    render(<Harness />);
    fireEvent.paste(cells()[0], { clipboardData: { getData: () => '12' } });
    fireEvent.keyDown(cells()[2], { key: 'Backspace' });
    expect(cells()[1].value).toBe('');
    expect(document.activeElement).toBe(cells()[1]);
  });

  it('hides the characters of a PIN', () => {
    render(<Harness masked />);
    expect(cells()[0]).toHaveAttribute('type', 'password');
  });
});
