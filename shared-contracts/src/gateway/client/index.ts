export type { GatewayClientOptions, Method, Query, RequestOptions, SessionEndReason } from './gateway-client';
export type { RefreshLock } from './gateway-client';
export { GatewayClient, REFRESH_LOCK_NAME } from './gateway-client';
export type { GatewayTransport, TransportOptions, TransportReadOptions } from './gateway-transport';
export { createGatewayTransport, isGatewayPath } from './gateway-transport';
export { GatewayError, SESSION_ENDING_CODES, isGatewayError, isSilent } from './gateway-error';
export { readRetryAfter } from './read-answer';
export type { GatewayApi } from './gateway-api';
export { createGatewayApi } from './gateway-api';
