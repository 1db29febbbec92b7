import { useMutation, useQuery } from '@tanstack/react-query';
import type { HostApi } from 'shared-contracts';
import { GETTING_PAID_API, type NewPaymentLink, type PaymentLinkDetail } from 'shared-contracts/areas/getting-paid/getting-paid';
import { gettingPaidKeys } from './getting-paid-keys';

/** GET /api/payment-links/{id}: the link with the payments it took. */
export function usePaymentLink(hostApi: HostApi, id: string) {
  return useQuery(
    { queryKey: gettingPaidKeys.link(id), queryFn: ({ signal }) => hostApi.gateway.get<PaymentLinkDetail>(GETTING_PAID_API.paymentLink(id), { signal }), retry: false },
    hostApi.queryClient,
  );
}

const refreshed = (hostApi: HostApi) => (link: PaymentLinkDetail) => {
  hostApi.queryClient.setQueryData(gettingPaidKeys.link(link.id), link);
  void hostApi.queryClient.invalidateQueries({ queryKey: [...gettingPaidKeys.all, 'links'] });
};

/** POST /api/payment-links. */
export function useCreatePaymentLink(hostApi: HostApi) {
  return useMutation(
    { mutationFn: (link: NewPaymentLink) => hostApi.gateway.post<PaymentLinkDetail>(GETTING_PAID_API.paymentLinks, link), onSuccess: refreshed(hostApi) },
    hostApi.queryClient,
  );
}

/** POST /api/payment-links/{id}/deactivate. */
export function useDeactivateLink(hostApi: HostApi) {
  return useMutation(
    { mutationFn: (id: string) => hostApi.gateway.post<PaymentLinkDetail>(GETTING_PAID_API.deactivateLink(id), {}), onSuccess: refreshed(hostApi) },
    hostApi.queryClient,
  );
}
