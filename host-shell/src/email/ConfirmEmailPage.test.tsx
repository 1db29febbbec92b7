import { fireEvent, screen, waitFor } from '@testing-library/react';
import { GatewayError, type User } from 'shared-contracts';
import { renderRoutesAt } from '../testing/render-at';
import { fakeShellServices } from '../testing/render-with-shell';

let router: typeof import('react-router');
let ConfirmEmailPage: typeof import('./ConfirmEmailPage').ConfirmEmailPage;
let ConfirmEmailLinkPage: typeof import('./ConfirmEmailLinkPage').ConfirmEmailLinkPage;
beforeAll(async () => {
  router = await import('react-router');
  ({ ConfirmEmailPage } = await import('./ConfirmEmailPage'));
  ({ ConfirmEmailLinkPage } = await import('./ConfirmEmailLinkPage'));
});

const PENDING = { user_id: 'usr_pending_tokoku', email: 'pending@tokoku.test', email_verification_status: 'PENDING' } as User;

function emailServices(user: User | null, flag = true) {
  const { services } = fakeShellServices();
  const api = { resendEmailVerification: jest.fn().mockResolvedValue(undefined), confirmEmail: jest.fn().mockResolvedValue(undefined) };
  const session = {
    status: user ? 'signedIn' : 'signedOut',
    user,
    featureFlags: { dashboard_email_verification: flag },
    rereadUser: jest.fn().mockResolvedValue(user),
    signOut: jest.fn(),
  };
  Object.assign(services.shell, { api, session });
  return { services, api, session };
}

function at(path: string, services: ReturnType<typeof emailServices>['services']) {
  const { Route } = router;
  renderRoutesAt(
    router,
    path,
    <>
      <Route path="/confirm_email" element={<ConfirmEmailPage />} />
      <Route path="/confirm_email/:confirmEmailToken" element={<ConfirmEmailLinkPage />} />
      <Route path="/" element={<h1>Dashboard</h1>} />
      <Route path="/login" element={<h1>Login</h1>} />
    </>,
    services,
  );
}

describe('/confirm_email (spec 01 §2)', () => {
  it('a PENDING user can have the email sent again; a refusal shows the wait', async () => {
    const { services, api } = emailServices(PENDING);
    at('/confirm_email', services);
    expect(screen.getByRole('heading', { name: 'Confirm your email address' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Send the email again' }));
    expect(await screen.findByText('We sent the email to pending@tokoku.test again. Check your inbox.')).toBeInTheDocument();
    api.resendEmailVerification.mockRejectedValue(new GatewayError('TOO_MANY_REQUESTS', 'slow', 429, 20));
    fireEvent.click(screen.getByRole('button', { name: 'Send the email again' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please try again in 1 minute.');
  });

  it.each([
    ['a verified user', { ...PENDING, email_verification_status: 'VERIFIED' } as User, true, 'Dashboard'],
    ['the flag off', PENDING, false, 'Dashboard'],
    ['nobody signed in', null, true, 'Login'],
  ])('%s is sent on', async (_name, user, flag, heading) => {
    const { services } = emailServices(user, flag);
    at('/confirm_email', services);
    expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();
  });

  it('the link confirms once and re-reads a signed-in user', async () => {
    const { services, api, session } = emailServices(PENDING);
    at('/confirm_email/tok_abcdefghijklmnop', services);
    expect(await screen.findByRole('heading', { name: 'Email address confirmed' })).toBeInTheDocument();
    expect(api.confirmEmail).toHaveBeenCalledTimes(1);
    expect(api.confirmEmail).toHaveBeenCalledWith('tok_abcdefghijklmnop');
    expect(session.rereadUser).toHaveBeenCalled();
    expect(screen.getByRole('link', { name: 'Go to the dashboard' })).toHaveAttribute('href', '/');
  });

  it('a link that does not work says why, and offers a new one', async () => {
    const { services, api } = emailServices(PENDING);
    api.confirmEmail.mockRejectedValue(new GatewayError('AUTHORIZATION_TOKEN_ERROR', 'spent', 400));
    at('/confirm_email/tok_abcdefghijklmnop', services);
    expect(await screen.findByRole('alert')).toHaveTextContent('The authorisation has expired.');
    await waitFor(() => expect(screen.getByRole('link', { name: 'Send a new link' })).toHaveAttribute('href', '/confirm_email'));
  });
});
