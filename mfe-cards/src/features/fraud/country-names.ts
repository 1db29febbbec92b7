import type { Country } from 'shared-contracts/areas/cards/card-fraud';

/** A country's name in the dashboard's language (the browser's Intl data), else the gateway's English name. */
export function countryNamer(language: string, countries: readonly Country[]): (code: string) => string {
  const english = new Map(countries.map((country) => [country.code, country.name]));
  let names: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames([language], { type: 'region', fallback: 'none' });
  } catch {
    names = null;
  }
  return (code) => names?.of(code) ?? english.get(code) ?? code;
}
