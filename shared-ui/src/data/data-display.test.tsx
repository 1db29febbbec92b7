import { act, fireEvent, render, screen } from '@testing-library/react';
import { COPY_LABEL_REVERT_MS } from 'shared-contracts/rules';
import { CopyButton } from './CopyButton';
import { MaskedBankAccount, maskBankAccount } from './MaskedBankAccount';
import { StatusBadge, toneOfStatus } from './StatusBadge';

describe('StatusBadge', () => {
  it.each([
    ['LIVE', 'success'],
    ['ENABLED', 'success'],
    ['PENDING', 'warning'],
    ['FAILED', 'danger'],
    ['REJECTED', 'danger'],
    ['SOMETHING_NEW', 'neutral'],
  ])('%s is %s', (status, tone) => {
    expect(toneOfStatus(status)).toBe(tone);
  });

  it('says the status in words, not only in colour', () => {
    render(<StatusBadge status="PENDING" label="Menunggu" />);
    expect(screen.getByText('Menunggu')).toHaveAttribute('data-tone', 'warning');
  });
});

describe('CopyButton', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('copies, says Copied, and reverts after 1000 ms', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.assign(navigator, { clipboard: { writeText } });
    render(<CopyButton value="xnd_key_123" accessibleLabel="Copy API key" />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy API key' }));
    });
    expect(writeText).toHaveBeenCalledWith('xnd_key_123');
    expect(screen.getByRole('button', { name: 'Copied' })).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(COPY_LABEL_REVERT_MS - 1));
    expect(screen.getByRole('button', { name: 'Copied' })).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByRole('button', { name: 'Copy API key' })).toBeInTheDocument();
  });
});

describe('MaskedBankAccount', () => {
  it('keeps the last 4 or 8 digits', () => {
    expect(maskBankAccount('1234567890123', 4)).toBe('•••• 0123');
    expect(maskBankAccount('1234567890123', 8)).toBe('•••• 67890123');
    expect(maskBankAccount('123', 4)).toBe('123');
  });

  it('reads "ending in" the visible digits to screen readers', () => {
    render(<MaskedBankAccount accountNumber="1234567890" endingInLabel="Account ending in" />);
    expect(screen.getByText('Account ending in 7890')).toBeInTheDocument();
  });
});
