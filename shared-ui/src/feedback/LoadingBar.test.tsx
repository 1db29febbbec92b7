import { render, screen } from '@testing-library/react';
import { LoadingBar } from './LoadingBar';

it('is a progress bar named by its label, without a value (indeterminate)', () => {
  render(<LoadingBar label="Loading…" />);
  const bar = screen.getByRole('progressbar', { name: 'Loading…' });
  expect(bar).not.toHaveAttribute('aria-valuenow');
});
