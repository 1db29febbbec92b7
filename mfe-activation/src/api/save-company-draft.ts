import { useMutation } from '@tanstack/react-query';
import type { HostApi } from 'shared-contracts';
import { ACTIVATION_API, type ActivationCompanyDetail, type CompanyDetailPatch } from 'shared-contracts/areas/activation/activation';
import { activationKeys } from './activation-keys';

/**
 * PATCH /api/common-company-detail: saves one fact at once without telling the team (the proof of
 * business as soon as it is uploaded); a finished step goes through save-company-detail.ts.
 */
export function saveCompanyDraft(gateway: HostApi['gateway'], patch: CompanyDetailPatch) {
  return gateway.patch<ActivationCompanyDetail>(ACTIVATION_API.companyDetail, patch);
}

export function useSaveCompanyDraft(hostApi: HostApi) {
  return useMutation(
    {
      mutationFn: (patch: CompanyDetailPatch) => saveCompanyDraft(hostApi.gateway, patch),
      onSuccess: (detail) => hostApi.queryClient.setQueryData(activationKeys.companyDetail(), detail),
    },
    hostApi.queryClient,
  );
}
