import { COUNTRY_CODES, type CountryOfOperation } from 'shared-contracts';
import { BUSINESS_TIME_ZONES } from 'shared-contracts/areas/balance/balance';
import { SETTLEMENT_TIME_SUFFIX } from 'shared-contracts/areas/cards/cards';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The business's time zone (the contract's BUSINESS_TIME_ZONES): its calendar days are the money pages' days. */
export const businessTimeZone = (country: CountryOfOperation): string => BUSINESS_TIME_ZONES[COUNTRY_CODES[country]];

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterOf(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** How far the zone's clocks are ahead of UTC at that moment, in ms (asked of Intl: slow). */
function exactOffsetAt(timeZone: string, at: number): number {
  const parts: Record<string, number> = {};
  for (const part of formatterOf(timeZone).formatToParts(new Date(at))) parts[part.type] = Number(part.value);
  const wall = Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!);
  return wall - (at - (((at % 1000) + 1000) % 1000));
}

/** The zone's offset through a UTC day, when it is the same all day (null on a day its clocks change). */
const dayOffsets = new Map<string, number | null>();

/** How far the zone's clocks are ahead of UTC at that moment, in ms; the seed asks this thousands of times. */
function offsetAt(timeZone: string, at: number): number {
  const day = Math.floor(at / DAY_MS);
  const key = `${timeZone}|${day}`;
  let offset = dayOffsets.get(key);
  if (offset === undefined) {
    const first = exactOffsetAt(timeZone, day * DAY_MS);
    offset = first === exactOffsetAt(timeZone, (day + 1) * DAY_MS - 1000) ? first : null;
    dayOffsets.set(key, offset);
  }
  return offset ?? exactOffsetAt(timeZone, at);
}

/** The zone's calendar day (YYYY-MM-DD) at that moment. */
export const dayIn = (timeZone: string, at: number): string => new Date(at + offsetAt(timeZone, at)).toISOString().slice(0, 10);

/** The first moment (UTC ms) of the zone's calendar day. */
export function startOfDay(timeZone: string, day: string): number {
  const midnightUtc = Date.parse(`${day}T00:00:00.000Z`);
  return midnightUtc - offsetAt(timeZone, midnightUtc - offsetAt(timeZone, midnightUtc));
}

/** The day `count` calendar days after (or before) `day`. */
export const addDays = (day: string, count: number): string => new Date(Date.parse(`${day}T00:00:00.000Z`) + count * DAY_MS).toISOString().slice(0, 10);

/** The day `count` business days (Monday to Friday; public holidays are not kept) after `day`. */
export function addBusinessDays(day: string, count: number): string {
  let current = day;
  for (let left = count; left > 0; ) {
    current = addDays(current, 1);
    const weekday = new Date(`${current}T00:00:00.000Z`).getUTCDay();
    if (weekday !== 0 && weekday !== 6) left -= 1;
  }
  return current;
}

/** Business days from capture to settlement of a card payment, by the business's country (docs/money-pages.md). */
export const CARD_SETTLEMENT_BUSINESS_DAYS: Readonly<Record<CountryOfOperation, number>> = { Indonesia: 2, Philippines: 1, Singapore: 2 };

/**
 * When a card payment captured at that moment settles: T+2 business days in Indonesia and Singapore,
 * T+1 in the Philippines, counted on the business's calendar, at the settlement time of day (07:00:01
 * UTC, the afternoon of the same day in each of these zones). The card payment's expected settlement
 * and its ledger entry's `available_on` are this one value.
 */
export function cardSettlementAt(capturedAt: number, country: CountryOfOperation): string {
  const captureDay = dayIn(businessTimeZone(country), capturedAt);
  return `${addBusinessDays(captureDay, CARD_SETTLEMENT_BUSINESS_DAYS[country])}${SETTLEMENT_TIME_SUFFIX}`;
}
