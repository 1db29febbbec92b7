import { useMutation } from '@tanstack/react-query';
import type { HostApi, PermissionFlags } from 'shared-contracts';
import { SETTINGS_API, type UpdateMemberRequest } from 'shared-contracts/areas/settings/settings';
import { settingsKeys } from './settings-keys';

/** PATCH /api/businesses/users/{user_id}: new permission flags; refused for the last administrator. */
export function updateMemberPermissions(gateway: HostApi['gateway'], userId: string, permissions: PermissionFlags) {
  const body: UpdateMemberRequest = { permissions };
  return gateway.patch<undefined>(SETTINGS_API.teamMember(userId), body);
}

/** DELETE /api/businesses/users/{user_id}: removes the member from this business's team. */
export function removeMember(gateway: HostApi['gateway'], userId: string) {
  return gateway.delete<undefined>(SETTINGS_API.teamMember(userId));
}

type MemberChange = { userId: string; permissions: PermissionFlags } | { userId: string; remove: true };

/** One mutation for both changes: the team is read again after either. */
export function useChangeMember(hostApi: HostApi) {
  return useMutation(
    {
      mutationFn: (change: MemberChange) =>
        'remove' in change ? removeMember(hostApi.gateway, change.userId) : updateMemberPermissions(hostApi.gateway, change.userId, change.permissions),
      onSuccess: () => hostApi.queryClient.invalidateQueries({ queryKey: settingsKeys.teamMembers() }),
    },
    hostApi.queryClient,
  );
}
