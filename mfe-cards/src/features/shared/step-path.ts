import type { PaymentStepKind } from '../../api/get-payment-step';

/** The pages of spec 02 §2's credit-card routes. */
export const paymentPath = (id: string) => `/credit_cards/payment/${encodeURIComponent(id)}`;
export const stepPath = (kind: PaymentStepKind, id: string) => `/credit_cards/payment/${kind}/${encodeURIComponent(id)}`;
export const PAYMENTS_PATH = '/credit_cards/payments';
