import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { makeAutoObservable } from 'mobx';
import { GatewayError, type User } from 'shared-contracts';
import { fakeShellServices, renderWithShell } from '../testing/render-with-shell';

// Whether a path opens is the site map's (tested in shared-contracts); here a test says which do.
jest.mock('shared-contracts/rules', () => ({
  ...jest.requireActual('shared-contracts/rules'),
  isPathAllowed: (context: { opens: readonly string[] }, path: string) => ({ status: 'ready', allowed: context.opens.includes(path) }),
}));

let router: typeof import('react-router');
let BalanceViewSwitch: typeof import('./BalanceViewSwitch').BalanceViewSwitch;
beforeAll(async () => {
  router = await import('react-router');
  ({ BalanceViewSwitch } = await import('./BalanceViewSwitch'));
});

const VIEWER = { user_id: 'usr_viewer_tokoku', can_view: true, can_edit: false, can_withdraw: false } as User;

function setUp({ balanceView = false, path = '/cash', user = VIEWER, opens = ['/cash', '/balance', '/pending', '/home'] } = {}) {
  const { services, toasts } = fakeShellServices();
  const session = makeAutoObservable({
    user,
    business: { id: 'biz_tokoku', name: 'Toko Ku' },
    balanceView: balanceView as boolean | undefined,
    featureFlags: { balance_switcher: true },
    site: { navigation: { opens } },
    setBalanceView(value: boolean) {
      this.balanceView = value;
    },
  });
  const api = { setBalanceViewFlag: jest.fn(async (value: boolean) => ({ balance_view: value })), sendRating: jest.fn() };
  Object.assign(services.shell, { api, session });
  const { MemoryRouter, Route, Routes } = router;
  const page = (name: string) => (
    <>
      <BalanceViewSwitch />
      <h1>{name}</h1>
    </>
  );
  renderWithShell(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        {['/cash', '/balance', '/pending', '/home'].map((route) => (
          <Route key={route} path={route} element={page(route)} />
        ))}
      </Routes>
    </MemoryRouter>,
    services,
  );
  return { api, session, toasts };
}

const banner = () => screen.queryByRole('region', { name: 'Balance view' });

beforeEach(() => window.localStorage.clear());

describe('the balance-view switch (spec 01 §4)', () => {
  it('shows only over a page that opens, towards one that opens (no remote may serve them yet)', () => {
    setUp({ opens: ['/home'] });
    expect(banner()).toBeNull();
  });

  it('does not offer the new view when /balance does not open', () => {
    setUp({ opens: ['/cash'] });
    expect(banner()).toBeNull();
  });

  it('old view: confirm, switch, say so, open the new view, then ask how it is', async () => {
    const { api, session, toasts } = setUp();
    expect(banner()).toHaveTextContent('A new balance view is available');
    fireEvent.click(screen.getByRole('button', { name: 'Try the new view' }));
    const confirmation = await screen.findByRole('dialog', { name: 'Switch to the new balance view?' });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Switch' })));
    expect(api.setBalanceViewFlag).toHaveBeenCalledWith(true);
    expect(session.balanceView).toBe(true);
    expect(toasts.show).toHaveBeenCalledWith('You switched to the new balance view.', 'success');
    expect(screen.getByRole('heading', { name: '/balance', hidden: true })).toBeInTheDocument(); // behind the rating modal
    expect(confirmation).not.toBeInTheDocument();
    const rating = await screen.findByRole('dialog', {});
    // The spec's usefulness scale (spec 02 §5), not yes/no: very useful (1) to very not useful (5).
    expect(rating).toHaveTextContent('How useful is the new balance view for your transactions?');
    expect(within(rating).getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual(['1', '2', '3', '4', '5']);
    expect(within(rating).getByRole('radio', { name: 'Very not useful' })).toHaveAttribute('value', '5');
  });

  it('new view: back to the old one, without the rating', async () => {
    const { api, toasts } = setUp({ balanceView: true, path: '/balance' });
    expect(banner()).toHaveTextContent('You are using the new balance view.');
    fireEvent.click(screen.getByRole('button', { name: 'Back to the old view' }));
    await screen.findByRole('dialog', { name: 'Switch back to the old balance view?' });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Switch' })));
    expect(api.setBalanceViewFlag).toHaveBeenCalledWith(false);
    expect(toasts.show).toHaveBeenCalledWith('You switched back to the old balance view.', 'success');
    expect(screen.getByRole('heading', { name: '/cash' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('a failure shows the danger message and keeps the view', async () => {
    const { api, session, toasts } = setUp();
    api.setBalanceViewFlag.mockRejectedValue(new GatewayError('SERVER_ERROR', 'down', 503));
    fireEvent.click(screen.getByRole('button', { name: 'Try the new view' }));
    await screen.findByRole('dialog', {});
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Switch' })));
    expect(toasts.show).toHaveBeenCalledWith('The balance view could not be switched. Please try again.', 'error');
    expect(session.balanceView).toBe(false);
    expect(screen.getByRole('heading', { name: '/cash' })).toBeInTheDocument();
  });

  it('closing the banner is remembered', () => {
    setUp();
    fireEvent.click(screen.getByRole('button', { name: /close/i }));
    expect(banner()).toBeNull();
    expect(window.localStorage.getItem('mdp.balanceSwitchBannerClosed')).toBe('true');
    document.body.innerHTML = '';
    setUp();
    expect(banner()).toBeNull();
  });

  it.each([
    ['on home', { path: '/home' }],
    ['for a user with none of the three flags', { user: { ...VIEWER, can_view: false } as User }],
  ])('not shown %s', (_, options) => {
    setUp(options);
    expect(banner()).toBeNull();
  });

  it('not shown in tour mode', () => {
    document.cookie = 'BALANCE_TOUR_MODE=true; path=/';
    setUp();
    expect(banner()).toBeNull();
    document.cookie = 'BALANCE_TOUR_MODE=; path=/; max-age=0';
  });
});
