import { TextDecoder, TextEncoder } from 'node:util';
import { fireEvent, screen } from '@testing-library/react';
import type { User } from 'shared-contracts';
import type { MenuEntry, MenuGroup } from 'shared-contracts/rules';
import { feedbackServices, renderWithShell } from '../feedback/testing';

// react-router needs TextEncoder as it loads and jsdom has none; the router is required after this.
Object.assign(globalThis, { TextEncoder, TextDecoder });
const { RouterProvider, createMemoryRouter } = jest.requireActual<typeof import('react-router')>('react-router');
const { Sidebar } = jest.requireActual<typeof import('./Sidebar')>('./Sidebar');

const entry = (key: string, path: string, label: string, remote?: string): MenuEntry => ({
  kind: 'entry',
  key,
  path,
  label: { en: label, id: label },
  gate: { audience: 'everyone' },
  ...(remote ? { remote } : {}),
});
const MENU: MenuGroup[] = [{ key: 'top', label: null, items: [entry('home', '/home', 'Home', 'home'), entry('cards', '/credit_cards/payments', 'Card payments', 'cards')] }];

function setUp(readyPaths: string[]) {
  const { services } = feedbackServices();
  const session = { user: { user_id: 'usr_owner_tokoku', account_notifications: [] } as unknown as User, menu: { status: 'ready' as const, groups: MENU } };
  const loader = { prefetchPath: jest.fn(), isPathReady: (path: string) => readyPaths.includes(path) };
  Object.assign(services, { session, loader, report: jest.fn() });
  const router = createMemoryRouter([{ path: '*', element: <Sidebar shrunk={false} onToggleShrunk={() => undefined} mobile={false} /> }], { initialEntries: ['/home'] });
  // What the menu asks of the router (jsdom has no Request, which a real navigation makes).
  const navigate = jest.spyOn(router, 'navigate').mockResolvedValue(undefined);
  renderWithShell(<RouterProvider router={router} />, services);
  const atOnce = (path: string) => navigate.mock.calls.filter(([to, options]) => to === path && options?.flushSync === true).length;
  return { navigate, atOnce, shownPaths: services.shownPaths };
}

describe('the menu renders a switch to a page shown before at once (docs/decisions/0041)', () => {
  it('goes to a page not shown yet in a transition, and to one shown before inside the press', () => {
    const { navigate, atOnce, shownPaths } = setUp(['/home', '/credit_cards/payments']);
    fireEvent.click(screen.getByRole('link', { name: 'Card payments' }));
    expect(navigate).toHaveBeenCalledWith('/credit_cards/payments', expect.objectContaining({ flushSync: false }));

    shownPaths.add('/credit_cards/payments');
    fireEvent.click(screen.getByRole('link', { name: 'Card payments' }));
    expect(atOnce('/credit_cards/payments')).toBe(1);
    expect(navigate).toHaveBeenCalledTimes(2);
  });

  it('waits in a transition when the code of a page shown before is not here (its remote failed since)', () => {
    const { navigate, atOnce, shownPaths } = setUp(['/home']);
    shownPaths.add('/credit_cards/payments');
    fireEvent.click(screen.getByRole('link', { name: 'Card payments' }));
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(atOnce('/credit_cards/payments')).toBe(0);
  });
});
