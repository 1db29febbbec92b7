import { DISBURSEMENT_STATUSES, type DisbursementStatus, type DisbursementsQuery } from 'shared-contracts/areas/sending-money/sending-money';

/** The list's filters as the address bar carries them: ?status=FAILED&channel=BCA. */
export interface AddressFilters {
  status?: DisbursementStatus;
  channel?: string;
}

const isStatus = (value: string | null): value is DisbursementStatus => (DISBURSEMENT_STATUSES as readonly (string | null)[]).includes(value);

/** Values the list does not know are dropped, so a hand-edited address shows the whole list rather than an error. */
export function filtersFromSearch(params: URLSearchParams): AddressFilters {
  const status = params.get('status');
  const channel = params.get('channel');
  return { ...(isStatus(status) ? { status } : {}), ...(channel && /^[A-Z0-9_]{1,40}$/.test(channel) ? { channel } : {}) };
}

export function searchOfFilters(filters: AddressFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.status) params.set('status', filters.status);
  if (filters.channel) params.set('channel', filters.channel);
  return params;
}

export const isFiltered = (filters: AddressFilters): boolean => Boolean(filters.status || filters.channel);

export const queryOf = (filters: AddressFilters): Omit<DisbursementsQuery, 'after'> => ({
  ...(filters.status ? { status: filters.status } : {}),
  ...(filters.channel ? { channel_code: filters.channel } : {}),
});
