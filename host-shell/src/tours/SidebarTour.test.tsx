import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { Business, User } from 'shared-contracts';
import { visibleMenu } from 'shared-contracts/rules';
import { fakeShellServices, renderWithShell } from '../testing/render-with-shell';
import { SidebarTour } from './SidebarTour';

jest.mock('shared-contracts/rules', () => ({ ...jest.requireActual('shared-contracts/rules'), visibleMenu: jest.fn() }));

/** The IP whitelist reminder put off (no date): the tour stands back while the reminder is due. */
const WHITELIST_PUT_OFF = { notify: 'setIpWhitelist', business_id: 'biz_tokoku', status: 'ACTIVE', remind_me: false } as const;
const TOUR = {
  user_id: 'usr_tour_tokoku',
  can_administer: true,
  mfa_type: 'phone_number',
  is_phone_number_verified: true,
  phone_number: '+6281234567014',
  instant_messaging_consent: { accepted: true, timestamp: '2026-05-01T00:00:00Z' },
  account_notifications: [WHITELIST_PUT_OFF],
} as unknown as User;
const TOKO_KU = { id: 'biz_tokoku', go_live_status: 'LIVE' } as Business;
const groups = (keys: string[]) => ({ status: 'ready', groups: keys.map((key) => ({ key, label: null, items: [] })) });

function setUp(user: User = TOUR, menuGroups = ['top', 'accept-payments', 'apps-partners', 'configuration']) {
  jest.mocked(visibleMenu).mockReturnValue(groups(menuGroups) as never);
  const { services } = fakeShellServices();
  const api = { updateAccountNotifications: jest.fn().mockResolvedValue(user) };
  const session = { user, business: TOKO_KU, site: { navigation: {} }, rereadUser: jest.fn().mockResolvedValue(user) };
  Object.assign(services.shell, { api, session, report: jest.fn() });
  renderWithShell(
    <>
      <button type="button">Before the tour</button>
      <SidebarTour />
    </>,
    services,
  );
  return { api, session };
}

const card = () => screen.findByRole('dialog', {}, { timeout: 5000 });

describe('the sidebar tour (spec 01 §4, §9)', () => {
  it('no entry: created ACTIVE, 4 steps, Done ends it INACTIVE and re-reads the user', async () => {
    const { api, session } = setUp();
    expect(await card()).toHaveTextContent('Step 1 of 4');
    expect(api.updateAccountNotifications).toHaveBeenCalledWith([{ notify: 'sidebarTour', status: 'ACTIVE', remind_me: false }]);
    expect(screen.getByRole('heading', { name: 'Your menu' })).toBeInTheDocument();
    for (const title of ['Accept payments', 'Apps and partners', 'Configuration']) {
      fireEvent.click(screen.getByRole('button', { name: 'Next' }));
      expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
    }
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('heading', { name: 'Apps and partners' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.updateAccountNotifications).toHaveBeenLastCalledWith([{ notify: 'sidebarTour', status: 'INACTIVE', remind_me: false }]);
    await waitFor(() => expect(session.rereadUser).toHaveBeenCalled());
  });

  it('3 steps without the apps section; Escape skips it (INACTIVE)', async () => {
    const { api } = setUp({ ...TOUR, account_notifications: [WHITELIST_PUT_OFF, { notify: 'sidebarTour', status: 'ACTIVE' }] }, ['top', 'accept-payments', 'configuration']);
    const dialog = await card();
    expect(dialog).toHaveTextContent('Step 1 of 3');
    expect(api.updateAccountNotifications).not.toHaveBeenCalled(); // the entry exists
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.updateAccountNotifications).toHaveBeenCalledWith([{ notify: 'sidebarTour', status: 'INACTIVE', remind_me: false }]);
  });

  it.each<[string, User]>([
    ['seen before (INACTIVE)', { ...TOUR, account_notifications: [WHITELIST_PUT_OFF, { notify: 'sidebarTour', status: 'INACTIVE', remind_me: false }] }],
    ['the phone reminder comes first', { ...TOUR, mfa_type: 'authenticator', is_phone_number_verified: false } as User],
    ['the consent comes first', { ...TOUR, instant_messaging_consent: null }],
  ])('not started: %s', async (_, user) => {
    const { api } = setUp(user);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.updateAccountNotifications).not.toHaveBeenCalled();
  });
});
