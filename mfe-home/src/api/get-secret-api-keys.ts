import { useQuery } from '@tanstack/react-query';
import type { HostApi } from 'shared-contracts';
import { HOME_API, type SecretApiCredentialsAnswer } from 'shared-contracts/areas/home/home';
import { homeKeys } from './home-keys';

/** GET /api/secret-api-credentials-list: the secret keys of this environment (secretApiKeyData, spec 02 §3). */
export function getSecretApiKeys(gateway: HostApi['gateway'], signal?: AbortSignal) {
  return gateway.get<SecretApiCredentialsAnswer>(HOME_API.secretApiCredentialsList, { signal });
}

/** Asked only when the API-keys card may show (`enabled`). */
export function useSecretApiKeys(hostApi: HostApi, enabled: boolean) {
  return useQuery(
    {
      queryKey: homeKeys.secretApiKeys(hostApi.session.environment),
      queryFn: ({ signal }) => getSecretApiKeys(hostApi.gateway, signal),
      enabled,
      retry: false,
    },
    hostApi.queryClient,
  );
}
