/** A calendar date (an ISO time, or a YYYY-MM-DD day) in the page's language, as 5 March 2026. */
export function longDate(iso: string, language: string): string {
  const day = iso.length === 10 ? `${iso}T00:00:00Z` : iso;
  const options: Intl.DateTimeFormatOptions = { dateStyle: 'long', ...(iso.length === 10 ? { timeZone: 'UTC' } : {}) };
  return new Intl.DateTimeFormat(language === 'id' ? 'id-ID' : 'en-GB', options).format(new Date(day));
}
