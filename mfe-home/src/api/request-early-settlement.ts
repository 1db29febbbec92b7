import { useMutation } from '@tanstack/react-query';
import type { HostApi } from 'shared-contracts';
import { HOME_API, type EarlySettlementRequest, type HomeRequestAnswer } from 'shared-contracts/areas/home/home';

/** POST /api/early-settlement-request: the early-settlement modal's request. */
export function requestEarlySettlement(gateway: HostApi['gateway'], request: EarlySettlementRequest) {
  return gateway.post<HomeRequestAnswer>(HOME_API.earlySettlementRequest, request);
}

export function useRequestEarlySettlement(hostApi: HostApi) {
  return useMutation({ mutationFn: (request: EarlySettlementRequest) => requestEarlySettlement(hostApi.gateway, request) }, hostApi.queryClient);
}
