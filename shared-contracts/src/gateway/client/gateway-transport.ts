import type { GatewayTransport, Method, TransportOptions } from '../../contract/gateway-transport';
import type { GatewayClient } from './gateway-client';

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

