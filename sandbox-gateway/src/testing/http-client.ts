import type { FastifyInstance } from 'fastify';

/**
 * Tests talk to the gateway over real HTTP on an ephemeral port of 127.0.0.1. (fastify's inject()
 * cannot run under jest on Node 20: light-my-request 6.8 requires the ESM-only cookie@2.)
 */
export interface SetCookie {
  name: string;
  value: string;
  attributes: Record<string, string | true>;
}

export interface Answer {
  status: number;
  headers: Headers;
  text: string;
  json<T = Record<string, unknown>>(): T;
  cookie(name: string): SetCookie | undefined;
}

export interface Call {
  method?: string;
  url: string;
  headers?: Record<string, string>;
  /** Sent as JSON (with its content type) unless it is a string. */
  payload?: unknown;
}

export type Requester = (call: Call | string) => Promise<Answer>;

function parseSetCookie(header: string): SetCookie {
  const [pair = '', ...rest] = header.split(';');
  const index = pair.indexOf('=');
  const attributes: Record<string, string | true> = {};
  for (const part of rest) {
    const [key = '', ...value] = part.trim().split('=');
    attributes[key.toLowerCase()] = value.length ? value.join('=') : true;
  }
  return { name: pair.slice(0, index).trim(), value: pair.slice(index + 1).trim(), attributes };
}

const bodyOf = (payload: string | Uint8Array): string | ArrayBuffer =>
  typeof payload === 'string' ? payload : (payload.buffer.slice(payload.byteOffset, payload.byteOffset + payload.byteLength) as ArrayBuffer);

/** Starts the app on 127.0.0.1 (a free port) and answers a function that calls it. */
export async function serve(app: FastifyInstance): Promise<Requester> {
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return async (call) => {
    const { method = 'GET', url, headers = {}, payload } = typeof call === 'string' ? { url: call } : call;
    // Bytes (a multipart upload) go as they are; anything else but text is JSON.
    const isJson = payload !== undefined && typeof payload !== 'string' && !(payload instanceof Uint8Array);
    const response = await fetch(`${address}${url}`, {
      method,
      headers: { ...(isJson ? { 'content-type': 'application/json' } : {}), ...headers },
      body: payload === undefined ? undefined : isJson ? JSON.stringify(payload) : bodyOf(payload as string | Uint8Array),
    });
    const text = await response.text();
    const cookies = response.headers.getSetCookie().map(parseSetCookie);
    return {
      status: response.status,
      headers: response.headers,
      text,
      json: <T>() => JSON.parse(text) as T,
      cookie: (name) => cookies.find((cookie) => cookie.name === name),
    };
  };
}
