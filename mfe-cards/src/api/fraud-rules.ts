import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type { HostApi } from 'shared-contracts';
import {
  FRAUD_API,
  type FraudProfileFeaturesAnswer,
  type FraudProfilesAnswer,
  type PredictionQuery,
  type PredictionsAnswer,
  type PredictionsExport,
  type RuleSetDetail,
  type RuleSetInput,
  type RuleSetsAnswer,
} from 'shared-contracts/areas/cards/card-fraud';
import { cardKeys } from './card-keys';

const businessOf = (hostApi: HostApi) => hostApi.session.business?.id ?? '';

/** GET /api/xenshield/{business}/rule_sets. */
export function useRuleSets(hostApi: HostApi) {
  return useQuery(
    { queryKey: cardKeys.ruleSets(), queryFn: ({ signal }) => hostApi.gateway.get<RuleSetsAnswer>(FRAUD_API.ruleSets(businessOf(hostApi)), { signal }), retry: false },
    hostApi.queryClient,
  );
}

/** GET /api/xenshield/{business}/rule_sets/{id}: one rule set with its change history. */
export function useRuleSet(hostApi: HostApi, id: string) {
  return useQuery(
    { queryKey: cardKeys.ruleSet(id), queryFn: ({ signal }) => hostApi.gateway.get<RuleSetDetail>(FRAUD_API.ruleSet(businessOf(hostApi), id), { signal }), retry: false },
    hostApi.queryClient,
  );
}

/** PATCH /api/xenshield/{business}/rule_sets/{id} { level, action }. */
export function useChangeRuleSet(hostApi: HostApi, id: string) {
  return useMutation(
    {
      mutationFn: (input: RuleSetInput) => hostApi.gateway.patch<RuleSetDetail>(FRAUD_API.ruleSet(businessOf(hostApi), id), input),
      onSuccess: () => void hostApi.queryClient.invalidateQueries({ queryKey: cardKeys.ruleSets() }),
    },
    hostApi.queryClient,
  );
}

/** The fraud profiles (levels and their thresholds) and the features each level checks. */
export function useFraudProfiles(hostApi: HostApi) {
  return useQuery(
    {
      queryKey: cardKeys.fraudProfiles(),
      queryFn: async ({ signal }) => {
        const [profiles, features] = await Promise.all([
          hostApi.gateway.get<FraudProfilesAnswer>(FRAUD_API.profiles, { signal }),
          hostApi.gateway.get<FraudProfileFeaturesAnswer>(FRAUD_API.features(businessOf(hostApi)), { signal }),
        ]);
        return { profiles: profiles.data, features: features.data };
      },
      retry: false,
      staleTime: Infinity,
    },
    hostApi.queryClient,
  );
}

/** POST /api/xenshield/predict_reports: one page of the predictions of a range. */
export function usePredictions(hostApi: HostApi, query: PredictionQuery) {
  return useQuery(
    {
      queryKey: cardKeys.predictions(query),
      queryFn: () => hostApi.gateway.post<PredictionsAnswer>(FRAUD_API.predictReports, query),
      retry: false,
      placeholderData: keepPreviousData,
    },
    hostApi.queryClient,
  );
}

/** POST /api/businesses/predictions/export: the range's predictions as a CSV file. */
export function useExportPredictions(hostApi: HostApi) {
  return useMutation(
    { mutationFn: (query: Omit<PredictionQuery, 'page'>) => hostApi.gateway.post<PredictionsExport>(FRAUD_API.predictionsExport, query) },
    hostApi.queryClient,
  );
}
