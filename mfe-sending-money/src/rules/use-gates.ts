import type { HostApi } from 'shared-contracts';
import { sendingMoneyGates, type SendingMoneyGates } from 'shared-contracts/areas/sending-money/sending-money-rules';

/**
 * The area's gates for the signed-in user (spec 01 §6, decision 0071), read inside an `observer`
 * component so a business switch recomputes them. The gateway applies the same function.
 */
export const useGates = (hostApi: HostApi): SendingMoneyGates => sendingMoneyGates(hostApi.session.user ?? {});
