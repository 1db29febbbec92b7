import { useMutation, useQuery } from '@tanstack/react-query';
import type { HostApi } from 'shared-contracts';
import { GETTING_PAID_API, type InvoiceDetail, type NewInvoice } from 'shared-contracts/areas/getting-paid/getting-paid';
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

/** POST /api/invoices. */
export function useCreateInvoice(hostApi: HostApi) {
  return useMutation(
    { mutationFn: (invoice: NewInvoice) => hostApi.gateway.post<InvoiceDetail>(GETTING_PAID_API.invoices, invoice), onSuccess: refreshed(hostApi) },
    hostApi.queryClient,
  );
}

/** POST /api/invoices/{id}/void or /resend. */
export function useInvoiceAction(hostApi: HostApi, action: 'void' | 'resend') {
  const path = action === 'void' ? GETTING_PAID_API.voidInvoice : GETTING_PAID_API.resendInvoice;
  return useMutation({ mutationFn: (id: string) => hostApi.gateway.post<InvoiceDetail>(path(id), {}), onSuccess: refreshed(hostApi) }, hostApi.queryClient);
}
