import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { GatewayError } from 'shared-contracts';
import { DEFAULT_DEPLOYMENT } from '../config/deployment';
import { renderRoutesAt } from '../testing/render-at';
import { fakeShellServices } from '../testing/render-with-shell';

let router: typeof import('react-router');
let pages: typeof import('../logged-out/pages');
beforeAll(async () => {
  router = await import('react-router');
  pages = await import('../logged-out/pages');
});

function registerServices() {
  const { services } = fakeShellServices();
  const api = { register: jest.fn().mockResolvedValue({ link_expires_in: 86_400 }) };
  Object.assign(services.shell, { api, session: { status: 'signedOut' }, deployment: DEFAULT_DEPLOYMENT });
  return { services, api };
}

function at(path: string, services: ReturnType<typeof registerServices>['services'], language: 'en' | 'id' = 'en') {
  const { Route, useLocation } = router;
  function Login() {
    const state = (useLocation().state ?? {}) as { from?: string };
    return <h1>Login {state.from}</h1>;
  }
  renderRoutesAt(
    router,
    path,
    <>
      <Route path="/register/:step" element={<pages.RegisterPage />} />
      <Route path="/login" element={<Login />} />
    </>,
    services,
    language,
  );
}

/** A field by the start of its label (the label ends with the required asterisk). */
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(new RegExp(`^${label}`)), { target: { value } });
const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

function fillAccount() {
  type('Full name', ' Sari Wulandari ');
  type('Email', ' founder@kopikita.test ');
  type('New password', 'Signup-2026');
  type('Confirm new password', 'Signup-2026');
  fireEvent.click(screen.getByRole('checkbox', { name: /I agree to the Terms/ }));
  click('Continue');
}

describe('/register/{step}', () => {
  it("links the agreement to the brand's terms and privacy policy, each in a new tab", () => {
    const { services } = registerServices();
    Object.assign(services.shell, { deployment: { ...DEFAULT_DEPLOYMENT, links: { ...DEFAULT_DEPLOYMENT.links, terms: 'https://acme.test/terms', privacy: 'https://acme.test/privacy' } } });
    at('/register/1', services);
    const terms = screen.getByRole('link', { name: 'Terms and Conditions (opens in a new tab)' });
    expect(terms).toHaveAttribute('href', 'https://acme.test/terms');
    expect(terms).toHaveAttribute('target', '_blank');
    expect(terms).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: 'Privacy Policy (opens in a new tab)' })).toHaveAttribute('href', 'https://acme.test/privacy');
    expect(screen.getByRole('checkbox', { name: /^I agree to the Terms and Conditions .* and the Privacy Policy/ })).not.toBeChecked();
  });

  it('step 1 shows the spec’s messages for every field, the password rule and the agreement', async () => {
    const { services } = registerServices();
    at('/register/1', services);
    expect(screen.getByRole('heading', { level: 1, name: 'Create your account' })).toBeInTheDocument();
    expect(screen.getByText('Step 1 of 2')).toBeInTheDocument();
    type('Full name', 'R2-D2');
    type('Email', 'not-an-email');
    type('New password', 'short');
    type('Confirm new password', 'other');
    click('Continue');
    expect(await screen.findByText('Use letters only, with spaces, dots, apostrophes or hyphens.')).toBeInTheDocument();
    expect(screen.getByText('Enter a valid email address.')).toBeInTheDocument();
    expect(screen.getByText('Use at least 8 characters with a letter and a digit.')).toBeInTheDocument();
    expect(screen.getByText('The two passwords are not the same.')).toBeInTheDocument();
    expect(screen.getByText('Agree to the terms to create an account.')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /I agree/ })).toHaveAttribute('aria-invalid', 'true');
    expect(window.location.pathname).toBe('/register/1');
  });

  it('walks both steps, sends one request with the brand and language, then says to check the email', async () => {
    const { services, api } = registerServices();
    at('/register/1', services);
    fillAccount();
    expect(await screen.findByRole('heading', { level: 2, name: 'About your business' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/register/2');
    click('Create account');
    expect(await screen.findAllByText('This field is required.')).toHaveLength(3); // business name, type, mobile number
    type('Business name', '<Kopi>');
    type('Mobile number', '081234');
    click('Create account');
    expect(await screen.findByText(/Start with a letter or a digit/)).toBeInTheDocument();
    expect(screen.getByText('The number must not start with 0: use the country code.')).toBeInTheDocument();
    type('Business name', 'Kopi Kita ');
    fireEvent.click(screen.getByRole('radio', { name: 'Philippines' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Company' }));
    type('Mobile number', '+639171234567');
    click('Create account');
    expect(await screen.findByRole('heading', { level: 1, name: 'Check your email' })).toBeInTheDocument();
    expect(api.register).toHaveBeenCalledWith({
      email: 'founder@kopikita.test', password: 'Signup-2026', full_name: 'Sari Wulandari', business_name: 'Kopi Kita',
      country_of_operation: 'Philippines', business_type: 'COMPANY', phone_number: '+639171234567', terms_accepted: true,
      preferred_language: 'en', brand: 'MAIN',
    });
    expect(screen.getByRole('status')).toHaveTextContent('If founder@kopikita.test is new to us');
    expect(screen.getByRole('status')).toHaveTextContent('The link works for 24 hours.');
    fireEvent.click(screen.getByRole('link', { name: 'Log in' }));
    expect(await screen.findByRole('heading', { name: 'Login /activation' })).toBeInTheDocument();
  });

  it('Back keeps what was typed; a refused sign-up says why, in Indonesian', async () => {
    const { services, api } = registerServices();
    api.register.mockRejectedValue(new GatewayError('TOO_MANY_REQUESTS', 'slow', 429, 120));
    at('/register/1', services, 'id');
    type('Nama lengkap', 'Sari Wulandari');
    type('Email', 'founder@kopikita.test');
    type('Kata sandi baru', 'Signup-2026');
    type('Konfirmasi kata sandi baru', 'Signup-2026');
    fireEvent.click(screen.getByRole('checkbox', { name: /Saya menyetujui/ }));
    click('Lanjutkan');
    expect(await screen.findByText('Langkah 2 dari 2')).toBeInTheDocument();
    type('Nama bisnis', 'Kopi Kita');
    fireEvent.click(screen.getByRole('radio', { name: 'Perorangan atau usaha perseorangan' }));
    type('Nomor ponsel', '+6281299990001');
    click('Kembali');
    expect(await screen.findByText('Langkah 1 dari 2')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Nama lengkap/)).toHaveValue('Sari Wulandari');
    click('Lanjutkan');
    expect(await screen.findByLabelText(/^Nama bisnis/)).toHaveValue('Kopi Kita');
    click('Buat akun');
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(api.register).toHaveBeenCalledWith(expect.objectContaining({ preferred_language: 'id', business_type: 'INDIVIDUAL', country_of_operation: 'Indonesia' }));
    expect(window.location.pathname).toBe('/register/2');
  });

  it('the browser’s Back from step 3 does not send again without the password: step 1 asks it', async () => {
    const { services, api } = registerServices();
    at('/register/1', services);
    fillAccount();
    type('Business name', 'Kopi Kita');
    fireEvent.click(await screen.findByRole('radio', { name: 'Company' }));
    type('Mobile number', '+6281299990001');
    click('Create account');
    expect(await screen.findByRole('heading', { level: 1, name: 'Check your email' })).toBeInTheDocument();
    act(() => window.history.back());
    expect(await screen.findByRole('heading', { level: 2, name: 'About your business' })).toBeInTheDocument();
    click('Create account');
    await waitFor(() => expect(window.location.pathname).toBe('/register/1'));
    expect(screen.getByLabelText(/^New password/)).toHaveValue('');
    expect(screen.getByLabelText(/^Full name/)).toHaveValue(' Sari Wulandari ');
    expect(api.register).toHaveBeenCalledTimes(1);
  });

  it.each([['/register/2'], ['/register/3'], ['/register/9']])('%s without the steps before it starts at step 1', async (path) => {
    const { services } = registerServices();
    at(path, services);
    await waitFor(() => expect(window.location.pathname).toBe('/register/1'));
    expect(screen.getByRole('heading', { level: 1, name: 'Create your account' })).toBeInTheDocument();
  });
});
