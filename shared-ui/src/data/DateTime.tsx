import { type CountryCode } from 'shared-contracts';
import { formatDate, type DateFormatOptions } from 'shared-contracts/rules';

export interface DateTimeProps extends DateFormatOptions {
  value: Date | string;
  /** The business's country decides the order (spec 02 §9). */
  country: CountryCode;
}

/** A date in the country's format (shared-contracts' `formatDate`), machine-readable in `dateTime`. */
export function DateTime({ value, country, ...options }: DateTimeProps) {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return null;
  return <time dateTime={date.toISOString()}>{formatDate(date, country, options)}</time>;
}
