import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { GatewayError, type Business, type FeatureFlags, type User } from 'shared-contracts';
import type { MfaChallengeAnswer } from 'shared-contracts/areas/shell/mfa-login';
import { DEFAULT_DEPLOYMENT } from '../config/deployment';
import { renderWithShell } from '../testing/render-with-shell';
import type { ShellServices } from '../platform/shell-context';
import { SessionStore, type SessionStoreOptions } from '../session/session-store';

let router: typeof import('react-router');
let LoginVerificationPage: typeof import('./LoginVerificationPage').LoginVerificationPage;
beforeAll(async () => {
  router = await import('react-router');
  ({ LoginVerificationPage } = await import('./LoginVerificationPage'));
});

const user = { id: 'usr_otp_tokoku', email: 'otp@tokoku.test', preferred_language: 'en', can_view: true } as User;
const business = { id: 'biz_tokoku', name: 'Toko Ku', brand_name: 'MAIN', go_live_status: 'LIVE', country_of_operation: 'Indonesia' } as Business;
const signedIn = { user, business };

function challengeOf(mfaType: MfaChallengeAnswer['mfa_type']): MfaChallengeAnswer {
  return { mfa_required: true, mfa_token: 'challenge-secret-0123456789', mfa_type: mfaType, user_id: user.id, phone_number: '+62••••••••009', expires_in: 600 };
}

async function setUp(mfaType: MfaChallengeAnswer['mfa_type'] = 'phone_number', backupCodes = true) {
  const calls = {
    requestSmsLoginCode: jest.fn().mockResolvedValue(undefined),
    backupCodeExistence: jest.fn().mockResolvedValue({ exists: backupCodes }),
    authorizeSmsLogin: jest.fn().mockResolvedValue(signedIn),
    authorizeAuthenticatorLogin: jest.fn().mockResolvedValue(signedIn),
    authorizeBackupCode: jest.fn().mockResolvedValue(signedIn),
  };
  const api = {
    ...calls,
    signIn: jest.fn().mockResolvedValue(challengeOf(mfaType)),
    signInWithOneTimeToken: jest.fn(),
    logout: jest.fn(),
    restore: jest.fn(),
    authenticatedUserData: jest.fn().mockResolvedValue(signedIn),
    userBusinesses: jest.fn().mockResolvedValue([business]),
    businessSettings: jest.fn().mockResolvedValue({ can_view_disbursement: false, is_xen_platform: false }),
    featureFlags: jest.fn().mockResolvedValue({} as FeatureFlags),
    commonCompanyDetail: jest.fn().mockResolvedValue(null),
    balanceViewFlag: jest.fn().mockResolvedValue({ balance_view: false }),
    switchBusiness: jest.fn(),
    updateUser: jest.fn(),
  };
  const session = new SessionStore({
    api: api as unknown as SessionStoreOptions['api'],
    deployment: DEFAULT_DEPLOYMENT,
    queryClient: { clear: jest.fn(), resetQueries: jest.fn() },
    onLanguage: () => undefined,
  });
  await session.signInFlow.signIn({ email: user.email, password: 'Sandbox-2026' });
  const toasts = { show: jest.fn() };
  const shell = { api, session, toasts } as unknown as ShellServices;
  const { MemoryRouter, Route, Routes } = router;
  renderWithShell(
    <StrictMode>
      <MemoryRouter initialEntries={[{ pathname: '/login_verification', state: { from: '/settings' } }]}>
        <Routes>
          <Route path="/login_verification" element={<LoginVerificationPage />} />
          <Route path="/login" element={<h1>Login page</h1>} />
          <Route path="/settings" element={<h1>Settings page</h1>} />
        </Routes>
      </MemoryRouter>
    </StrictMode>,
    { shell },
  );
  return { api, session, toasts };
}

const firstCell = () => screen.getByRole('textbox', { name: /1 of 6/ });
const typeCode = (code: string) => fireEvent.paste(firstCell(), { clipboardData: { getData: () => code } });
const codeArea = () => screen.getByRole('group', { name: /Verification code/ });

beforeEach(() => window.localStorage.clear());
afterEach(() => jest.useRealTimers());

describe('/login_verification (spec 01 §2, §8, §9)', () => {
  it('without a waiting sign-in it is the login page', async () => {
    const { session } = await setUp();
    act(() => session.signInFlow.cancelSecondFactor());
    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeInTheDocument();
  });

  it('SMS: sends the code once on arrival, counts 30 s down before another, and the sixth digit signs in', async () => {
    jest.useFakeTimers({ now: Date.parse('2026-06-15T08:00:00Z') });
    const { api, toasts, session } = await setUp('phone_number');
    await act(async () => undefined);
    expect(api.requestSmsLoginCode).toHaveBeenCalledTimes(1);
    expect(api.requestSmsLoginCode).toHaveBeenCalledWith('challenge-secret-0123456789');
    expect(screen.getByText('We sent a 6-digit code by SMS to +62••••••••009. Enter it to finish logging in.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send a new code in 30 seconds' })).toBeDisabled();
    await act(async () => jest.advanceTimersByTime(29_000));
    expect(screen.getByRole('button', { name: 'Send a new code in 1 second' })).toBeDisabled();
    await act(async () => jest.advanceTimersByTime(1_000));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send a new code' })));
    expect(api.requestSmsLoginCode).toHaveBeenCalledTimes(2);
    expect(toasts.show).toHaveBeenCalledWith('We sent a new code.', 'success');
    expect(screen.getByRole('button', { name: 'Send a new code in 30 seconds' })).toBeDisabled();
    await act(async () => typeCode('123456'));
    expect(api.authorizeSmsLogin).toHaveBeenCalledWith('challenge-secret-0123456789', '123456');
    expect(session.status).toBe('signedIn');
    expect(screen.getByRole('heading', { name: 'Settings page' })).toBeInTheDocument();
  });

  it('a wrong code says so under the code and empties it; too many attempts say the wait and close the code until it passes', async () => {
    jest.useFakeTimers({ now: Date.parse('2026-06-15T08:00:00Z') });
    const { api } = await setUp('authenticator');
    api.authorizeAuthenticatorLogin
      .mockRejectedValueOnce(new GatewayError('OTP_TOKEN_NOT_VALID_ERROR', 'The code is not correct', 400))
      .mockRejectedValueOnce(new GatewayError('TOO_MANY_REQUESTS', 'Too many', 429, 900));
    await act(async () => typeCode('000000'));
    expect(codeArea()).toHaveTextContent('The code is not valid. Please check it and try again.');
    expect(firstCell()).toHaveValue('');
    expect(firstCell()).toHaveFocus();
    await act(async () => typeCode('111111'));
    expect(codeArea()).toHaveTextContent('Too many attempts. Please try again in 15 minutes.');
    expect(firstCell()).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Verify' })).toBeDisabled();
    await act(async () => jest.advanceTimersByTime(900_000));
    expect(firstCell()).toBeEnabled();
  });

  it('authenticator: no SMS, the app is named; a backup code instead, checked before it is sent', async () => {
    const { api, session } = await setUp('authenticator');
    expect(screen.getByText(/Open your authenticator app/)).toBeInTheDocument();
    fireEvent.click(await screen.findByRole('button', { name: 'Use a backup code instead' }));
    expect(api.requestSmsLoginCode).not.toHaveBeenCalled();
    const field = screen.getByRole('textbox', { name: /Backup code/ });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Verify' })));
    expect(screen.getByText('This field is required.')).toBeInTheDocument();
    fireEvent.change(field, { target: { value: 'abc' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Verify' })));
    expect(screen.getByText('A backup code has 8 letters or digits.')).toBeInTheDocument();
    expect(api.authorizeBackupCode).not.toHaveBeenCalled();
    fireEvent.change(field, { target: { value: 'P2V9-D4K7' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Verify' })));
    await waitFor(() => expect(session.status).toBe('signedIn'));
    expect(api.authorizeBackupCode).toHaveBeenCalledWith('challenge-secret-0123456789', 'p2v9d4k7');
  });

  it('a used backup code is refused in the form; no backup codes left: no link to them', async () => {
    const first = await setUp('authenticator');
    first.api.authorizeBackupCode.mockRejectedValue(new GatewayError('OTP_TOKEN_NOT_VALID_ERROR', 'used', 400));
    fireEvent.click(await screen.findByRole('button', { name: 'Use a backup code instead' }));
    fireEvent.change(screen.getByRole('textbox', { name: /Backup code/ }), { target: { value: 'p2v9d4k7' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Verify' })));
    expect(screen.getByRole('alert')).toHaveTextContent('The code is not valid.');
    document.body.innerHTML = '';
    await setUp('authenticator', false);
    await act(async () => undefined);
    expect(screen.queryByRole('button', { name: 'Use a backup code instead' })).not.toBeInTheDocument();
  });

  it('an expired sign-in says so and leads back to the login page', async () => {
    const { api, session } = await setUp('authenticator');
    api.authorizeAuthenticatorLogin.mockRejectedValue(new GatewayError('AUTHORIZATION_TOKEN_ERROR', 'expired', 401));
    await act(async () => typeCode('123456'));
    expect(screen.getByRole('alert')).toHaveTextContent('This login has expired. Log in again with your email and password.');
    fireEvent.click(screen.getByRole('link', { name: 'Log in again' }));
    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeInTheDocument();
    expect(session.signInFlow.challenge).toBeNull();
  });

  it('an SMS refused as too soon keeps the code open and counts the wait down', async () => {
    jest.useFakeTimers({ now: Date.parse('2026-06-15T08:00:00Z') });
    const { api } = await setUp('phone_number');
    expect(api.requestSmsLoginCode).toHaveBeenCalledTimes(1);
    api.requestSmsLoginCode.mockRejectedValueOnce(new GatewayError('TOO_MANY_REQUESTS', 'Too many', 429, 20));
    await act(async () => jest.advanceTimersByTime(30_000));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send a new code' })));
    expect(screen.getByRole('alert')).toHaveTextContent('Too many attempts. Please try again in 1 minute.');
    expect(screen.getByRole('button', { name: 'Send a new code in 20 seconds' })).toBeDisabled();
    expect(firstCell()).toBeEnabled();
  });
});
