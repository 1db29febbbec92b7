/**
 * The shell's authenticated transport as remotes see it (`HostApi.gateway`): the calls' options and
 * the transport's interface. The implementation is the shell's (`shared-contracts/gateway`).
 */
export type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
export type Query = Record<string, string | number | boolean | undefined>;

export interface RequestOptions {
  query?: Query;
  headers?: Record<string, string>;
  /** Lets the caller cancel; aborting rejects with REQUEST_ABORTED. */
  signal?: AbortSignal;
  /** A newer GET of the same path cancels this one (a list a user pages or filters through). */
  cancelPrevious?: boolean;
}

/** How much of a request's body has reached the gateway (docs/decisions/0033-upload-progress-and-new-tags.md). */
export interface UploadProgress {
  /** Bytes of the body sent so far. */
  loaded: number;
  /** The body's size in bytes, or null when the browser cannot tell. */
  total: number | null;
}

/** A request with a body whose sending the caller follows (since contracts 2.4.0). */
export interface UploadOptions {
  /** Called as the body is sent, when the transport can tell (`GatewayTransport.capabilities`). */
  onUploadProgress?: (progress: UploadProgress) => void;
}

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

