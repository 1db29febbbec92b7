import { useMutation } from '@tanstack/react-query';
import type { HostApi } from 'shared-contracts';
import { HOME_API, type HomeRequestAnswer, type IncorporationServiceRequest } from 'shared-contracts/areas/home/home';

/** POST /api/incorporation-service-request: the company-establishment modal's request. */
export function requestIncorporationService(gateway: HostApi['gateway'], request: IncorporationServiceRequest) {
  return gateway.post<HomeRequestAnswer>(HOME_API.incorporationServiceRequest, request);
}

export function useRequestIncorporationService(hostApi: HostApi) {
  return useMutation({ mutationFn: (request: IncorporationServiceRequest) => requestIncorporationService(hostApi.gateway, request) }, hostApi.queryClient);
}
