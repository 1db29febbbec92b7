import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { Business, User } from 'shared-contracts';
import { visibleMenu } from 'shared-contracts/rules';
import { fakeShellServices, renderWithShell } from '../testing/render-with-shell';
import { PaymentLinkTour } from './PaymentLinkTour';

jest.mock('shared-contracts/rules', () => ({ ...jest.requireActual('shared-contracts/rules'), visibleMenu: jest.fn() }));

const DAY = 86_400_000;
const PAYLINK = {
  user_id: 'usr_paylink_warungbaru',
  can_administer: true,
  mfa_type: 'phone_number',
  is_phone_number_verified: false,
  phone_number: null,
  instant_messaging_consent: null,
  account_notifications: [{ notify: 'sidebarTour', status: 'INACTIVE', remind_me: false }],
} as unknown as User;
const warungBaru = (createdDaysAgo: number) =>
  ({ id: 'biz_warungbaru', go_live_status: 'AWAITING_DOCS', created: new Date(Date.now() - createdDaysAgo * DAY).toISOString() }) as Business;
const entry = (key: string) => ({ kind: 'entry', key, path: `/${key}`, label: key, gate: { audience: 'everyone' } });
const menuOf = (keys: string[]) => ({ status: 'ready', groups: [{ key: 'payment-links', label: null, items: keys.map(entry) }] });

function setUp(user: User = PAYLINK, business = warungBaru(0), menuKeys = ['payment-links', 'payment-recurring']) {
  jest.mocked(visibleMenu).mockReturnValue(menuOf(menuKeys) as never);
  const { services } = fakeShellServices();
  const api = { updateAccountNotifications: jest.fn().mockResolvedValue(user) };
  const session = { user, business, site: { navigation: {} }, rereadUser: jest.fn().mockResolvedValue(user) };
  Object.assign(services.shell, { api, session, report: jest.fn() });
  renderWithShell(
    <>
      <button type="button">Before the tour</button>
      <PaymentLinkTour />
    </>,
    services,
  );
  return { api, session };
}

const card = () => screen.findByRole('dialog', {}, { timeout: 5000 });
const ENDED = [{ notify: 'paymentLinkTour', status: 'INACTIVE', remind_me: false }];

describe('the payment-link tour (spec 01 §4)', () => {
  it('no entry, a business created today: created ACTIVE, 2 steps, Done ends it INACTIVE and re-reads the user', async () => {
    const { api, session } = setUp();
    expect(await card()).toHaveTextContent('Step 1 of 2');
    expect(api.updateAccountNotifications).toHaveBeenCalledWith([{ notify: 'paymentLinkTour', status: 'ACTIVE', remind_me: false }]);
    expect(screen.getByRole('heading', { name: 'Get paid with a link' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('heading', { name: 'Recurring payment links' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.updateAccountNotifications).toHaveBeenLastCalledWith(ENDED);
    await waitFor(() => expect(session.rereadUser).toHaveBeenCalled());
  });

  it('ACTIVE: starts without writing; Escape ends it INACTIVE', async () => {
    const { api } = setUp({ ...PAYLINK, account_notifications: [...PAYLINK.account_notifications, { notify: 'paymentLinkTour', status: 'ACTIVE' }] });
    const dialog = await card();
    expect(api.updateAccountNotifications).not.toHaveBeenCalled();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.updateAccountNotifications).toHaveBeenCalledWith(ENDED);
  });

  it('Skip tour ends it INACTIVE; one step when only the payment links are in the menu', async () => {
    const { api } = setUp(PAYLINK, warungBaru(3), ['payment-links']);
    expect(await card()).toHaveTextContent('Step 1 of 1');
    fireEvent.click(screen.getByRole('button', { name: 'Skip tour' }));
    await waitFor(() => expect(api.updateAccountNotifications).toHaveBeenLastCalledWith(ENDED));
  });

  it.each<[string, User, Business, string[]]>([
    ['ended before (INACTIVE)', { ...PAYLINK, account_notifications: [...PAYLINK.account_notifications, ...ENDED] } as User, warungBaru(0), ['payment-links']],
    ['a business created 31 days ago', PAYLINK, warungBaru(31), ['payment-links']],
    ['no payment links in the menu', PAYLINK, warungBaru(0), []],
    ['the sidebar tour comes first', { ...PAYLINK, account_notifications: [] }, warungBaru(0), ['payment-links']],
    ['the phone reminder comes first', { ...PAYLINK, mfa_type: 'authenticator' } as User, warungBaru(0), ['payment-links']],
  ])('not started: %s', async (_, user, business, menuKeys) => {
    const { api } = setUp(user, business, menuKeys);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.updateAccountNotifications).not.toHaveBeenCalled();
  });
});
