import { useMutation, useQuery } from '@tanstack/react-query';
import type { HostApi } from 'shared-contracts';
import {
  FRAUD_API,
  type BinData,
  type CountriesAnswer,
  type CountryBulkInput,
  type FraudEntryAction,
  type FraudEntryInput,
  type FraudList,
  type FraudListAnswer,
  type FraudListEntry,
  type FraudListEntryDetail,
} from 'shared-contracts/areas/cards/card-fraud';
import { cardKeys } from './card-keys';

/** GET /api/fraud-rules/custom/{list}: the list's entries, newest first. */
export function useFraudList(hostApi: HostApi, list: FraudList) {
  return useQuery(
    { queryKey: cardKeys.fraudList(list), queryFn: ({ signal }) => hostApi.gateway.get<FraudListAnswer>(FRAUD_API.list(list), { signal }), retry: false },
    hostApi.queryClient,
  );
}

/** GET /api/fraud-rules/custom/{list}/{id}: one entry with its history. */
export function useFraudEntry(hostApi: HostApi, list: FraudList, id: string) {
  return useQuery(
    { queryKey: cardKeys.fraudEntry(list, id), queryFn: ({ signal }) => hostApi.gateway.get<FraudListEntryDetail>(FRAUD_API.entry(list, id), { signal }), retry: false },
    hostApi.queryClient,
  );
}

const refreshFraud = (hostApi: HostApi) => () => void hostApi.queryClient.invalidateQueries({ queryKey: cardKeys.fraud() });

/** POST /api/fraud-rules/custom/{list}. */
export function useAddFraudEntry(hostApi: HostApi, list: FraudList) {
  return useMutation(
    { mutationFn: (input: FraudEntryInput) => hostApi.gateway.post<FraudListEntry>(FRAUD_API.list(list), input), onSuccess: refreshFraud(hostApi) },
    hostApi.queryClient,
  );
}

/** POST /api/fraud-rules/custom/country-list-bulk. */
export function useAddCountries(hostApi: HostApi) {
  return useMutation(
    { mutationFn: (input: CountryBulkInput) => hostApi.gateway.post<FraudListAnswer>(FRAUD_API.countryBulk, input), onSuccess: refreshFraud(hostApi) },
    hostApi.queryClient,
  );
}

/** PATCH { action } (block, allow, reset) or DELETE (remove) one entry. */
export function useFraudEntryAction(hostApi: HostApi, list: FraudList, id: string) {
  return useMutation(
    {
      mutationFn: async (action: FraudEntryAction | 'REMOVE'): Promise<FraudListEntryDetail | null> => {
        if (action !== 'REMOVE') return hostApi.gateway.patch<FraudListEntryDetail>(FRAUD_API.entry(list, id), { action });
        await hostApi.gateway.delete<void>(FRAUD_API.entry(list, id));
        return null;
      },
      onSuccess: refreshFraud(hostApi),
    },
    hostApi.queryClient,
  );
}

/** GET /api/lookup/bin_data/{bin} while a BIN is typed: only a whole BIN is looked up; unknown ones answer nothing. */
export function useBinData(hostApi: HostApi, bin: string) {
  return useQuery(
    {
      queryKey: cardKeys.binData(bin),
      queryFn: ({ signal }) => hostApi.gateway.get<BinData>(FRAUD_API.binData(bin), { signal }),
      enabled: /^\d{6,8}$/.test(bin),
      retry: false,
      staleTime: Infinity,
    },
    hostApi.queryClient,
  );
}

/** GET /api/lookup/country_code/: the ISO countries (once per session). */
export function useCountries(hostApi: HostApi) {
  return useQuery(
    { queryKey: cardKeys.countries(), queryFn: ({ signal }) => hostApi.gateway.get<CountriesAnswer>(FRAUD_API.countries, { signal }), staleTime: Infinity, retry: false },
    hostApi.queryClient,
  );
}
