import { amountDecimals } from 'shared-contracts/rules';

/**
 * Why an amount (major units, as the request gave it) does not fit its currency's minor units —
 * IDR has none, PHP, SGD and USD two — or null when it fits. Exact, not within a tolerance: the
 * amount must be the number its own rounding to those digits gives (1e-7 or 100.0000004 rupiah is
 * refused; 0.07 pesos, whose scaled double is 7.000000000000001, is not).
 */
export function amountDigitsProblem(amount: number, currency: string): string | null {
  const decimals = amountDecimals(currency);
  if (Number(amount.toFixed(decimals)) === amount) return null;
  return decimals === 0 ? `must be a whole amount in ${currency}` : `must have at most ${decimals} decimals in ${currency}`;
}
