import { useMutation, useQuery } from '@tanstack/react-query';
import type { HostApi } from 'shared-contracts';
import { PROMOTIONS_API, type Promotion, type PromotionInput, type PromotionStatusChange, type PromotionsAnswer } from 'shared-contracts/areas/cards/card-promotions';
import { cardKeys } from './card-keys';

/** GET /api/promotions: the business's promotions, newest first, with their status. */
export function usePromotions(hostApi: HostApi) {
  return useQuery(
    {
      queryKey: cardKeys.promotions(),
      queryFn: ({ signal }) => hostApi.gateway.get<PromotionsAnswer>(PROMOTIONS_API.promotions, { signal }),
      retry: false,
    },
    hostApi.queryClient,
  );
}

function usePromotionChange<Input>(hostApi: HostApi, call: (input: Input) => Promise<Promotion>) {
  return useMutation(
    { mutationFn: call, onSuccess: () => void hostApi.queryClient.invalidateQueries({ queryKey: cardKeys.promotions() }) },
    hostApi.queryClient,
  );
}

/** POST /api/promotions, or PUT /api/promotions/{id} to edit one. */
export function useSavePromotion(hostApi: HostApi, id: string | null) {
  return usePromotionChange(hostApi, (input: PromotionInput) =>
    id === null ? hostApi.gateway.post<Promotion>(PROMOTIONS_API.promotions, input) : hostApi.gateway.put<Promotion>(PROMOTIONS_API.promotion(id), input),
  );
}

/** PATCH /api/promotions/{id} { status }: PAUSED pauses it, ACTIVE resumes it. */
export function useChangePromotionStatus(hostApi: HostApi, id: string) {
  return usePromotionChange(hostApi, (change: PromotionStatusChange) => hostApi.gateway.patch<Promotion>(PROMOTIONS_API.promotion(id), change));
}
