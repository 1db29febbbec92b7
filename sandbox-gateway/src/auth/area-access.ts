import { GETTING_PAID_ACCESS } from './getting-paid-access';
import { RECURRING_ACCESS } from './recurring-access';
import { SENDING_MONEY_ACCESS } from './sending-money-access';

/**
 * The permission table's entries of the areas that have an access file of their own, spread into
 * ENDPOINT_ACCESS (permissions.ts) as one: a new area adds its file here, not there.
 */
export const AREA_ACCESS = {
  ...GETTING_PAID_ACCESS,
  ...RECURRING_ACCESS,
  ...SENDING_MONEY_ACCESS,
} as const;
