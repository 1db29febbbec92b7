import { render, screen } from '@testing-library/react';
import { DateTime } from './DateTime';
import { Money } from './Money';

// Intl separators use narrow no-break spaces in some locales: compare with plain spaces.
const text = (element: HTMLElement) => element.textContent?.replace(/\s/g, ' ');

describe('Money per currency (spec 02 §9)', () => {
  it.each([
    ['IDR', 1500000, 'Rp 1.500.000'],
    ['PHP', 1234.5, '₱1,234.50'],
    ['USD', 1234.5, '$1,234.50'],
  ] as const)('%s %d is %s', (currency, amount, expected) => {
    const { container } = render(<Money amount={amount} currency={currency} />);
    expect(text(container.querySelector('data') as HTMLElement)).toBe(expected);
    expect(container.querySelector('data')).toHaveAttribute('value', String(amount));
  });
});

describe('DateTime per country (spec 02 §9)', () => {
  it.each([
    ['ID', '31/01/2026'],
    ['PH', '01/31/2026'],
    ['SG', '31/01'],
  ] as const)('%s writes %s', (country, expected) => {
    render(<DateTime value="2026-01-31T10:00:00Z" country={country} />);
    expect(screen.getByText(expected)).toHaveAttribute('dateTime', '2026-01-31T10:00:00.000Z');
  });

  it('uses a two-digit year in Indonesia when asked', () => {
    render(<DateTime value="2026-01-31T10:00:00Z" country="ID" year="2-digit" />);
    expect(screen.getByText('31/01/26')).toBeInTheDocument();
  });

  it('renders nothing for an invalid date', () => {
    const { container } = render(<DateTime value="not a date" country="ID" />);
    expect(container).toBeEmptyDOMElement();
  });
});
