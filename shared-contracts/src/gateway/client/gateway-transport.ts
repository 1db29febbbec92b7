import type { GatewayClient, Method, RequestOptions, UploadOptions } from './gateway-client';

/** What a remote may say about one call; the session, token and environment are the transport's job. */
export interface TransportOptions extends RequestOptions, UploadOptions {
  /** The JSON body (or FormData) of a POST, PATCH, PUT or DELETE. */
  body?: unknown;
  /** `false` for a path that takes no environment parameter; otherwise the environment cookie's is sent. */
  environment?: boolean;
}

export type TransportReadOptions = Omit<TransportOptions, 'body'>;

/**
 * What this transport does beyond the 2.0 contract (since contracts 2.4.0). A shell older than a
 * capability hands a transport without `capabilities`, or without that field: read it as "no".
 */
export interface TransportCapabilities {
  /** `onUploadProgress` is called while a request's body is sent. */
  readonly uploadProgress: boolean;
}

/**
 * The shell's authenticated transport to the gateway, handed to every remote as `HostApi.gateway`.
 * A remote keeps its own endpoint functions over it (`src/api/` in the remote), so a squad adds an
 * endpoint without a shell release (docs/decisions/0015-gateway-transport.md). Behind it is the
 * shell's one GatewayClient: session cookie or bearer token, the environment parameter, one refresh
 * for every waiting call and their replay, cancel-previous, abort, and failures as GatewayErrors.
 */
export interface GatewayTransport {
  request<T>(method: Method, path: string, options?: TransportOptions): Promise<T>;
  get<T>(path: string, options?: TransportReadOptions): Promise<T>;
  post<T>(path: string, body?: unknown, options?: TransportReadOptions): Promise<T>;
  patch<T>(path: string, body?: unknown, options?: TransportReadOptions): Promise<T>;
  put<T>(path: string, body?: unknown, options?: TransportReadOptions): Promise<T>;
  delete<T>(path: string, body?: unknown, options?: TransportReadOptions): Promise<T>;
  /** Absent in a shell before contracts 2.4.0; a remote treats absent as no capability at all. */
  readonly capabilities?: TransportCapabilities;
}

/** Gateway paths only: the transport carries the user's credentials, so it never leaves `/api/`. */
const GATEWAY_PATH = /^\/api\/[^?#\\]*$/;

/** Whether a path is one the transport will send: `/api/…`, no query string, no `..` segment. */
export function isGatewayPath(path: string): boolean {
  return GATEWAY_PATH.test(path) && !path.split('/').some((segment) => segment === '..' || segment === '.');
}

/** A transport from its one `request`: refuses what is not a gateway path, and adds the method sugar. */
export function transportOver(send: <T>(method: Method, path: string, options: TransportOptions) => Promise<T>): GatewayTransport {
  const request = <T>(method: Method, path: string, options: TransportOptions = {}): Promise<T> => {
    if (!isGatewayPath(path)) {
      return Promise.reject(new TypeError(`the gateway transport sends only /api/ paths (query in options.query), not ${path}`));
    }
    return send<T>(method, path, options);
  };
  return {
    request,
    get: (path, options) => request('GET', path, options),
    post: (path, body, options) => request('POST', path, { ...options, body }),
    patch: (path, body, options) => request('PATCH', path, { ...options, body }),
    put: (path, body, options) => request('PUT', path, { ...options, body }),
    delete: (path, body, options) => request('DELETE', path, { ...options, body }),
  };
}

/** The transport over the shell's client; nothing else of the client (its token, its mode) is reachable. */
export function createGatewayTransport(client: GatewayClient): GatewayTransport {
  return {
    ...transportOver((method, path, options) => client.request(method, path, options)),
    capabilities: { uploadProgress: client.reportsUploadProgress },
  };
}

