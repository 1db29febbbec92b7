import { fireEvent, screen, waitFor } from '@testing-library/react';
import { GatewayError, type Business, type User } from 'shared-contracts';
import { fakeShellServices, renderWithShell } from '../testing/render-with-shell';

let router: typeof import('react-router');
let IpWhitelistReminder: typeof import('./IpWhitelistReminder').IpWhitelistReminder;
beforeAll(async () => {
  router = await import('react-router');
  ({ IpWhitelistReminder } = await import('./IpWhitelistReminder'));
});

const NOW = Date.parse('2026-06-15T08:00:00Z');
const SECURITY = {
  user_id: 'usr_security_tokoku',
  can_administer: true,
  mfa_type: 'phone_number',
  is_phone_number_verified: true,
  phone_number: '+6281234567012',
  instant_messaging_consent: { accepted: true, timestamp: '2026-05-01T00:00:00Z' },
  account_notifications: [{ notify: 'setIpWhitelist', business_id: 'biz_tokoku', status: 'ACTIVE', remind_me: '2026-06-14T08:00:00.000Z' }],
} as User;
const TOKO_KU = { id: 'biz_tokoku', brand_name: 'MAIN', go_live_status: 'LIVE' } as Business;

function setUp({ user = SECURITY, keys = [{ environment: 'PRODUCTION' }], cidr = [] as string[], fails = false } = {}) {
  const { services, toasts } = fakeShellServices();
  const api = {
    secretApiCredentials: jest.fn().mockResolvedValue({ data: keys }),
    apiSettings: fails ? jest.fn().mockRejectedValue(new GatewayError('SERVER_ERROR', 'down', 503)) : jest.fn().mockResolvedValue({ cidr_whitelist: cidr }),
    updateAccountNotifications: jest.fn().mockResolvedValue({}),
    sendIpWhitelistReminderEmail: jest.fn().mockResolvedValue(undefined),
  };
  const session = { user, business: TOKO_KU, rereadUser: jest.fn().mockResolvedValue(user) };
  Object.assign(services.shell, { api, session, report: jest.fn() });
  const { MemoryRouter, Route, Routes } = router;
  renderWithShell(
    <MemoryRouter initialEntries={['/home']}>
      <Routes>
        <Route path="/home" element={<IpWhitelistReminder />} />
        <Route path="/settings/developers" element={<h1>Developers settings</h1>} />
      </Routes>
    </MemoryRouter>,
    services,
  );
  return { api, session, toasts };
}

const dialog = () => screen.findByRole('dialog', { name: 'Protect your live API keys' }, { timeout: 5000 });

beforeEach(() => {
  window.localStorage.clear();
  jest.spyOn(Date, 'now').mockReturnValue(NOW);
});
afterEach(() => jest.restoreAllMocks());

describe('the IP whitelist reminder (spec 01 §4)', () => {
  it('due, a production key, no whitelist: shown once per business on this browser; Remind me later is a month ahead and an email', async () => {
    const { api, session, toasts } = setUp();
    await dialog();
    expect(api.secretApiCredentials).toHaveBeenCalledWith('MAIN');
    expect(JSON.parse(window.localStorage.getItem('mdp.ipWhitelistReminded')!)).toEqual(['biz_tokoku']);
    fireEvent.click(screen.getByRole('button', { name: 'Remind me later' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.updateAccountNotifications).toHaveBeenCalledWith([
      { notify: 'setIpWhitelist', business_id: 'biz_tokoku', status: 'ACTIVE', remind_me: '2026-07-15T08:00:00.000Z' },
    ]);
    expect(api.sendIpWhitelistReminderEmail).toHaveBeenCalledWith('biz_tokoku');
    expect(session.rereadUser).toHaveBeenCalled();
    expect(toasts.show).toHaveBeenCalledWith('We will remind you in a month, and we sent you an email about it.', 'info');
    document.body.innerHTML = '';
    const again = setUp();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(again.api.secretApiCredentials).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('Agree and set opens the developers settings', async () => {
    setUp();
    await dialog();
    fireEvent.click(screen.getByRole('button', { name: 'Agree and set' }));
    expect(await screen.findByRole('heading', { name: 'Developers settings' })).toBeInTheDocument();
  });

  it.each([
    ['a whitelist is set', { cidr: ['203.0.113.0/24'] }],
    ['no production key', { keys: [{ environment: 'DEVELOPMENT' }] }],
  ])('not shown when %s, and this browser does not check that business again (the tours are not held back)', async (_, options) => {
    const { api } = setUp(options);
    await waitFor(() => expect(api.apiSettings).toHaveBeenCalled());
    await waitFor(() => expect(JSON.parse(window.localStorage.getItem('mdp.ipWhitelistReminded') ?? '[]')).toEqual(['biz_tokoku']));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('due with no entry yet (never reminded): shown, and Remind me later creates the entry a month ahead', async () => {
    const { api } = setUp({ user: { ...SECURITY, account_notifications: [] } });
    await dialog();
    fireEvent.click(screen.getByRole('button', { name: 'Remind me later' }));
    await waitFor(() => expect(api.updateAccountNotifications).toHaveBeenCalledWith([
      { notify: 'setIpWhitelist', business_id: 'biz_tokoku', status: 'ACTIVE', remind_me: '2026-07-15T08:00:00.000Z' },
    ]));
  });

  it('not due (its date is ahead): no call at all', async () => {
    const { api } = setUp({ user: { ...SECURITY, account_notifications: [{ notify: 'setIpWhitelist', business_id: 'biz_tokoku', status: 'ACTIVE', remind_me: '2026-06-16T08:00:00.000Z' }] } as User });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.secretApiCredentials).not.toHaveBeenCalled();
  });

  it('a failed check says so (ipWhitelistReminderError)', async () => {
    const { toasts } = setUp({ fails: true });
    await waitFor(() => expect(toasts.show).toHaveBeenCalledWith('We could not check your IP whitelist settings. Please try again later.', 'error'));
  });
});
