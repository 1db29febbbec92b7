import { useMutation } from '@tanstack/react-query';
import type { HostApi, User } from 'shared-contracts';
import { SETTINGS_API, type UpdateTimezoneRequest } from 'shared-contracts/areas/settings/settings';

/** PATCH /api/user `{ timezone }`: an IANA zone, or SYSTEM for the browser's own. */
export function updateTimezone(gateway: HostApi['gateway'], timezone: string) {
  const body: UpdateTimezoneRequest = { timezone };
  return gateway.patch<User>(SETTINGS_API.user, body);
}

/** The session is read again after the change, so dates everywhere follow the new zone. */
export function useUpdateTimezone(hostApi: HostApi) {
  return useMutation(
    { mutationFn: (timezone: string) => updateTimezone(hostApi.gateway, timezone), onSuccess: () => hostApi.refreshSession() },
    hostApi.queryClient,
  );
}
