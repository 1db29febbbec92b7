import { fireEvent, render, screen } from '@testing-library/react';
import type { MenuEntry } from 'shared-contracts/rules';
import { isMenuPathActive, MenuLink } from './MenuLink';

describe('isMenuPathActive (as NavLink decides it)', () => {
  it.each([
    ['/credit_cards/payments', '/credit_cards/payments', true],
    ['/credit_cards/payment/pay_1', '/credit_cards/payments', false],
    ['/settings/developers', '/settings', true],
    ['/settings-other', '/settings', false],
    ['/settings/developers', '/settings/developers#callbacks', true],
    ['/Home', '/home', true],
    ['/home', '/', false],
    ['/', '/', true],
    ['/balance', '/balance?tab=cash', true],
  ])('at %s the link to %s is active: %s', (pathname, to, active) => {
    expect(isMenuPathActive(pathname, to)).toBe(active);
  });
});

describe('MenuLink', () => {
  const NO_INTENT = { rest: () => undefined, leave: () => undefined, press: () => undefined };
  const entry = { key: 'cards', path: '/credit_cards/payments', remote: 'cards' } as unknown as MenuEntry;

  it('links an entry that the other dashboard serves there, and leaves its click to the browser', () => {
    const onOpen = jest.fn();
    const away = { ...entry, remote: undefined, elsewhere: 'https://old.dashboard.test/credit_cards/payments' } as MenuEntry;
    render(<MenuLink entry={away} label="Card payments" active={false} compact={false} onOpen={onOpen} intent={NO_INTENT} />);
    const link = screen.getByRole('link', { name: 'Card payments' });
    expect(link).toHaveAttribute('href', 'https://old.dashboard.test/credit_cards/payments');
    expect(fireEvent.click(link)).toBe(true); // not prevented: the browser goes there
    expect(onOpen).not.toHaveBeenCalled();
  });

  it('opens its page on a plain click and leaves modified clicks to the browser', () => {
    const onOpen = jest.fn();
    render(<MenuLink entry={entry} label="Card payments" active={false} compact={false} onOpen={onOpen} intent={NO_INTENT} />);
    const link = screen.getByRole('link', { name: 'Card payments' });
    expect(link).toHaveAttribute('href', '/credit_cards/payments');
    expect(fireEvent.click(link, { ctrlKey: true })).toBe(true); // not prevented: a new tab
    expect(onOpen).not.toHaveBeenCalled();
    expect(fireEvent.click(link)).toBe(false); // prevented: the router goes there
    expect(onOpen).toHaveBeenCalledWith(entry);
  });

  it('marks the current page and names a shrunk link by its full label', () => {
    render(<MenuLink entry={entry} label="Card payments" active compact onOpen={() => undefined} intent={NO_INTENT} />);
    const link = screen.getByRole('link', { name: 'Card payments' });
    expect(link).toHaveAttribute('aria-current', 'page');
    expect(link).toHaveClass('active');
    expect(link).toHaveAttribute('title', 'Card payments');
    expect(link).toHaveTextContent('CP');
  });

  it('tells the sidebar what the pointer and the focus do on it (decision 0087)', () => {
    const intent = { rest: jest.fn(), leave: jest.fn(), press: jest.fn() };
    render(<MenuLink entry={entry} label="Card payments" active={false} compact={false} onOpen={() => undefined} intent={intent} />);
    const link = screen.getByRole('link', { name: 'Card payments' });
    fireEvent.mouseEnter(link);
    fireEvent.mouseLeave(link);
    fireEvent.focus(link);
    fireEvent.blur(link);
    expect(intent.rest.mock.calls).toEqual([['pointer', entry], ['focus', entry]]);
    expect(intent.leave.mock.calls).toEqual([['pointer'], ['focus']]);
    expect(intent.press).not.toHaveBeenCalled();
    fireEvent.pointerDown(link);
    expect(intent.press).toHaveBeenCalledWith(entry);
  });
});
