import type { CountryCode } from 'shared-contracts';
import { formatDateTime } from 'shared-contracts/rules';

export { countryOf, timeZoneOf } from 'shared-contracts/rules';

/** When a notification was created: the date in the business's country format, then the 24-hour time. */
export function createdTime(iso: string, country: CountryCode, timeZone?: string): string | null {
  return formatDateTime(iso, country, { timeZone });
}
