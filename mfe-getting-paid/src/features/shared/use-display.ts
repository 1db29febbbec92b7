import type { CountryCode, HostApi } from 'shared-contracts';
import { BUSINESS_TIME_ZONES, toMajor } from 'shared-contracts/areas/getting-paid/getting-paid';
import { CURRENCY_OF, countryOf, formatDate, formatDateTime, formatMoney, timeZoneOf, type Currency } from 'shared-contracts/rules';
import { isoToday } from '../../rules/due-date';

export interface Display {
  currency: Currency;
  /** The business's country: the order of a date's day and month (spec 02 §9). */
  country: CountryCode;
  /**
   * Today as an ISO calendar date in the business's time zone: the day the gateway counts a due
   * date from (the end of the due date is the business's), whatever the browser's or the user's zone.
   */
  today: string;
  /** A moment in the business's country format and the user's time zone. */
  time: (iso: string) => string;
  /** A calendar day (YYYY-MM-DD) in the country's format. */
  day: (date: string) => string;
  /** Minor units as money of the currency. */
  money: (minor: number, currency: Currency) => string;
}

/** Read inside an `observer` component, so a business switch re-renders with the new country. */
export function useDisplay(hostApi: HostApi): Display {
  const country = countryOf(hostApi.session.business);
  const timeZone = timeZoneOf(hostApi.session.user);
  return {
    currency: CURRENCY_OF[country],
    country,
    today: isoToday(BUSINESS_TIME_ZONES[country]),
    time: (iso) => formatDateTime(iso, country, { timeZone }) ?? iso,
    day: (date) => formatDate(`${date}T00:00:00Z`, country, { timeZone: 'UTC' }),
    money: (minor, currency) => formatMoney(toMajor(minor, currency), currency),
  };
}
