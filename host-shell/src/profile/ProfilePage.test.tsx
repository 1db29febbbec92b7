import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { GatewayError, type Business, type User } from 'shared-contracts';
import type { SignInSummary } from 'shared-contracts/gateway';
import { fakeShellServices, renderWithShell } from '../testing/render-with-shell';
import ProfilePage from './ProfilePage';

const USER = {
  user_id: 'usr_owner_tokoku',
  email: 'owner@tokoku.test',
  full_name: 'Owner Toko Ku',
  phone_number: '+6281234567001',
  is_phone_number_verified: true,
  preferred_language: 'en',
  timezone: 'Asia/Jakarta',
} as User;
const BUSINESS = { id: 'biz_tokoku', name: 'Toko Ku', country_of_operation: 'Indonesia' } as Business;
const THIS: SignInSummary = {
  id: 'ses_this',
  user_agent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  ip_address: '127.0.0.1',
  business_name: 'Toko Ku',
  created: '2026-06-15T01:00:00.000Z',
  last_used: '2026-06-15T08:00:00.000Z',
  current: true,
};
const PHONE: SignInSummary = { ...THIS, id: 'fam_phone', user_agent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) Version/17.5 Mobile/15E148 Safari/604.1', current: false };

function profileServices(signIns: () => Promise<{ sign_ins: SignInSummary[] }>) {
  const { services, toasts } = fakeShellServices();
  const api = {
    signIns: jest.fn(signIns),
    endSignIn: jest.fn().mockResolvedValue(undefined),
    endOtherSignIns: jest.fn().mockResolvedValue({ ended: 1 }),
    updateProfile: jest.fn().mockResolvedValue({}),
    changeOwnPassword: jest.fn().mockResolvedValue(undefined),
  };
  const session = { user: USER, business: BUSINESS, rereadUser: jest.fn().mockResolvedValue({ ...USER, full_name: 'Budi Santoso' }), changeLanguage: jest.fn() };
  Object.assign(services.shell, { api, session });
  return { services, api, session, toasts };
}

describe('the profile page (issue 41 §5)', () => {
  it('lists the sign-ins, this one marked; ends another and reads the list again', async () => {
    const { services, api, toasts } = profileServices(() => Promise.resolve({ sign_ins: [THIS, PHONE] }));
    renderWithShell(<ProfilePage />, services);
    expect(screen.getByRole('heading', { level: 1, name: 'Your profile' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Where you are signed in' });
    const [mine, phone] = within(list).getAllByRole('listitem');
    expect(mine).toHaveTextContent('Chrome on Linux');
    expect(mine).toHaveTextContent('This device');
    expect(mine).toHaveTextContent('15/06/2026');
    expect(within(mine!).queryByRole('button')).toBeNull();
    await act(async () => fireEvent.click(within(phone!).getByRole('button', { name: 'Sign out Safari on iPhone' })));
    expect(api.endSignIn).toHaveBeenCalledWith('fam_phone');
    expect(toasts.show).toHaveBeenCalledWith('That sign-in has ended.', 'success');
    await waitFor(() => expect(api.signIns).toHaveBeenCalledTimes(2));
  });

  it('signs out of all others after a confirmation', async () => {
    const { services, api, toasts } = profileServices(() => Promise.resolve({ sign_ins: [THIS, PHONE] }));
    renderWithShell(<ProfilePage />, services);
    fireEvent.click(await screen.findByRole('button', { name: 'Sign out of all other sessions' }));
    expect(await screen.findByRole('alertdialog', { name: 'Sign out everywhere else?' })).toHaveTextContent('The other sign-in ends at once.');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Sign out others' })));
    expect(api.endOtherSignIns).toHaveBeenCalled();
    expect(toasts.show).toHaveBeenCalledWith('1 sign-in has ended.', 'success');
  });

  it('only this sign-in: says so, and offers no sign-out of others', async () => {
    const { services } = profileServices(() => Promise.resolve({ sign_ins: [THIS] }));
    renderWithShell(<ProfilePage />, services);
    expect(await screen.findByText('You are signed in only here.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign out of all other sessions' })).toBeNull();
  });

  it('a failed read says so and tries again', async () => {
    let fail = true;
    const { services } = profileServices(() => (fail ? Promise.reject(new GatewayError('SERVER_ERROR', 'down', 500)) : Promise.resolve({ sign_ins: [THIS] })));
    renderWithShell(<ProfilePage />, services);
    expect(await screen.findByRole('alert')).toHaveTextContent('Your sign-ins could not be loaded.');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('You are signed in only here.')).toBeInTheDocument();
  });

  it('the name: an empty one is refused, a new one saved and the user re-read', async () => {
    const { services, api, session } = profileServices(() => Promise.resolve({ sign_ins: [THIS] }));
    renderWithShell(<ProfilePage />, services);
    const name = screen.getByRole('textbox', { name: /Full name/ });
    fireEvent.change(name, { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save name' }));
    expect(await screen.findByText('This field is required.')).toBeInTheDocument();
    expect(api.updateProfile).not.toHaveBeenCalled();
    fireEvent.change(name, { target: { value: ' Budi Santoso ' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save name' })));
    expect(api.updateProfile).toHaveBeenCalledWith({ full_name: 'Budi Santoso' });
    expect(session.rereadUser).toHaveBeenCalled();
  });

  it('the password: asks the current one; a wrong one says so; a right one changes it and reads the sign-ins again', async () => {
    const { services, api } = profileServices(() => Promise.resolve({ sign_ins: [THIS] }));
    renderWithShell(<ProfilePage />, services);
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect((await screen.findAllByText('Enter your password.')).length).toBeGreaterThan(0);
    expect(api.changeOwnPassword).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText(/Current password/), { target: { value: 'Not-it-2026' } });
    fireEvent.change(screen.getByLabelText(/^New password/), { target: { value: 'Brand-new-2026' } });
    fireEvent.change(screen.getByLabelText(/Confirm new password/), { target: { value: 'Brand-new-2026' } });
    api.changeOwnPassword.mockRejectedValueOnce(new GatewayError('INVALID_CREDENTIALS_ERROR', 'no', 400));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Change password' })));
    expect(await screen.findByText('The current password is not correct.')).toBeInTheDocument();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Change password' })));
    expect(api.changeOwnPassword).toHaveBeenLastCalledWith({ current_password: 'Not-it-2026', password: 'Brand-new-2026' });
    await waitFor(() => expect(api.signIns).toHaveBeenCalledTimes(2));
  });

  it('the language: saved through the session, and said in the language chosen', async () => {
    const { services, session, toasts } = profileServices(() => Promise.resolve({ sign_ins: [THIS] }));
    session.changeLanguage.mockResolvedValue(undefined);
    renderWithShell(<ProfilePage />, services);
    await act(async () => fireEvent.click(screen.getByRole('radio', { name: 'Bahasa Indonesia' })));
    expect(session.changeLanguage).toHaveBeenCalledWith('id');
    expect(toasts.show).toHaveBeenCalledWith('Dasbor sekarang dalam Bahasa Indonesia.', 'success');
  });

  it('in Bahasa Indonesia', async () => {
    const { services } = profileServices(() => Promise.resolve({ sign_ins: [THIS, PHONE] }));
    renderWithShell(<ProfilePage />, services, 'id');
    expect(screen.getByRole('heading', { level: 1, name: 'Profil Anda' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Keluar dari semua sesi lain' })).toBeInTheDocument();
    expect(screen.getByText('Terverifikasi')).toBeInTheDocument();
  });
});
