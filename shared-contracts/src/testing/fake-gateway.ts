import type { GatewayTransport, Method, Query, TransportCapabilities, TransportOptions, UploadProgress } from '../contract/gateway-transport';
import { transportOver } from '../gateway/client/gateway-transport';

/** One call a remote made through the fake transport. */
export interface FakeGatewayCall {
  method: Method;
  path: string;
  query: Query;
  body: unknown;
  /** Only when the call sent headers of its own (e.g. a confirmation password). */
  headers?: Record<string, string>;
  /** Only when the call asked for upload progress: a route function calls it to play the body's sending. */
  onUploadProgress?: (progress: UploadProgress) => void;
}

/**
 * The answer to a call, by `'METHOD /api/path'`: a value, or a function of the call (which may throw a
 * GatewayError to play a failure, or return a promise that never settles to play a hang).
 */
export type FakeGatewayRoutes = Record<string, unknown>;

export interface FakeGateway extends GatewayTransport {
  /** Every call, in order. */
  readonly calls: FakeGatewayCall[];
}

/**
 * A GatewayTransport for a remote's unit tests and dev harness. A call nobody answers fails loudly,
 * naming itself, so a test never passes on a call it did not expect. `capabilities` plays a shell
 * that has them; without it the fake is a shell from before contracts 2.4.0.
 */
export function createFakeGateway(routes: FakeGatewayRoutes = {}, capabilities?: TransportCapabilities): FakeGateway {
  const calls: FakeGatewayCall[] = [];
  const transport = transportOver(async <T>(method: Method, path: string, options: TransportOptions): Promise<T> => {
    const call: FakeGatewayCall = {
      method,
      path,
      query: options.query ?? {},
      body: options.body,
      ...(options.headers ? { headers: options.headers } : {}),
      ...(options.onUploadProgress ? { onUploadProgress: options.onUploadProgress } : {}),
    };
    calls.push(call);
    const key = `${method} ${path}`;
    if (!(key in routes)) throw new Error(`the fake gateway has no answer for ${key}`);
    const answer = routes[key];
    return (typeof answer === 'function' ? await (answer as (call: FakeGatewayCall) => unknown)(call) : answer) as T;
  });
  // Without capabilities the fake plays a shell from before contracts 2.4.0.
  return { ...transport, calls, ...(capabilities ? { capabilities } : {}) };
}
