import type { HostApi } from 'shared-contracts';
import { toMajor } from 'shared-contracts/areas/sending-money/sending-money';
import { CURRENCY_OF, countryOf, formatDateTime, formatMoney, timeZoneOf, type Currency } from 'shared-contracts/rules';

export interface Display {
  currency: Currency;
  /** A moment in the business's country format and the user's time zone. */
  time: (iso: string) => string;
  /** Minor units as money of the currency. */
  money: (minor: number, currency: Currency) => string;
}

/** Read inside an `observer` component, so a business switch re-renders with the new country. */
export function useDisplay(hostApi: HostApi): Display {
  const country = countryOf(hostApi.session.business);
  const timeZone = timeZoneOf(hostApi.session.user);
  return {
    currency: CURRENCY_OF[country],
    time: (iso) => formatDateTime(iso, country, { timeZone }) ?? iso,
    money: (minor, currency) => formatMoney(toMajor(minor, currency), currency),
  };
}

/** "BCA ••••7890": an account shown without its whole number. */
export const maskedAccount = (channel: string, accountNumber: string): string => `${channel} ••••${accountNumber.slice(-4)}`;
