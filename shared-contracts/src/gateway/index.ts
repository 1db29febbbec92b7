/**
 * `shared-contracts/gateway`: the gateway client and the shell's own calls with their wire types —
 * used by the shell, the sandbox gateway and the tests, bundled by each (not a federated singleton).
 * Remotes do not import it: they get the transport through `HostApi.gateway`.
 */
export * from './api';
export type { GatewayClientOptions, RefreshLock, SessionEndReason, UploadInit, UploadSender } from './client/gateway-client';
export { GatewayClient, REFRESH_LOCK_NAME } from './client/gateway-client';
export { createGatewayTransport, isGatewayPath } from './client/gateway-transport';
export { readRetryAfter } from './client/read-answer';
export type { GatewayApi, SignInAnswer } from './client/gateway-api';
export { createGatewayApi } from './client/gateway-api';
