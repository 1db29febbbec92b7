import type { CardPaymentDetail } from 'shared-contracts/areas/cards/card-payment';

/** A settled VISA payment of Toko Ku, refunded in part, as the sandbox answers it. */
export const SETTLED_PAYMENT: CardPaymentDetail = {
  id: 'ccp_1', external_id: 'order-004999', created: '2026-05-01T10:00:00.000Z', status: 'SETTLED', amount: 150_000, currency: 'IDR',
  card_brand: 'VISA', masked_card_number: '411111XXXXXX1091', source: 'API_GATEWAY', description: 'Order 4999', bank_reference_number: '123456789012',
  card: { masked_number: '411111XXXXXX1091', brand: 'VISA', bank: 'BANK CENTRAL ASIA', country: 'ID', type: 'CREDIT', expiry: '09/29', list: 'ALLOW' },
  capture_amount: 150_000, refunded_amount: 50_000, token_id: 'tok_1', token_type: 'multiUse', tokenized_at: '2026-05-01T10:00:00.000Z',
  authentication_id: 'atn_1', authentication_status: 'VERIFIED', authenticated_at: '2026-05-01T10:00:20.000Z', eci: '05',
  authorization_id: 'atz_1', authorization_status: 'SUCCEEDED', authorized_at: '2026-05-01T10:00:40.000Z', reversed_at: null,
  cvn_code: 'M', avs_code: 'Y', failure_reason: null, captured_at: '2026-05-01T10:01:00.000Z',
  settlement_id: 'stl_1', settlement_status: 'SETTLED', settled_at: '2026-05-03T07:00:01.000Z', expected_settlement_at: '2026-05-03T07:00:01.000Z',
  refunds: [{ id: 'rfd_1', payment_id: 'ccp_1', amount: 50_000, currency: 'IDR', status: 'SUCCEEDED', reason: 'Customer request', created: '2026-05-05T09:00:00.000Z', updated: '2026-05-05T09:00:00.000Z' }],
  refund: { available: true, remaining: 100_000 },
  can_capture: false,
};

/** A declined payment: its authorization failed for the fraud guard, nothing captured. */
export const FRAUD_BLOCKED_PAYMENT: CardPaymentDetail = {
  ...SETTLED_PAYMENT, id: 'ccp_2', external_id: 'order-004998', status: 'FAILED', card_brand: 'JCB', masked_card_number: '353011XXXXXX0001',
  card: { ...SETTLED_PAYMENT.card, brand: 'JCB', masked_number: '353011XXXXXX0001', list: 'BLOCK' },
  authorization_status: 'FAILED', failure_reason: 'FRAUD_GUARD_BLOCKED', cvn_code: 'Q' as CardPaymentDetail['cvn_code'], avs_code: null, eci: null,
  authentication_id: null, authentication_status: null, authenticated_at: null,
  captured_at: null, capture_amount: 0, refunded_amount: 0, settlement_id: null, settlement_status: null, settled_at: null, expected_settlement_at: null,
  refunds: [], refund: { available: false, reason: 'failedCharge' },
};
