import { useMutation } from '@tanstack/react-query';
import type { HostApi, User } from 'shared-contracts';
import { CONFIRMATION_PASSWORD_HEADER, PIN_API, type OtpRequest, type SetPinRequest } from 'shared-contracts/areas/settings/settings';

/** How the new PIN is confirmed: a code (SMS OTP or authenticator) in the body, or the current password in a header. */
export type PinConfirmationValue = { token: string } | { password: string };

/** PUT /api/users/_pin (spec 02 §7): the new PIN and its confirmation; answers the user with is_pin_set. */
export function setPin(gateway: HostApi['gateway'], pin: string, confirmation: PinConfirmationValue) {
  if ('password' in confirmation) {
    const body: SetPinRequest = { pin };
    return gateway.put<User>(PIN_API.pin, body, { headers: { [CONFIRMATION_PASSWORD_HEADER]: confirmation.password } });
  }
  const body: SetPinRequest = { pin, token: confirmation.token };
  return gateway.put<User>(PIN_API.pin, body);
}

/** POST /api/otp (spec 02 §7): a code by SMS to the phone on the account, to confirm the PIN. */
export function requestPinCode(gateway: HostApi['gateway'], phoneNumber: string) {
  const body: OtpRequest = { recipient: phoneNumber, type: 'PHONE_NUMBER' };
  return gateway.post<void>(PIN_API.otp, body);
}

/** After the PIN is set the session is read again, so `is_pin_set` is true everywhere at once. */
export function useSetPin(hostApi: HostApi) {
  return useMutation(
    {
      mutationFn: ({ pin, confirmation }: { pin: string; confirmation: PinConfirmationValue }) => setPin(hostApi.gateway, pin, confirmation),
      onSuccess: () => hostApi.refreshSession(),
    },
    hostApi.queryClient,
  );
}
