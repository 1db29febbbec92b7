import { toMinor } from 'shared-contracts/areas/getting-paid/getting-paid';
import { readAmount as readTyped, type Currency } from 'shared-contracts/rules';

export type { Currency };

/** A typed amount (the merchant's separators) as a canonical decimal string, or undefined when it does not read. */
export function readAmount(text: string, currency: Currency): string | undefined {
  const reading = readTyped(text, currency);
  return reading.status === 'amount' ? reading.value : undefined;
}

/** A canonical decimal string (AmountInput's value) in minor units. */
export const toMinorUnits = (value: string, currency: Currency): number => toMinor(Number(value), currency);
