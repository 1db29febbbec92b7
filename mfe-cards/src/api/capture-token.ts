import { useMutation } from '@tanstack/react-query';
import type { HostApi } from 'shared-contracts';
import type { CardPaymentDetail } from 'shared-contracts/areas/cards/card-payment';
import { CARDS_API, type CaptureTokenRequest } from 'shared-contracts/areas/cards/cards';
import { cardKeys } from './card-keys';

/** POST /api/capture_credit_card_token/{id}: captures an authorised-only payment by its token. */
export function captureToken(gateway: HostApi['gateway'], tokenId: string, request: CaptureTokenRequest = {}) {
  return gateway.post<CardPaymentDetail>(CARDS_API.captureToken(tokenId), request);
}

export function useCaptureToken(hostApi: HostApi, paymentId: string, tokenId: string) {
  return useMutation(
    {
      mutationFn: () => captureToken(hostApi.gateway, tokenId),
      onSuccess: (payment) => {
        hostApi.queryClient.setQueryData(cardKeys.payment(paymentId), payment);
        void hostApi.queryClient.invalidateQueries({ queryKey: cardKeys.payments() });
      },
    },
    hostApi.queryClient,
  );
}
