import { LARGE_TRANSACTION } from 'shared-contracts/areas/settings/settings';
import type { CountryOfOperation } from 'shared-contracts';

export interface LargeTransactionNote {
  minimum: number;
  currency: 'IDR';
  /** "13:00" in the business's UTC+7 time. */
  cutoff: string;
  utcOffset: string;
}

/**
 * The large-transaction note of spec 02 §9 applies to rupiah withdrawals: only Indonesian businesses
 * withdraw in IDR, so only they see it.
 */
export function largeTransactionNote(country: CountryOfOperation): LargeTransactionNote | null {
  if (country !== 'Indonesia') return null;
  return {
    minimum: LARGE_TRANSACTION.minimumIdr,
    currency: 'IDR',
    cutoff: `${String(LARGE_TRANSACTION.cutoffHour).padStart(2, '0')}:00`,
    utcOffset: `UTC+${LARGE_TRANSACTION.utcOffsetHours}`,
  };
}
