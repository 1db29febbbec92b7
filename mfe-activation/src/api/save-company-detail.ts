import { useMutation } from '@tanstack/react-query';
import type { HostApi } from 'shared-contracts';
import { ACTIVATION_API, type ActivationCompanyDetail, type CompanyDetailPatch } from 'shared-contracts/areas/activation/activation';
import { activationKeys } from './activation-keys';

/**
 * PATCH /api/common-company-detail/update-with-notification: saves a finished step and tells the
 * business's other administrators, who may continue from it. The answer is the saved form.
 */
export function saveCompanyDetail(gateway: HostApi['gateway'], patch: CompanyDetailPatch) {
  return gateway.patch<ActivationCompanyDetail>(ACTIVATION_API.updateWithNotification, patch);
}

export function useSaveCompanyDetail(hostApi: HostApi) {
  return useMutation(
    {
      mutationFn: (patch: CompanyDetailPatch) => saveCompanyDetail(hostApi.gateway, patch),
      onSuccess: (detail) => hostApi.queryClient.setQueryData(activationKeys.companyDetail(), detail),
    },
    hostApi.queryClient,
  );
}
