import type { TranslationTree } from 'shared-contracts';

/** English names of the card states, sources, token types and result codes (spec 02 §3, §4, §8). */
export const enCodes: TranslationTree = {
  chargeStatus: { CHARGED: 'Charged', PENDING: 'Pending', SETTLING: 'Settling', SETTLED: 'Settled', FAILED: 'Failed', REFUNDED: 'Refunded' },
  settlementStatus: { SETTLED: 'Settled', PENDING: 'Pending' },
  authenticationStatus: {
    USED: 'Used', VERIFIED: 'Verified', FAILED: 'Failed', PENDING: 'Pending', ENROLLED: 'Enrolled', CARD_ENROLLED: 'Card enrolled',
    CARD_NOT_ENROLLED: 'Card not enrolled', ENROLLMENT_CHECK_FAILED: 'Enrolment check failed', CYBERSOURCE_ERROR: 'Processor error (CyberSource)',
  },
  authorizationStatus: { SUCCEEDED: 'Succeeded', FAILED: 'Failed', REVERSED: 'Reversed' },
  refundStatus: {
    SUCCEEDED: 'Succeeded', REQUESTED: 'Requested', FAILED: 'Failed', PENDING: 'Pending', CYBERSOURCE_ERROR: 'Processor error (CyberSource)',
    PROCESSOR_ERROR: 'Processor error',
  },
  source: {
    API_GATEWAY: 'API', DASHBOARD: 'Dashboard', SDK: 'Mobile SDK', XENDIT_JS: 'JavaScript library', INVOICE: 'Invoice',
    SECURE_ACCEPTANCE: 'Secure acceptance', VIRTUAL_TERMINAL: 'Virtual terminal', OFF_RAILS: 'Off rails',
  },
  tokenType: { singleUse: 'Single use', multiUse: 'Multiple use', externalToken: 'External token', PAN: 'Card number (PAN)' },
  decline: {
    EXPIRED_CARD: 'The card has expired.', STOLEN_CARD: 'The card was reported stolen.', INACTIVE_CARD: 'The card is not active.',
    INVALID_CVN: 'The CVN was wrong.', CARD_DECLINED: 'The bank declined the card.', BIN_BLOCK: 'Cards of this BIN are blocked.',
    '3DS_REQUIRED': '3-D Secure authentication is required.', CVN_REQUIRED: 'The CVN is required.',
    INSUFFICIENT_BALANCE: 'The card has too little balance.', FRAUD_GUARD_BLOCKED: 'Blocked by the fraud guard.',
  },
  eci: {
    '00': 'Mastercard: not authenticated', '01': 'Mastercard: authentication attempted', '02': 'Mastercard: fully authenticated',
    '05': 'Visa, JCB, Amex: fully authenticated', '06': 'Visa, JCB, Amex: authentication attempted', '07': 'Visa, JCB, Amex: not authenticated',
  },
  cvn: {
    D: 'The issuing bank found the transaction suspicious', I: 'The CVN failed the processor\'s data check', M: 'The CVN matched',
    N: 'The CVN did not match', P: 'The processor did not check the CVN', S: 'The card has a CVN but none was sent',
    U: 'The issuing bank does not check CVNs', X: 'The card network does not check CVNs', '1': 'The processor does not check CVNs for this card type',
    '2': 'The processor answered with an unknown CVN result', '3': 'The processor gave no CVN result',
  },
  avs: {
    Y: 'Street address and postal code match', X: 'Street address and nine-digit postal code match',
    W: 'Nine-digit postal code matches, street address does not', Z: 'Postal code matches, street address does not',
    A: 'Street address matches, postal code does not', G: 'The issuing bank outside the US does not check addresses',
    N: 'Neither street address nor postal code matches', R: 'The address check was not available; try again', U: 'No address information was available',
  },
  chargebackStatus: {
    OPEN: 'Open: needs your response', REVIEWING: 'Reviewing', SUBMITTED: 'Submitted', WON: 'Won', LOST: 'Lost', REFUNDED: 'Refunded',
    CANCELLED: 'Cancelled', UNKNOWN: 'Unknown',
  },
  chargebackReason: {
    FRAUD: 'Fraud', PRODUCT_NOT_RECEIVED: 'Product not received', NOT_AS_DESCRIBED: 'Not as described',
    DUPLICATE_PROCESSING: 'Charged twice', CREDIT_NOT_PROCESSED: 'Refund not processed', OTHER: 'Other',
  },
  promotionStatus: { ACTIVE: 'Active', INACTIVE: 'Inactive', EXPIRED: 'Expired', PAUSED: 'Paused' },
  unknownCode: 'Unknown code {{code}}',
};
