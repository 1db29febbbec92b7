import type { CountryCode } from '../session/entities';

export type Currency = 'IDR' | 'PHP' | 'USD';

/** Default currency of a market (spec 02 §9); Indonesian rupiah by default. */
export const CURRENCY_OF: Record<CountryCode, Currency> = { ID: 'IDR', PH: 'PHP', SG: 'USD' };

/** Locale of a currency (spec 01 §9): id for IDR, en-PH for PHP, else en-US. */
export function localeOf(currency: Currency): string {
  if (currency === 'IDR') return 'id-ID';
  if (currency === 'PHP') return 'en-PH';
  return 'en-US';
}

/**
 * Money per spec 02 §9: IDR without decimals and with dot thousands; other currencies with comma
 * thousands and 2 decimals.
 */
export function formatMoney(amount: number, currency: Currency): string {
  const decimals = currency === 'IDR' ? 0 : 2;
  return new Intl.NumberFormat(localeOf(currency), {
    style: 'currency',
    currency,
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(amount);
}

function parts(date: Date, timeZone: string) {
  const values = new Intl.DateTimeFormat('en-GB', { timeZone, day: '2-digit', month: '2-digit', year: 'numeric' }).formatToParts(date);
  const get = (type: string) => values.find((part) => part.type === type)?.value ?? '';
  return { day: get('day'), month: get('month'), year: get('year') };
}

export interface DateFormatOptions {
  /** Two- or four-digit year (Indonesia uses both). */
  year?: '2-digit' | 'numeric';
  /** IANA time zone; the merchant's, or the browser's when the user's timezone is SYSTEM. */
  timeZone?: string;
}

/**
 * Dates per spec 02 §9: Indonesia day/month/year, the Philippines month/day/year, the regional
 * remittance variant day/month.
 */
export function formatDate(date: Date | string, country: CountryCode, options: DateFormatOptions = {}): string {
  const value = typeof date === 'string' ? new Date(date) : date;
  const { day, month, year: fullYear } = parts(value, options.timeZone ?? 'UTC');
  const year = options.year === '2-digit' ? fullYear.slice(-2) : fullYear;
  if (country === 'PH') return `${month}/${day}/${year}`;
  if (country === 'SG') return `${day}/${month}`;
  return `${day}/${month}/${year}`;
}
