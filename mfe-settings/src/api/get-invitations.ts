import { useQuery } from '@tanstack/react-query';
import type { HostApi } from 'shared-contracts';
import { SETTINGS_API, type InvitationsAnswer } from 'shared-contracts/areas/settings/settings';
import { settingsKeys } from './settings-keys';

/** GET /api/businesses/invitations: invitations sent and not yet accepted or expired. */
export function getInvitations(gateway: HostApi['gateway'], signal?: AbortSignal) {
  return gateway.get<InvitationsAnswer>(SETTINGS_API.invitations, { signal });
}

export function useInvitations(hostApi: HostApi) {
  return useQuery(
    { queryKey: settingsKeys.invitations(), queryFn: ({ signal }) => getInvitations(hostApi.gateway, signal), retry: false },
    hostApi.queryClient,
  );
}
