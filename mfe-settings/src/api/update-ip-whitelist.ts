import { useMutation } from '@tanstack/react-query';
import type { HostApi } from 'shared-contracts';
import { DEVELOPERS_API, type ApiSettings, type UpdateApiSettingsRequest } from 'shared-contracts/areas/settings/developers';
import { settingsKeys } from './settings-keys';

/** PUT /api/api-settings: replaces the current environment's cidr_whitelist. */
export function updateIpWhitelist(gateway: HostApi['gateway'], request: UpdateApiSettingsRequest) {
  return gateway.put<ApiSettings>(DEVELOPERS_API.apiSettings, request);
}

export function useUpdateIpWhitelist(hostApi: HostApi) {
  return useMutation(
    {
      mutationFn: (request: UpdateApiSettingsRequest) => updateIpWhitelist(hostApi.gateway, request),
      onSuccess: (answer) => hostApi.queryClient.setQueryData(settingsKeys.ipWhitelist(hostApi.session.environment), answer),
    },
    hostApi.queryClient,
  );
}
