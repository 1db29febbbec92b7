import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { GatewayError, type User } from 'shared-contracts';
import { fakeShellServices, renderWithShell } from '../testing/render-with-shell';
import PhoneVerificationModal from './PhoneVerificationModal';

function phoneServices(phone: string | null = '+6281234567006') {
  const { services, toasts } = fakeShellServices();
  const api = {
    requestOtp: jest.fn().mockResolvedValue(undefined),
    verifyPhoneNumber: jest.fn().mockResolvedValue({}),
    updateAccountNotifications: jest.fn().mockResolvedValue({}),
  };
  const session = { user: { user_id: 'usr_authn_tokoku', phone_number: phone } as User, rereadUser: jest.fn().mockResolvedValue({}) };
  Object.assign(services.shell, { api, session });
  return { services, api, session, toasts };
}

const typeCode = (code: string) => fireEvent.paste(screen.getByRole('textbox', { name: /1 of 6/ }), { clipboardData: { getData: () => code } });

afterEach(() => jest.useRealTimers());

describe('the phone verification modal (spec 01 §4, §5)', () => {
  it.each([
    ['', 'Enter your mobile number.'],
    ['+6281', 'Enter at least 6 digits.'],
    ['+6281234', 'Enter the number in international format, for example +6281234567890.'],
  ])('%j is refused with its message, and no code is requested', async (typed, message) => {
    const { services, api } = phoneServices(null);
    renderWithShell(<PhoneVerificationModal onClose={jest.fn()} onVerified={jest.fn()} />, services);
    fireEvent.change(screen.getByRole('textbox', { name: /Mobile number/ }), { target: { value: typed } });
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(api.requestOtp).not.toHaveBeenCalled();
  });

  it('requests a code, counts 30 s down before another, verifies a pasted code, retires the entry and re-reads the user', async () => {
    jest.useFakeTimers({ now: Date.parse('2026-06-15T08:00:00Z') });
    const { services, api, session, toasts } = phoneServices();
    const onVerified = jest.fn();
    renderWithShell(<PhoneVerificationModal onClose={jest.fn()} onVerified={onVerified} />, services);
    expect(screen.getByRole('textbox', { name: /Mobile number/ })).toHaveValue('+6281234567006');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send code' })));
    expect(api.requestOtp).toHaveBeenCalledWith('+6281234567006');
    expect(screen.getByText('We sent a 6-digit code to +6281234567006.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send a new code in 30 seconds' })).toBeDisabled();
    await act(async () => jest.advanceTimersByTime(29_000));
    expect(screen.getByRole('button', { name: 'Send a new code in 1 second' })).toBeDisabled();
    await act(async () => jest.advanceTimersByTime(1_000));
    expect(screen.getByRole('button', { name: 'Send a new code' })).toBeEnabled();
    await act(async () => typeCode('123456'));
    await waitFor(() => expect(onVerified).toHaveBeenCalled());
    expect(api.verifyPhoneNumber).toHaveBeenCalledWith('123456');
    expect(api.updateAccountNotifications).toHaveBeenCalledWith([{ notify: 'verifyPhoneNumber', status: 'INACTIVE', remind_me: false }]);
    expect(session.rereadUser).toHaveBeenCalled();
    expect(toasts.show).toHaveBeenCalledWith('Your phone number is verified.', 'success');
  });

  it('a wrong code says so in the code area and empties the cells', async () => {
    const { services, api } = phoneServices();
    api.verifyPhoneNumber.mockRejectedValue(new GatewayError('OTP_TOKEN_NOT_VALID_ERROR', 'The code is not correct', 400));
    renderWithShell(<PhoneVerificationModal onClose={jest.fn()} onVerified={jest.fn()} />, services);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send code' })));
    await act(async () => typeCode('654321'));
    const group = await screen.findByRole('group', { name: /Verification code/ });
    await waitFor(() => expect(group).toHaveTextContent(/code/i));
    expect(screen.getByRole('textbox', { name: /1 of 6/ })).toHaveValue('');
    expect(api.updateAccountNotifications).not.toHaveBeenCalled();
  });

  it('a code requested too soon shows the wait in minutes', async () => {
    const { services, api } = phoneServices();
    api.requestOtp.mockRejectedValue(new GatewayError('TOO_MANY_REQUESTS', 'slow down', 429, 30));
    renderWithShell(<PhoneVerificationModal onClose={jest.fn()} onVerified={jest.fn()} />, services, 'id');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Kirim kode' })));
    expect(await screen.findByText('Terlalu banyak percobaan. Silakan coba lagi dalam 1 menit.')).toBeInTheDocument();
  });
});
