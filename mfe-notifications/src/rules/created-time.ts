import { COUNTRY_CODES, type Business, type CountryCode, type User } from 'shared-contracts';
import { formatDate } from 'shared-contracts/rules';

/** The business's country decides the date order (spec 02 §9); Indonesia when it is not known yet. */
export function countryOf(business: Pick<Business, 'country_of_operation'> | null | undefined): CountryCode {
  return (business && COUNTRY_CODES[business.country_of_operation]) ?? 'ID';
}

/** The user's time zone; SYSTEM (or none) means the browser's (spec 01 §3). */
export function timeZoneOf(user: Pick<User, 'timezone' | 'preferred_timezone'> | null | undefined): string | undefined {
  const zone = user?.preferred_timezone ?? user?.timezone;
  return zone && zone !== 'SYSTEM' ? zone : undefined;
}

/** When a notification was created: the date in the business's country format, then the 24-hour time. */
export function createdTime(iso: string, country: CountryCode, timeZone?: string): string | null {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  let zone = timeZone;
  try {
    new Intl.DateTimeFormat('en-GB', { timeZone: zone });
  } catch {
    zone = undefined; // an unknown zone name: the browser's
  }
  zone ??= Intl.DateTimeFormat().resolvedOptions().timeZone;
  const time = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: zone }).format(date);
  return `${formatDate(date, country, { timeZone: zone })} ${time}`;
}
