import { useMutation } from '@tanstack/react-query';
import type { HostApi } from 'shared-contracts';
import { SETTINGS_API, type Invitation } from 'shared-contracts/areas/settings/settings';
import { settingsKeys } from './settings-keys';

export type InvitationChange = { id: string; change: 'resend' } | { id: string; change: 'revoke' };

/**
 * POST …/invitations/{id}/resend (a new link and expiry, emailed again; the old link stops working)
 * or DELETE …/invitations/{id} (revoked: its link stops working).
 */
export function changeInvitation(gateway: HostApi['gateway'], { id, change }: InvitationChange): Promise<Invitation | void> {
  return change === 'resend' ? gateway.post<Invitation>(SETTINGS_API.invitationResend(id), {}) : gateway.delete<void>(SETTINGS_API.invitation(id), {});
}

export function useChangeInvitation(hostApi: HostApi) {
  return useMutation(
    {
      mutationFn: (change: InvitationChange) => changeInvitation(hostApi.gateway, change),
      onSettled: () => hostApi.queryClient.invalidateQueries({ queryKey: settingsKeys.invitations() }),
    },
    hostApi.queryClient,
  );
}
