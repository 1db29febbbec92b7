export type { GatewayClientOptions, Method, Query, RequestOptions, SessionEndReason } from './gateway-client';
export { GatewayClient } from './gateway-client';
export { GatewayError, SESSION_ENDING_CODES, isGatewayError, isSilent } from './gateway-error';
export { readRetryAfter } from './read-answer';
export type { GatewayApi } from './gateway-api';
export { createGatewayApi } from './gateway-api';
