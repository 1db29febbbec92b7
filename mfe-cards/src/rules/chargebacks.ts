import { array, object, string, type ObjectSchema } from 'yup';
import {
  CHARGEBACK_EVIDENCE_MAX,
  CHARGEBACK_EVIDENCE_MIN,
  CHARGEBACK_RESPONSE_MAX,
  CHARGEBACK_STATUSES,
  type Chargeback,
  type ChargebackStatus,
  type ChargebacksQuery,
} from 'shared-contracts/areas/cards/card-chargebacks';
import { CARD_LIST_PAGE_SIZE } from 'shared-contracts/rules';
import type { Tone } from 'shared-ui';

/** Spec 02 §4: OPEN needs the merchant's response; won is good news, lost or cancelled bad, the rest in between. */
const TONE: Record<ChargebackStatus, Tone> = {
  OPEN: 'warning', REVIEWING: 'info', SUBMITTED: 'info', WON: 'success', LOST: 'danger', REFUNDED: 'neutral', CANCELLED: 'neutral', UNKNOWN: 'neutral',
};
export const chargebackTone = (status: ChargebackStatus): Tone => TONE[status];

/** Only an OPEN chargeback is answered, and only by someone who may edit (the gateway checks both). */
export const canRespond = (chargeback: Pick<Chargeback, 'status'>, canEdit: boolean): boolean => canEdit && chargeback.status === 'OPEN';

/** Days left to answer (0 on the last day, negative once it has passed), by calendar day in UTC. */
export function daysToRespond(respondBy: string, now: number): number {
  const day = (ms: number) => Math.floor(ms / 86_400_000);
  return day(Date.parse(respondBy)) - day(now);
}

export interface ChargebackFilters {
  page: number;
  status?: ChargebackStatus;
}

const isStatus = (value: string | null): value is ChargebackStatus => (CHARGEBACK_STATUSES as readonly string[]).includes(value ?? '');

/** The list's view from its address (?status=OPEN&page=2); anything unknown is dropped. */
export function chargebackFiltersFromSearch(params: URLSearchParams): ChargebackFilters {
  const page = Number(params.get('page'));
  const status = params.get('status');
  return { page: Number.isInteger(page) && page > 1 ? page : 1, ...(isStatus(status) ? { status } : {}) };
}

export function searchOfChargebackFilters(filters: ChargebackFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.status) params.set('status', filters.status);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

export const queryOfChargebackFilters = (filters: ChargebackFilters): ChargebacksQuery => ({
  page: filters.page,
  limit: CARD_LIST_PAGE_SIZE,
  ...(filters.status ? { status: filters.status } : {}),
});

/** The response form: what the merchant says and the evidence already uploaded (their ids). */
export interface ChargebackResponseValues {
  text: string;
  document_ids: string[];
}

/** Message keys (`chargeback.problems.*`). */
export const chargebackResponseSchema: ObjectSchema<ChargebackResponseValues> = object({
  text: string().trim().required('textRequired').max(CHARGEBACK_RESPONSE_MAX, 'textTooLong'),
  document_ids: array(string().required()).default([]).min(CHARGEBACK_EVIDENCE_MIN, 'evidenceRequired').max(CHARGEBACK_EVIDENCE_MAX, 'tooManyDocuments'),
});
