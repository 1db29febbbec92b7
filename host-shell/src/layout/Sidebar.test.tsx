import { act, fireEvent, screen } from '@testing-library/react';
import type { User } from 'shared-contracts';
import type { MenuEntry, MenuGroup } from 'shared-contracts/rules';
import { fakeShellServices, renderWithShell } from '../testing/render-with-shell';
import type { ShellServices } from '../platform/shell-context';

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
  const { services } = fakeShellServices();
  const session = { user: { user_id: 'usr_owner_tokoku', account_notifications: [] } as unknown as User, site: { menu: { status: 'ready' as const, groups: MENU } } };
  const loader = { prefetchPath: jest.fn(), isPathReady: (path: string) => readyPaths.includes(path) };
  // What the menu asks of the shell's navigate (the router's; jsdom has no Request, which a real navigation makes).
  const navigate = jest.fn<void, Parameters<ShellServices['navigate']>>();
  Object.assign(services.shell, { session, navigate, report: jest.fn() });
  Object.assign(services.platform, { loader });
  const router = createMemoryRouter([{ path: '*', element: <Sidebar shrunk={false} onToggleShrunk={() => undefined} mobile={false} /> }], { initialEntries: ['/home'] });
  renderWithShell(<RouterProvider router={router} />, services);
  const atOnce = (path: string) => navigate.mock.calls.filter(([to, options]) => to === path && options?.flushSync === true).length;
  return { navigate, atOnce, shownPaths: services.platform.shownPaths };
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

describe('the menu renders for a new location, not for every router state', () => {
  // A navigation whose loader waits makes a router state of its own (navigation: loading); React
  // Router needs a Request for it, which jsdom has not: a stand-in with what the router reads.
  class StandInRequest {
    readonly url: string;
    readonly signal: AbortSignal | undefined;
    readonly method = 'GET';
    constructor(url: string | URL, init?: { signal?: AbortSignal }) {
      this.url = String(url);
      this.signal = init?.signal;
    }
  }

  it('does not render again while a navigation waits for its loader', async () => {
    const hadRequest = 'Request' in globalThis;
    const original = (globalThis as { Request?: unknown }).Request;
    Object.assign(globalThis, { Request: StandInRequest });
    try {
      const { services } = fakeShellServices();
      // The menu reads the session's menu once per render: the count of reads is the count of renders.
      let renders = 0;
      const menu = { status: 'ready' as const, groups: MENU };
      const session = {
        user: { user_id: 'usr_owner_tokoku', account_notifications: [] } as unknown as User,
        site: {
          get menu() {
            renders += 1;
            return menu;
          },
        },
      };
      Object.assign(services.shell, { session, navigate: jest.fn(), report: jest.fn() });
      Object.assign(services.platform, { loader: { prefetchPath: jest.fn(), isPathReady: () => false } });
      const sidebar = <Sidebar shrunk={false} onToggleShrunk={() => undefined} mobile={false} />;
      const router = createMemoryRouter(
        [
          { path: '/waiting', loader: () => new Promise<null>(() => undefined), element: sidebar },
          { path: '*', element: sidebar },
        ],
        { initialEntries: ['/home'] },
      );
      renderWithShell(<RouterProvider router={router} />, services);
      expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
      const before = renders;

      await act(async () => {
        void router.navigate('/waiting');
        await new Promise((resolve) => setTimeout(resolve, 0));
      });

      expect(router.state.navigation.state).toBe('loading');
      expect(renders).toBe(before);
    } finally {
      if (hadRequest) Object.assign(globalThis, { Request: original });
      else delete (globalThis as { Request?: unknown }).Request;
    }
  });
});
