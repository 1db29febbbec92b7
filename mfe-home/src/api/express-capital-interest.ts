import { useMutation } from '@tanstack/react-query';
import type { HostApi } from 'shared-contracts';
import { HOME_API, type CapitalOffering } from 'shared-contracts/areas/home/home';
import { homeKeys } from './home-keys';

/** POST /api/xencap-offering: the business is interested in its capital offering. */
export function expressCapitalInterest(gateway: HostApi['gateway']) {
  return gateway.post<CapitalOffering>(HOME_API.capitalOffering, {});
}

export function useExpressCapitalInterest(hostApi: HostApi) {
  return useMutation(
    {
      mutationFn: () => expressCapitalInterest(hostApi.gateway),
      onSuccess: (offering) => hostApi.queryClient.setQueryData(homeKeys.capitalOffering(), offering),
    },
    hostApi.queryClient,
  );
}
