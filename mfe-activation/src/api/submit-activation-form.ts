import { useMutation } from '@tanstack/react-query';
import type { HostApi } from 'shared-contracts';
import { ACTIVATION_API, type ActivationSubmission } from 'shared-contracts/areas/activation/activation';

/** POST /api/businesses/submit_activation_form!: sends the saved form for review. */
export function submitActivationForm(gateway: HostApi['gateway']) {
  return gateway.post<ActivationSubmission>(ACTIVATION_API.submitActivationForm);
}

export function useSubmitActivationForm(hostApi: HostApi) {
  return useMutation(
    // The saved form is read again only once the merchant leaves the thank-you modal: read at once,
    // the submitted status would replace the form, and the modal with it.
    { mutationFn: () => submitActivationForm(hostApi.gateway) },
    hostApi.queryClient,
  );
}
