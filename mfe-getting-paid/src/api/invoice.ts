import { useMutation, useQuery } from '@tanstack/react-query';
import type { HostApi } from 'shared-contracts';
import { GETTING_PAID_API, type InvoiceDetail, type InvoiceDraftChanges, type NewInvoice } from 'shared-contracts/areas/getting-paid/getting-paid';
import { gettingPaidKeys } from './getting-paid-keys';

/** GET /api/invoices/{id}: the invoice with its items, timeline and payment. */
export function useInvoice(hostApi: HostApi, id: string) {
  return useQuery(
    { queryKey: gettingPaidKeys.invoice(id), queryFn: ({ signal }) => hostApi.gateway.get<InvoiceDetail>(GETTING_PAID_API.invoice(id), { signal }), retry: false },
    hostApi.queryClient,
  );
}

const refreshed = (hostApi: HostApi) => (invoice: InvoiceDetail) => {
  hostApi.queryClient.setQueryData(gettingPaidKeys.invoice(invoice.id), invoice);
  void hostApi.queryClient.invalidateQueries({ queryKey: [...gettingPaidKeys.all, 'invoices'] });
};

/** POST /api/invoices (with `draft`: saved as a DRAFT, decision 0069). */
export function useCreateInvoice(hostApi: HostApi) {
  return useMutation(
    { mutationFn: (invoice: NewInvoice) => hostApi.gateway.post<InvoiceDetail>(GETTING_PAID_API.invoices, invoice), onSuccess: refreshed(hostApi) },
    hostApi.queryClient,
  );
}

const ACTION_PATHS = { void: GETTING_PAID_API.voidInvoice, resend: GETTING_PAID_API.resendInvoice, issue: GETTING_PAID_API.issueInvoice } as const;

/** POST /api/invoices/{id}/void, /resend or /issue (a DRAFT, decision 0069). */
export function useInvoiceAction(hostApi: HostApi, action: keyof typeof ACTION_PATHS) {
  const path = ACTION_PATHS[action];
  return useMutation({ mutationFn: (id: string) => hostApi.gateway.post<InvoiceDetail>(path(id), {}), onSuccess: refreshed(hostApi) }, hostApi.queryClient);
}

/** PATCH /api/invoices/{id}: a DRAFT's fields. */
export function useEditDraft(hostApi: HostApi) {
  return useMutation(
    {
      mutationFn: ({ id, changes }: { id: string; changes: InvoiceDraftChanges }) => hostApi.gateway.patch<InvoiceDetail>(GETTING_PAID_API.invoice(id), changes),
      onSuccess: refreshed(hostApi),
    },
    hostApi.queryClient,
  );
}

/** DELETE /api/invoices/{id}: a DRAFT is gone, from its detail's cache and the lists. */
export function useDeleteDraft(hostApi: HostApi) {
  return useMutation(
    {
      mutationFn: (id: string) => hostApi.gateway.delete<void>(GETTING_PAID_API.invoice(id)),
      onSuccess: (_answer, id) => {
        hostApi.queryClient.removeQueries({ queryKey: gettingPaidKeys.invoice(id) });
        void hostApi.queryClient.invalidateQueries({ queryKey: [...gettingPaidKeys.all, 'invoices'] });
      },
    },
    hostApi.queryClient,
  );
}
