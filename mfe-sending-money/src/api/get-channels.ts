import { useQuery } from '@tanstack/react-query';
import type { HostApi } from 'shared-contracts';
import { SENDING_MONEY_API, type DisbursementChannelsAnswer } from 'shared-contracts/areas/sending-money/sending-money';
import { sendingMoneyKeys } from './sending-money-keys';

/** GET /api/disbursement_channels: the banks and e-wallets of the business's country, with limits and fee (spec 02 §7). */
export function useChannels(hostApi: HostApi) {
  return useQuery(
    {
      queryKey: sendingMoneyKeys.channels,
      queryFn: ({ signal }) => hostApi.gateway.get<DisbursementChannelsAnswer>(SENDING_MONEY_API.channels, { signal }),
      select: (answer) => answer.data,
      staleTime: 5 * 60 * 1000,
      retry: false,
    },
    hostApi.queryClient,
  );
}
