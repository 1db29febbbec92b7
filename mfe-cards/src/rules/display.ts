import type { CountryCode } from 'shared-contracts';
import { formatDateTime } from 'shared-contracts/rules';

export { countryOf, timeZoneOf } from 'shared-contracts/rules';

/** A moment of a payment: the date in the country's order, then the 24-hour time with seconds, in the user's zone. */
export function paymentTime(iso: string, country: CountryCode, timeZone?: string): string {
  return formatDateTime(iso, country, { timeZone, seconds: true }) ?? iso;
}
