import { getAllTimezones, getCountry } from 'countries-and-timezones';
import { TOP_TIMEZONES } from 'shared-contracts/areas/settings/settings';

/** One zone of the picker: its IANA name, the country it is in, and its UTC offset now. */
export interface TimezoneChoice {
  name: string;
  country: string;
  offsetMinutes: number;
}

/**
 * Spec 02 §9: Asia/Jakarta and Asia/Manila first, in that order; then every other zone sorted by its
 * country's name, then by offset (west to east), then by name, so a country's zones sit together.
 */
export function orderTimezones(zones: readonly TimezoneChoice[]): TimezoneChoice[] {
  const top = TOP_TIMEZONES.flatMap((name) => zones.filter((zone) => zone.name === name));
  const rest = zones
    .filter((zone) => !TOP_TIMEZONES.includes(zone.name))
    .sort((a, b) => a.country.localeCompare(b.country, 'en') || a.offsetMinutes - b.offsetMinutes || a.name.localeCompare(b.name, 'en'));
  return [...top, ...rest];
}

/** The zone's offset from UTC at `at`, in minutes (daylight saving included), or undefined if unknown here. */
export function offsetMinutesOf(timeZone: string, at: Date): number | undefined {
  try {
    const name = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
      .formatToParts(at)
      .find((part) => part.type === 'timeZoneName')?.value;
    if (name === undefined) return undefined;
    const match = /^GMT(?:([+-])(\d{2}):(\d{2}))?$/.exec(name);
    if (!match) return undefined;
    if (!match[1]) return 0;
    const minutes = Number(match[2]) * 60 + Number(match[3]);
    return match[1] === '-' ? -minutes : minutes;
  } catch {
    return undefined; // a zone this browser does not know: not offered
  }
}

/** `UTC+07:00`, `UTC-03:30`, `UTC+00:00`. */
export function formatOffset(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const absolute = Math.abs(minutes);
  return `UTC${sign}${String(Math.floor(absolute / 60)).padStart(2, '0')}:${String(absolute % 60).padStart(2, '0')}`;
}

/**
 * Every current (not deprecated) IANA zone that belongs to a country, with that country's English
 * name (countries-and-timezones: the zone.tab data; the first country is the zone's own) and its
 * offset at `at`, in the picker's order. Zones the browser cannot format are left out.
 */
export function timezoneChoices(at: Date): TimezoneChoice[] {
  const zones: TimezoneChoice[] = [];
  for (const zone of Object.values(getAllTimezones({ deprecated: false }))) {
    if (zone.aliasOf || zone.countries.length === 0) continue;
    const offsetMinutes = offsetMinutesOf(zone.name, at);
    if (offsetMinutes === undefined) continue;
    zones.push({ name: zone.name, country: countryNameOf(zone.countries[0]!), offsetMinutes });
  }
  return orderTimezones(zones);
}

/** The country's English name (the sort key), from the same data. */
const countryNameOf = (code: string): string => getCountry(code)?.name ?? code;
