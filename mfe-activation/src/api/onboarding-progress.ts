import { useMutation, useQuery } from '@tanstack/react-query';
import type { HostApi } from 'shared-contracts';
import { ACTIVATION_API, type OnboardingProgress } from 'shared-contracts/areas/activation/activation';
import { activationKeys } from './activation-keys';

/** GET /api/common-company-detail/get-started-statuses: step name → percentage. */
export function getOnboardingProgress(gateway: HostApi['gateway'], signal?: AbortSignal) {
  return gateway.get<OnboardingProgress>(ACTIVATION_API.getStartedStatuses, { signal });
}

export function useOnboardingProgress(hostApi: HostApi) {
  return useQuery(
    { queryKey: activationKeys.onboardingProgress(), queryFn: ({ signal }) => getOnboardingProgress(hostApi.gateway, signal), retry: false },
    hostApi.queryClient,
  );
}

/** PATCH the same path: the auto-fix's steps set to 100. */
export function patchOnboardingProgress(gateway: HostApi['gateway'], patch: OnboardingProgress) {
  return gateway.patch<OnboardingProgress>(ACTIVATION_API.getStartedStatuses, patch);
}

export function usePatchOnboardingProgress(hostApi: HostApi) {
  return useMutation(
    {
      mutationFn: (patch: OnboardingProgress) => patchOnboardingProgress(hostApi.gateway, patch),
      onSuccess: (progress) => hostApi.queryClient.setQueryData(activationKeys.onboardingProgress(), progress),
    },
    hostApi.queryClient,
  );
}
