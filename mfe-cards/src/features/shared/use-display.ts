import type { CountryCode, HostApi } from 'shared-contracts';
import { countryOf, paymentTime, timeZoneOf } from '../../rules/display';

export interface Display {
  country: CountryCode;
  time: (iso: string) => string;
}

/** Read inside an `observer` component, so a business switch re-renders with the new country. */
export function useDisplay(hostApi: HostApi): Display {
  const country = countryOf(hostApi.session.business);
  const zone = timeZoneOf(hostApi.session.user);
  return { country, time: (iso) => paymentTime(iso, country, zone) };
}
