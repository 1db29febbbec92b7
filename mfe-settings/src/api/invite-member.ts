import { useMutation } from '@tanstack/react-query';
import type { HostApi } from 'shared-contracts';
import { SETTINGS_API, type Invitation, type InviteMemberRequest } from 'shared-contracts/areas/settings/settings';
import { settingsKeys } from './settings-keys';

/** POST /api/businesses/invitations: emails an invitation link (administrators). */
export function inviteMember(gateway: HostApi['gateway'], request: InviteMemberRequest) {
  return gateway.post<Invitation>(SETTINGS_API.invitations, request);
}

export function useInviteMember(hostApi: HostApi) {
  return useMutation(
    {
      mutationFn: (request: InviteMemberRequest) => inviteMember(hostApi.gateway, request),
      onSuccess: () => hostApi.queryClient.invalidateQueries({ queryKey: settingsKeys.invitations() }),
    },
    hostApi.queryClient,
  );
}
