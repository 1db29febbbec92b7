import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { TextArea } from './TextArea';

describe('TextArea', () => {
  function Controlled({ initial = '', ...props }: { initial?: string; error?: string; description?: string; disabled?: boolean; rows?: number }) {
    const [value, setValue] = useState(initial);
    return <TextArea label="Reason" required maxLength={10} value={value} onChange={setValue} {...props} />;
  }

  it('is a labelled, required multi-line text box that keeps at most maxLength characters', () => {
    render(<Controlled />);
    const box = screen.getByRole('textbox', { name: 'Reason (required)' });
    expect(box.tagName).toBe('TEXTAREA');
    expect(box).toHaveAttribute('aria-required', 'true');
    expect(box).toHaveAttribute('maxlength', '10');
    expect(box).toHaveAttribute('rows', '3');
    fireEvent.change(box, { target: { value: 'two\nlines' } });
    expect(box).toHaveValue('two\nlines');
  });

  it('ties its error and description (a counter) to the box', () => {
    render(<Controlled error="Too short" description="3 of 10 used" rows={5} />);
    const box = screen.getByRole('textbox', { name: 'Reason (required)' });
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('Too short 3 of 10 used');
    expect(box).toHaveAttribute('rows', '5');
  });

  it('can be disabled', () => {
    render(<Controlled disabled />);
    expect(screen.getByRole('textbox', { name: 'Reason (required)' })).toBeDisabled();
  });
});
