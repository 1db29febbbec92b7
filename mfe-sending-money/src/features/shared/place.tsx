import { createContext, useContext } from 'react';

/**
 * Which of the spec's places a page is drawn for (spec 01 §2, spec 02 §2): the main brand's batch
 * disbursements and payouts, or the second brand's batch remittances and remittance payouts — the
 * same pages, with their own titles and route keys (a key of the other brand's place resolves to
 * nothing there).
 */
export interface Place {
  /** The place's menu key, where "Back to …" goes. */
  list: string;
  /** Its pages' route keys. */
  detail: string;
  create?: string;
  /** The translation keys of its title and description. */
  title: string;
  description: string;
}

export const BATCH_PLACE: Place = { list: 'batch-disbursements', detail: 'sending-money.batch', title: 'batch.title', description: 'batch.description' };
export const REMITTANCE_BATCH_PLACE: Place = {
  list: 'batch-remittances', detail: 'sending-money.remittance-batch', title: 'batch.remittanceTitle', description: 'batch.description',
};
export const PAYOUT_PLACE: Place = { list: 'payouts', detail: 'sending-money.payout', create: 'sending-money.new-payout', title: 'payout.title', description: 'payout.description' };
export const REMITTANCE_PAYOUT_PLACE: Place = {
  list: 'remittance-payouts', detail: 'sending-money.remittance-payout', create: 'sending-money.new-remittance-payout', title: 'payout.remittanceTitle', description: 'payout.description',
};

const PlaceContext = createContext<Place | null>(null);
export const PlaceProvider = PlaceContext.Provider;

export function usePlace(fallback: Place): Place {
  return useContext(PlaceContext) ?? fallback;
}
