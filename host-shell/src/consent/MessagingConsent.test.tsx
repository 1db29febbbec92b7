import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { GatewayError, type Business, type User } from 'shared-contracts';
import { fakeShellServices, renderWithShell } from '../testing/render-with-shell';
import { MessagingConsent } from './MessagingConsent';

const NOW = Date.parse('2026-06-15T08:00:00Z');
const CONSENT = {
  user_id: 'usr_consent_tokoku',
  mfa_type: 'phone_number',
  is_phone_number_verified: true,
  phone_number: '+6281234567011',
  instant_messaging_consent: null,
  account_notifications: [],
} as unknown as User;
const LIVE = { id: 'biz_tokoku', go_live_status: 'LIVE' } as Business;

function consentServices(user: User, business: Business = LIVE) {
  const { services, toasts } = fakeShellServices();
  const api = { recordImConsent: jest.fn().mockResolvedValue(user) };
  const session = { user, business, rereadUser: jest.fn().mockResolvedValue(user) };
  Object.assign(services.shell, { api, session, report: jest.fn() });
  return { services, api, session, toasts };
}

beforeEach(() => jest.spyOn(Date, 'now').mockReturnValue(NOW));
afterEach(() => jest.restoreAllMocks());

it.each([
  ['Allow', true],
  ['Not now', false],
])('%s records accepted %s with the current time and re-reads the user', async (button, accepted) => {
  const { services, api, session } = consentServices(CONSENT);
  renderWithShell(<MessagingConsent />, services);
  const dialog = await screen.findByRole('dialog', { name: 'Get updates by instant message' }, { timeout: 5000 });
  expect(dialog).toHaveTextContent('+6281234567011');
  fireEvent.click(screen.getByRole('button', { name: button }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(api.recordImConsent).toHaveBeenCalledWith({ accepted, timestamp: expect.any(String) });
  expect(Date.parse(api.recordImConsent.mock.calls[0][0].timestamp)).toBeGreaterThan(0);
  expect(session.rereadUser).toHaveBeenCalled();
});

it('a failed save says so and closes (asked again at the next sign-in)', async () => {
  const { services, api, toasts } = consentServices(CONSENT);
  api.recordImConsent.mockRejectedValue(new GatewayError('SERVER_ERROR', 'down', 503));
  renderWithShell(<MessagingConsent />, services);
  fireEvent.click(await screen.findByRole('button', { name: 'Allow' }, { timeout: 5000 }));
  await waitFor(() => expect(toasts.show).toHaveBeenCalledWith('Your answer could not be saved. We will ask again next time.', 'error'));
  expect(screen.queryByRole('dialog')).toBeNull();
});

it.each<[string, User, Business]>([
  ['consent recorded', { ...CONSENT, instant_messaging_consent: { accepted: true, timestamp: '2026-01-01T00:00:00Z' } }, LIVE],
  ['no phone', { ...CONSENT, phone_number: null }, LIVE],
  ['an early account state', CONSENT, { ...LIVE, go_live_status: 'AWAITING_DOCS' }],
  [
    'the phone reminder is due in this sign-in (one prompt at a time)',
    { ...CONSENT, mfa_type: 'authenticator', is_phone_number_verified: false } as User,
    LIVE,
  ],
])('not shown: %s', async (_, user, business) => {
  const { services } = consentServices(user, business);
  renderWithShell(<MessagingConsent />, services);
  await act(async () => new Promise((resolve) => setTimeout(resolve, 100)));
  expect(screen.queryByRole('dialog')).toBeNull();
});
