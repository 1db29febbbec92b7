import { COUNTRY_CODES, type Business, type CountryCode, type User } from 'shared-contracts';
import { formatDate } from 'shared-contracts/rules';

/** The business's country decides the date order (spec 02 §9); Indonesia when it is not known yet. */
export function countryOf(business: Pick<Business, 'country_of_operation'> | null | undefined): CountryCode {
  return (business && COUNTRY_CODES[business.country_of_operation]) ?? 'ID';
}

/** The user's time zone; SYSTEM (or none, or a name the browser does not know) means the browser's. */
export function timeZoneOf(user: Pick<User, 'timezone' | 'preferred_timezone'> | null | undefined): string | undefined {
  const zone = user?.preferred_timezone ?? user?.timezone;
  if (!zone || zone === 'SYSTEM') return undefined;
  try {
    new Intl.DateTimeFormat('en-GB', { timeZone: zone });
    return zone;
  } catch {
    return undefined;
  }
}

/** A moment of a payment: the date in the country's order, then the 24-hour time, in the user's zone. */
export function paymentTime(iso: string, country: CountryCode, timeZone?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const zone = timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
  const time = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23', timeZone: zone }).format(date);
  return `${formatDate(date, country, { timeZone: zone })} ${time}`;
}
