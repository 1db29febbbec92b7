import type { CountryCode, HostApi } from 'shared-contracts';
import { CURRENCY_OF, countryOf, formatDate, formatDateTime, timeZoneOf, type Currency } from 'shared-contracts/rules';

export interface LedgerDisplay {
  country: CountryCode;
  /** The business's own currency: its ledger is shown first and when the address names none. */
  currency: Currency;
  /** A moment in the business's country format and the user's time zone. */
  time: (iso: string) => string;
  /** A calendar day (YYYY-MM-DD) in the country's format. */
  day: (date: string) => string;
}

/** Read inside an `observer` component, so a business switch re-renders with the new country. */
export function useLedgerDisplay(hostApi: HostApi): LedgerDisplay {
  const country = countryOf(hostApi.session.business);
  const timeZone = timeZoneOf(hostApi.session.user);
  return {
    country,
    currency: CURRENCY_OF[country],
    time: (iso) => formatDateTime(iso, country, { timeZone }) ?? iso,
    day: (date) => formatDate(`${date}T00:00:00Z`, country, { timeZone: 'UTC' }),
  };
}
