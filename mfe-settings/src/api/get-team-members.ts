import { useQuery } from '@tanstack/react-query';
import type { HostApi } from 'shared-contracts';
import { SETTINGS_API, type TeamMembersAnswer } from 'shared-contracts/areas/settings/settings';
import { settingsKeys } from './settings-keys';

/** GET /api/businesses/users: the team, each member with their permission flags (administrators). */
export function getTeamMembers(gateway: HostApi['gateway'], signal?: AbortSignal) {
  return gateway.get<TeamMembersAnswer>(SETTINGS_API.teamMembers, { signal });
}

export function useTeamMembers(hostApi: HostApi) {
  return useQuery(
    { queryKey: settingsKeys.teamMembers(), queryFn: ({ signal }) => getTeamMembers(hostApi.gateway, signal), retry: false },
    hostApi.queryClient,
  );
}
