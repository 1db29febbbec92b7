import { useMutation, useQuery } from '@tanstack/react-query';
import type { HostApi } from 'shared-contracts';
import { CARD_REPORTS_API, type CardReport, type CardReportFile, type CardReportRequest, type CardReportsAnswer } from 'shared-contracts/areas/cards/card-reports';
import { cardKeys } from './card-keys';

/** POST /api/credit_card_charge_report_requests: the gateway accepts it and prepares it in the background. */
export function requestCardReport(gateway: HostApi['gateway'], request: CardReportRequest) {
  return gateway.post<CardReport>(CARD_REPORTS_API.chargeReportRequests, request);
}

export function useRequestCardReport(hostApi: HostApi) {
  return useMutation(
    {
      mutationFn: (request: CardReportRequest) => requestCardReport(hostApi.gateway, request),
      onSuccess: () => void hostApi.queryClient.invalidateQueries({ queryKey: cardKeys.reports() }),
    },
    hostApi.queryClient,
  );
}

/** GET /api/credit_card_charge_report_requests: the user's report requests with their progress. */
export function getCardReports(gateway: HostApi['gateway'], signal?: AbortSignal) {
  return gateway.get<CardReportsAnswer>(CARD_REPORTS_API.chargeReportRequests, { signal });
}

/** How often the jobs are asked again while one is being prepared. */
export const REPORT_POLL_MS = 1000;

export function useCardReports(hostApi: HostApi) {
  return useQuery(
    {
      queryKey: cardKeys.reports(),
      queryFn: ({ signal }) => getCardReports(hostApi.gateway, signal),
      refetchInterval: (query) => (query.state.data?.data.some((report) => report.status === 'PENDING') ? REPORT_POLL_MS : false),
      retry: false,
    },
    hostApi.queryClient,
  );
}

/** GET /api/credit_card_charge_report_requests/{id}/download: the prepared CSV. */
export function downloadCardReport(gateway: HostApi['gateway'], id: string) {
  return gateway.get<CardReportFile>(CARD_REPORTS_API.download(id));
}
