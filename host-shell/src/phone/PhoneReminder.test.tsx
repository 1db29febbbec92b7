import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { User } from 'shared-contracts';
import { fakeShellServices, renderWithShell } from '../testing/render-with-shell';
import { PhoneReminder } from './PhoneReminder';

const NOW = Date.parse('2026-06-15T08:00:00Z');
const AUTHN = {
  user_id: 'usr_authn_tokoku',
  mfa_type: 'authenticator',
  is_phone_number_verified: false,
  phone_number: '+6281234567006',
  account_notifications: [{ notify: 'verifyPhoneNumber', status: 'ACTIVE', remind_me: '2026-06-14T08:00:00.000Z' }],
} as User;

function reminderServices(user: User) {
  const { services } = fakeShellServices();
  const api = { updateAccountNotifications: jest.fn().mockResolvedValue({}) };
  const session = { user, rereadUser: jest.fn().mockResolvedValue(user) };
  Object.assign(services.shell, { api, session, report: jest.fn() });
  return { services, api, session };
}

beforeEach(() => jest.spyOn(Date, 'now').mockReturnValue(NOW));
afterEach(() => jest.restoreAllMocks());

it('due: shows the reminder, writes ACTIVE with a remind date 7 days ahead and re-reads the user; Verify now opens the verification', async () => {
  const { services, api, session } = reminderServices(AUTHN);
  renderWithShell(<PhoneReminder />, services);
  // The first lazy chunk of the file takes a while to load in jsdom.
  expect(await screen.findByRole('dialog', { name: 'Verify your phone number' }, { timeout: 5000 })).toHaveTextContent('authenticator app');
  expect(api.updateAccountNotifications).toHaveBeenCalledWith([
    { notify: 'verifyPhoneNumber', status: 'ACTIVE', remind_me: '2026-06-22T08:00:00.000Z' },
  ]);
  await waitFor(() => expect(session.rereadUser).toHaveBeenCalled());
  fireEvent.click(screen.getByRole('button', { name: 'Verify now' }));
  expect(await screen.findByRole('textbox', { name: /Mobile number/ }, { timeout: 5000 })).toHaveValue('+6281234567006');
});

it('Later puts it away', async () => {
  const { services } = reminderServices(AUTHN);
  renderWithShell(<PhoneReminder />, services);
  fireEvent.click(await screen.findByRole('button', { name: 'Later' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
});

it('not due (remind date ahead, or an SMS user): nothing shows and nothing is written', async () => {
  const ahead = { ...AUTHN, account_notifications: [{ notify: 'verifyPhoneNumber', status: 'ACTIVE', remind_me: '2026-06-20T08:00:00.000Z' }] } as User;
  for (const user of [ahead, { ...AUTHN, mfa_type: 'phone_number' } as User]) {
    const { services, api } = reminderServices(user);
    const { unmount } = renderWithShell(<PhoneReminder />, services);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.updateAccountNotifications).not.toHaveBeenCalled();
    unmount();
  }
});
