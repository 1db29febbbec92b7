import { useMutation, useQuery } from '@tanstack/react-query';
import type { HostApi } from 'shared-contracts';
import {
  CARD_SETTINGS_API,
  type CardSettingsLogAnswer,
  type ChangeRequest,
  type ChangeRequestDecision,
  type ChangeRequestInput,
  type ChangeRequestsAnswer,
  type MidLabelInput,
  type MidSetting,
  type MidSettingsAnswer,
} from 'shared-contracts/areas/cards/card-settings';
import { cardKeys } from './card-keys';

const settingsKey = (part: string) => [...cardKeys.settings(), part] as const;

/** GET /api/mid-settings. */
export function useMidSettings(hostApi: HostApi) {
  return useQuery(
    { queryKey: settingsKey('mids'), queryFn: ({ signal }) => hostApi.gateway.get<MidSettingsAnswer>(CARD_SETTINGS_API.midSettings, { signal }), retry: false },
    hostApi.queryClient,
  );
}

/** GET /api/cc-settings-change-request. */
export function useChangeRequests(hostApi: HostApi) {
  return useQuery(
    { queryKey: settingsKey('requests'), queryFn: ({ signal }) => hostApi.gateway.get<ChangeRequestsAnswer>(CARD_SETTINGS_API.changeRequests, { signal }), retry: false },
    hostApi.queryClient,
  );
}

/** GET /api/cc-settings-logger (administrators only: others never ask). */
export function useCardSettingsLog(hostApi: HostApi, enabled: boolean) {
  return useQuery(
    { queryKey: settingsKey('log'), queryFn: ({ signal }) => hostApi.gateway.get<CardSettingsLogAnswer>(CARD_SETTINGS_API.log, { signal }), retry: false, enabled },
    hostApi.queryClient,
  );
}

/** Every change refetches the MIDs, the requests and the log (the gateway wrote its line). */
const useSettingsChange = <Input, Answer>(hostApi: HostApi, call: (input: Input) => Promise<Answer>) =>
  useMutation({ mutationFn: call, onSuccess: () => void hostApi.queryClient.invalidateQueries({ queryKey: cardKeys.settings() }) }, hostApi.queryClient);

/** PATCH /api/mid-settings/label. */
export const useChangeMidLabel = (hostApi: HostApi) =>
  useSettingsChange(hostApi, (input: MidLabelInput) => hostApi.gateway.patch<MidSetting>(CARD_SETTINGS_API.midLabel, input));

/** POST /api/cc-settings-change-request. */
export const useRequestChange = (hostApi: HostApi) =>
  useSettingsChange(hostApi, (input: ChangeRequestInput) => hostApi.gateway.post<ChangeRequest>(CARD_SETTINGS_API.changeRequests, input));

/** PATCH /api/cc-settings-change-request/{id} { status }. */
export const useDecideChangeRequest = (hostApi: HostApi, id: string) =>
  useSettingsChange(hostApi, (status: ChangeRequestDecision) => hostApi.gateway.patch<ChangeRequest>(CARD_SETTINGS_API.changeRequest(id), { status }));
