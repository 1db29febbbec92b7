import type { Method, Query } from '../gateway/client/gateway-client';
import { transportOver, type GatewayTransport, type TransportOptions } from '../gateway/client/gateway-transport';

/** One call a remote made through the fake transport. */
export interface FakeGatewayCall {
  method: Method;
  path: string;
  query: Query;
  body: unknown;
  /** Only when the call sent headers of its own (e.g. a confirmation password). */
  headers?: Record<string, string>;
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
 * naming itself, so a test never passes on a call it did not expect.
 */
export function createFakeGateway(routes: FakeGatewayRoutes = {}): FakeGateway {
  const calls: FakeGatewayCall[] = [];
  const transport = transportOver(async <T>(method: Method, path: string, options: TransportOptions): Promise<T> => {
    const call: FakeGatewayCall = { method, path, query: options.query ?? {}, body: options.body, ...(options.headers ? { headers: options.headers } : {}) };
    calls.push(call);
    const key = `${method} ${path}`;
    if (!(key in routes)) throw new Error(`the fake gateway has no answer for ${key}`);
    const answer = routes[key];
    return (typeof answer === 'function' ? await (answer as (call: FakeGatewayCall) => unknown)(call) : answer) as T;
  });
  return { ...transport, calls };
}
