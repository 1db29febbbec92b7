import type { PromotionInput } from 'shared-contracts/areas/cards/card-promotions';
import type { Currency } from 'shared-contracts/rules';
import type { SandboxDatabase } from '../db/connection';
import { createPromotion, dayOf, setPromotionPaused } from '../store/card-promotions';
import { TOKO_KU } from './businesses';

const DAY = 24 * 60 * 60 * 1000;

/** Toko Ku's live promotions, one or more of every status (ids stable: promo_tokoku_NN; dates relative to the seed's day). */
const TOKO_KU_PROMOTIONS: readonly (Omit<PromotionInput, 'start_date' | 'end_date'> & { id: string; start: number; end: number; paused?: boolean })[] = [
  { id: 'promo_tokoku_01', name: 'BCA card weekend 10%', type: 'DISCOUNT', discount_percent: 10, installment_months: null, bin_ranges: [{ from: '601900', to: '601999' }], start: -10, end: 20 },
  { id: 'promo_tokoku_02', name: 'Mandiri 0% installments', type: 'INSTALLMENT', discount_percent: null, installment_months: 12, bin_ranges: [{ from: '521111', to: '521199' }, { from: '41111100', to: '41111199' }], start: -30, end: 60 },
  { id: 'promo_tokoku_03', name: 'Harbolnas 12.12', type: 'DISCOUNT', discount_percent: 12.5, installment_months: null, bin_ranges: [{ from: '411111', to: '411111' }], start: 15, end: 16 },
  { id: 'promo_tokoku_04', name: 'Ramadan installments', type: 'INSTALLMENT', discount_percent: null, installment_months: 6, bin_ranges: [{ from: '353011', to: '353099' }], start: -120, end: -60 },
  { id: 'promo_tokoku_05', name: 'New card holders 5%', type: 'DISCOUNT', discount_percent: 5, installment_months: null, bin_ranges: [{ from: '417500', to: '417599' }], start: -5, end: 90, paused: true },
];

/** Seeds Toko Ku's promotions (its live mode) across every status. */
export function insertCardPromotions(db: SandboxDatabase, now: number): void {
  const scope = { businessId: TOKO_KU, environment: 'PRODUCTION' as const };
  const currency: Currency = 'IDR';
  TOKO_KU_PROMOTIONS.forEach(({ id, start, end, paused, ...input }, index) => {
    // Older ones were created earlier, so the newest comes first in the list.
    const created = now - (TOKO_KU_PROMOTIONS.length - index) * 60_000;
    createPromotion(db, scope, { ...input, start_date: dayOf(now + start * DAY), end_date: dayOf(now + end * DAY) }, currency, created, id);
    if (paused) setPromotionPaused(db, scope, id, true, created);
  });
}
