import { toMinor } from 'shared-contracts/areas/sending-money/sending-money';
import { readAmount as readTyped, type Currency } from 'shared-contracts/rules';

/** A typed amount (the merchant's separators) as a canonical decimal string, or undefined when it does not read. */
export function readAmount(text: string, currency: Currency): string | undefined {
  const reading = readTyped(text, currency);
  return reading.status === 'amount' ? reading.value : undefined;
}

/** A typed amount in minor units, or undefined when it does not read. */
export function minorOf(text: string, currency: Currency): number | undefined {
  const value = readAmount(text, currency);
  return value === undefined ? undefined : toMinor(Number(value), currency);
}
