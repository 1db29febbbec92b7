import { COUNTRY_CODES, type Business, type CountryCode, type User } from '../contract/entities';

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
  return numberFormat(localeOf(currency), {
    style: 'currency',
    currency,
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(amount);
}

/*
 * Creating an Intl formatter costs far more than formatting with one (a list of 10 payments made
 * ~40 formatters per render, a tenth of a route switch on a slow phone), and formatters are
 * immutable: one per locale and options, kept for the page's life (a handful in practice).
 *
 * The cache lives on `globalThis` under a registered symbol, not in this module: every remote
 * bundles its own copy of these rules, and without one cache each copy made the same formatters
 * again (3-6 ms each at the benchmark's 4x CPU slowdown, on the first switch into a remote that
 * shows dates). A formatter is the same whichever copy asks for it.
 */
interface FormatterCache {
  numbers: Map<string, Intl.NumberFormat>;
  dates: Map<string, Intl.DateTimeFormat>;
}

const FORMATTER_CACHE = Symbol.for('mdp.shared-contracts.intl-formatters');

function formatterCache(): FormatterCache {
  const holder = globalThis as typeof globalThis & { [FORMATTER_CACHE]?: FormatterCache };
  holder[FORMATTER_CACHE] ??= { numbers: new Map(), dates: new Map() };
  return holder[FORMATTER_CACHE];
}

/** `new Intl.NumberFormat(locale, options)`, made once per locale and options. */
export function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const { numbers } = formatterCache();
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = numbers.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    numbers.set(key, format);
  }
  return format;
}

/** `new Intl.DateTimeFormat(locale, options)`, made once per locale and options (throws as it does on an unknown time zone). */
export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions = {}): Intl.DateTimeFormat {
  const { dates } = formatterCache();
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = dates.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    dates.set(key, format);
  }
  return format;
}

function parts(date: Date, timeZone: string) {
  const values = dateTimeFormat('en-GB', { timeZone, day: '2-digit', month: '2-digit', year: 'numeric' }).formatToParts(date);
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

/** The business's country decides the date order (spec 02 §9); Indonesia when it is not known yet. */
export function countryOf(business: Pick<Business, 'country_of_operation'> | null | undefined): CountryCode {
  return (business && COUNTRY_CODES[business.country_of_operation]) ?? 'ID';
}

function knownTimeZone(zone: string): boolean {
  try {
    dateTimeFormat('en-GB', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The user's time zone; SYSTEM (or none, or a name the browser does not know) means the browser's (spec 01 §3). */
export function timeZoneOf(user: Pick<User, 'timezone' | 'preferred_timezone'> | null | undefined): string | undefined {
  const zone = user?.preferred_timezone ?? user?.timezone;
  if (!zone || zone === 'SYSTEM' || !knownTimeZone(zone)) return undefined;
  return zone;
}

/**
 * A moment as the merchant reads it: the date in the country's order (spec 02 §9), then the 24-hour
 * time, in `timeZone` (an unknown or missing one: the browser's). Null for a value that is not a date.
 */
export function formatDateTime(value: Date | string, country: CountryCode, options: { timeZone?: string; seconds?: boolean } = {}): string | null {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return null;
  const zone = options.timeZone && knownTimeZone(options.timeZone) ? options.timeZone : dateTimeFormat('en-GB').resolvedOptions().timeZone;
  const time = dateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', ...(options.seconds ? { second: '2-digit' } : {}), hourCycle: 'h23', timeZone: zone }).format(date);
  return `${formatDate(date, country, { timeZone: zone })} ${time}`;
}


/** The order of a date's day and month in a country (spec 02 §9): the Philippines month first, elsewhere day first. */
export type DateOrder = 'day-first' | 'month-first';

export function dateOrderOf(country: CountryCode): DateOrder {
  return country === 'PH' ? 'month-first' : 'day-first';
}

/**
 * The locale a date input and its calendar use: the page's language, with the segments in the
 * country's order (spec 02 §9), so "05/11/2026" typed by an Indonesian merchant is 5 November in
 * English too. English takes the country's own English (en-ID, en-PH, en-SG); Indonesian is id-ID,
 * except in the Philippines, where no Indonesian locale writes the month first and en-PH is used.
 */
export function dateInputLocale(language: string, country: CountryCode): string {
  const base = language.split('-')[0];
  if (base === 'id') return dateOrderOf(country) === 'month-first' ? 'en-PH' : 'id-ID';
  return `en-${country}`;
}

/** Two calendar days (YYYY-MM-DD) in the country's format, "05/11/2026 – 24/11/2026"; a range that is not two dates as written. */
export function formatDateRange(start: string, end: string, country: CountryCode): string {
  const first = new Date(`${start}T00:00:00Z`);
  const last = new Date(`${end}T00:00:00Z`);
  if (Number.isNaN(first.getTime()) || Number.isNaN(last.getTime())) return `${start} – ${end}`;
  return `${formatDate(first, country)} – ${formatDate(last, country)}`;
}
