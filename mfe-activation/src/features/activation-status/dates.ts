import { countryOf, dateTimeFormat, formatDate, timeZoneOf } from 'shared-contracts/rules';
import { useHostApi } from 'shared-contracts/react';

/**
 * A calendar date (an ISO time, or a YYYY-MM-DD day) in the business's country format (spec 02 §9,
 * shared-contracts' one formatter): a day as written, a time on the user's day (their time zone, or
 * the browser's).
 */
export function useCalendarDate(): (iso: string) => string {
  const hostApi = useHostApi();
  const country = countryOf(hostApi.session.business);
  const zone = timeZoneOf(hostApi.session.user) ?? dateTimeFormat('en-GB').resolvedOptions().timeZone;
  return (iso) => (iso.length === 10 ? formatDate(`${iso}T00:00:00Z`, country) : formatDate(iso, country, { timeZone: zone }));
}
