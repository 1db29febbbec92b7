import { useMutation } from '@tanstack/react-query';
import type { HostApi } from 'shared-contracts';
import type { CardPaymentDetail } from 'shared-contracts/areas/cards/card-payment';
import { CARDS_API, type RefundChargeRequest } from 'shared-contracts/areas/cards/cards';
import { cardKeys } from './card-keys';

/** POST /api/credit_card_charges/{id}/refunds: answers the payment as it is after the refund. */
export function refundCharge(gateway: HostApi['gateway'], chargeId: string, request: RefundChargeRequest) {
  return gateway.post<CardPaymentDetail>(CARDS_API.chargeRefunds(chargeId), request);
}

export function useRefundCharge(hostApi: HostApi, chargeId: string) {
  return useMutation(
    {
      mutationFn: (request: RefundChargeRequest) => refundCharge(hostApi.gateway, chargeId, request),
      onSuccess: (payment) => {
        hostApi.queryClient.setQueryData(cardKeys.payment(chargeId), payment);
        // The list shows the payment's status, and its refund has a page of its own.
        void hostApi.queryClient.invalidateQueries({ queryKey: cardKeys.payments() });
      },
    },
    hostApi.queryClient,
  );
}
