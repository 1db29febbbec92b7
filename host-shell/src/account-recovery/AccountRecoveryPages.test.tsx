import { fireEvent, screen, waitFor } from '@testing-library/react';
import { GatewayError } from 'shared-contracts';
import { renderRoutesAt } from '../testing/render-at';
import { fakeShellServices } from '../testing/render-with-shell';

let router: typeof import('react-router');
let pages: typeof import('../logged-out/pages');
beforeAll(async () => {
  router = await import('react-router');
  pages = await import('../logged-out/pages');
});

function recoveryServices() {
  const { services } = fakeShellServices();
  const api = {
    forgotPassword: jest.fn().mockResolvedValue({ link_expires_in: 3600 }),
    changePasswordLink: jest.fn().mockResolvedValue({ email: 'viewer@tokoku.test', expires_at: '2026-06-15T09:00:00.000Z' }),
    changePassword: jest.fn().mockResolvedValue(undefined),
    unlockUser: jest.fn().mockResolvedValue(undefined),
  };
  Object.assign(services.shell, { api, session: { status: 'signedOut' } });
  return { services, api };
}

function at(path: string, services: ReturnType<typeof recoveryServices>['services'], language: 'en' | 'id' = 'en') {
  const { Route, useLocation } = router;
  function Login() {
    const state = (useLocation().state ?? {}) as { reason?: string };
    return <h1>Login {state.reason}</h1>;
  }
  renderRoutesAt(
    router,
    path,
    <>
      <Route path="/forgot_password" element={<pages.ForgotPasswordPage />} />
      <Route path="/change_password/:changePasswordToken" element={<pages.ChangePasswordPage />} />
      <Route path="/unlock_user/:token" element={<pages.UnlockUserPage />} />
      <Route path="/login" element={<Login />} />
    </>,
    services,
    language,
  );
}

/** A field by the start of its label (the label ends with the required asterisk). */
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(new RegExp(`^${label}`)), { target: { value } });

describe('/forgot_password', () => {
  it('says the same whatever the email, with the link’s lifetime', async () => {
    const { services, api } = recoveryServices();
    at('/forgot_password', services);
    type('Email', ' nobody@tokoku.test ');
    fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeInTheDocument();
    expect(api.forgotPassword).toHaveBeenCalledWith('nobody@tokoku.test');
    expect(screen.getByRole('status')).toHaveTextContent('If nobody@tokoku.test has an account, we sent it a link to set a new password. The link works once, for 60 minutes.');
  });

  it('shows the wait when the limit is reached', async () => {
    const { services, api } = recoveryServices();
    api.forgotPassword.mockRejectedValue(new GatewayError('TOO_MANY_REQUESTS', 'slow', 429, 3000));
    at('/forgot_password', services, 'id');
    type('Email', 'owner@tokoku.test');
    fireEvent.click(screen.getByRole('button', { name: 'Kirim tautan' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('50');
  });
});

describe('/change_password/{token}', () => {
  it('checks the link, then sets the password and goes to log in with the notice', async () => {
    const { services, api } = recoveryServices();
    at('/change_password/reset-token-abcdefghijkl', services);
    expect(await screen.findByText('For viewer@tokoku.test.')).toBeInTheDocument();
    type('New password', 'Recovered-2026');
    type('Confirm new password', 'Recovered-2027');
    fireEvent.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(await screen.findByText('The two passwords are not the same.')).toBeInTheDocument();
    expect(api.changePassword).not.toHaveBeenCalled();
    type('Confirm new password', 'Recovered-2026');
    fireEvent.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(await screen.findByRole('heading', { name: 'Login passwordChanged' })).toBeInTheDocument();
    expect(api.changePassword).toHaveBeenCalledWith({ token: 'reset-token-abcdefghijkl', password: 'Recovered-2026' });
  });

  it('a spent link is a clear page with a way to a new one; a failed read offers a retry', async () => {
    const { services, api } = recoveryServices();
    api.changePasswordLink.mockRejectedValueOnce(new GatewayError('AUTHORIZATION_TOKEN_ERROR', 'spent', 400));
    at('/change_password/reset-token-abcdefghijkl', services);
    expect(await screen.findByRole('heading', { name: 'This link does not work any more' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/forgot_password');
  });

  it('a read that fails for another reason can be tried again', async () => {
    const { services, api } = recoveryServices();
    api.changePasswordLink.mockRejectedValueOnce(new GatewayError('SERVER_ERROR', 'down', 503));
    at('/change_password/reset-token-abcdefghijkl', services);
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('For viewer@tokoku.test.')).toBeInTheDocument();
  });

  it('the password the account has is refused by the gateway: the form says so and stays', async () => {
    const { services, api } = recoveryServices();
    api.changePassword.mockRejectedValue(new GatewayError('PASSWORD_ALREADY_BEEN_USED_ERROR', 'used', 400));
    at('/change_password/reset-token-abcdefghijkl', services);
    await screen.findByText('For viewer@tokoku.test.');
    type('New password', 'Sandbox-2026');
    type('Confirm new password', 'Sandbox-2026');
    fireEvent.click(screen.getByRole('button', { name: 'Save new password' }));
    await waitFor(() => expect(screen.getByRole('alert')).toBeInTheDocument());
    expect(screen.getByRole('heading', { name: 'Set a new password' })).toBeInTheDocument();
  });
});

describe('/unlock_user/{token}', () => {
  it('unlocks once', async () => {
    const { services, api } = recoveryServices();
    at('/unlock_user/unlock-token-abcdefghijkl', services);
    expect(await screen.findByRole('heading', { name: 'Your account is unlocked' })).toBeInTheDocument();
    expect(api.unlockUser).toHaveBeenCalledTimes(1);
  });

  it('a spent link says so, in Indonesian too', async () => {
    const { services, api } = recoveryServices();
    api.unlockUser.mockRejectedValue(new GatewayError('AUTHORIZATION_TOKEN_ERROR', 'spent', 400));
    at('/unlock_user/unlock-token-abcdefghijkl', services, 'id');
    expect(await screen.findByRole('heading', { name: 'Tautan buka kunci ini tidak berfungsi' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Minta tautan baru' })).toHaveAttribute('href', '/forgot_password');
  });
});
