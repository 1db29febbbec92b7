import { useMutation, useQuery } from '@tanstack/react-query';
import type { HostApi } from 'shared-contracts';
import {
  CHARGEBACKS_API,
  type Chargeback,
  type ChargebackDocument,
  type ChargebackResponseRequest,
  type ChargebacksAnswer,
  type ChargebacksQuery,
} from 'shared-contracts/areas/cards/card-chargebacks';
import { cardKeys } from './card-keys';

/** GET /api/credit_card_chargebacks: one page; a newer request for the list cancels the earlier one (spec 02 §7). */
export function getChargebacks(gateway: HostApi['gateway'], query: ChargebacksQuery, signal?: AbortSignal) {
  return gateway.get<ChargebacksAnswer>(CHARGEBACKS_API.chargebacks, { query: { ...query }, signal, cancelPrevious: true });
}

export function useChargebacks(hostApi: HostApi, query: ChargebacksQuery) {
  return useQuery(
    {
      queryKey: cardKeys.chargebackList(query),
      queryFn: ({ signal }) => getChargebacks(hostApi.gateway, query, signal),
      placeholderData: (previous) => previous,
      retry: false,
    },
    hostApi.queryClient,
  );
}

/** GET /api/credit_card_chargebacks/{id}: the chargeback with its linked payment, evidence and response. */
export function getChargeback(gateway: HostApi['gateway'], id: string, signal?: AbortSignal) {
  return gateway.get<Chargeback>(CHARGEBACKS_API.chargeback(id), { signal });
}

export function useChargeback(hostApi: HostApi, id: string) {
  return useQuery({ queryKey: cardKeys.chargeback(id), queryFn: ({ signal }) => getChargeback(hostApi.gateway, id, signal), retry: false }, hostApi.queryClient);
}

/** What changed one chargeback is written into its cached detail, and the lists are asked again. */
function useChargebackChange<Input, Answer>(hostApi: HostApi, id: string, call: (input: Input) => Promise<Answer>, detailOf: (answer: Answer) => Chargeback | null) {
  return useMutation(
    {
      mutationFn: call,
      onSuccess: (answer: Answer) => {
        const detail = detailOf(answer);
        if (detail) hostApi.queryClient.setQueryData(cardKeys.chargeback(id), detail);
        else void hostApi.queryClient.invalidateQueries({ queryKey: cardKeys.chargeback(id) });
        void hostApi.queryClient.invalidateQueries({ queryKey: [...cardKeys.chargebacks(), 'list'] });
      },
    },
    hostApi.queryClient,
  );
}

/** POST /api/credit_card_chargebacks/{id}/evidence: one document (form field file_content). */
export function useUploadEvidence(hostApi: HostApi, id: string) {
  return useChargebackChange(
    hostApi,
    id,
    (file: File) => {
      const form = new FormData();
      form.append('file_content', file, file.name);
      return hostApi.gateway.post<ChargebackDocument>(CHARGEBACKS_API.evidence(id), form);
    },
    () => null,
  );
}

/** DELETE /api/credit_card_chargebacks/{id}/evidence/{documentId}: a document not submitted yet. */
export function useRemoveEvidence(hostApi: HostApi, id: string) {
  return useChargebackChange(hostApi, id, (documentId: string) => hostApi.gateway.delete<Chargeback>(CHARGEBACKS_API.evidenceDocument(id, documentId)), (answer) => answer);
}

/** POST /api/credit_card_chargebacks/{id}/response: the chargeback comes back SUBMITTED. */
export function useRespondToChargeback(hostApi: HostApi, id: string) {
  return useChargebackChange(hostApi, id, (request: ChargebackResponseRequest) => hostApi.gateway.post<Chargeback>(CHARGEBACKS_API.response(id), request), (answer) => answer);
}
