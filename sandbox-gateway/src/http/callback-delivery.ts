import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { StringDecoder } from 'node:string_decoder';
import type { CallbackEvent } from 'shared-contracts/areas/settings/developers';
import type { CallbackTarget, CallbackTargetPolicy, ResolvedAddress } from './callback-targets';

/** One fixed deadline for the whole delivery (connect, answer, body): no timing tells more than "it did not answer". */
export const DELIVERY_TIMEOUT_MS = 5_000;
/** The most of a receiver's answer that is read and kept: enough to read an error page, no more. */
export const RESPONSE_PAYLOAD_MAX_BYTES = 2_048;

/** What a receiver answered: its status and at most RESPONSE_PAYLOAD_MAX_BYTES of its body, as text. */
export interface ReceiverAnswer {
  status: number;
  body: string;
}

/** POSTs to the checked address of the URL, never to another one; rejects on a network failure. */
export type SendCallback = (
  target: { url: URL; address: ResolvedAddress },
  request: { body: string; headers: Record<string, string> },
  signal: AbortSignal,
) => Promise<ReceiverAnswer>;

/** How the gateway delivers callbacks: where they may go, and the wire. */
export interface CallbackDelivery extends CallbackTargetPolicy {
  send: SendCallback;
}

export type Delivery = Pick<CallbackEvent, 'status'> & { response: CallbackEvent['response'] };

/**
 * node's http(s) client with the address pinned: its `lookup` answers the checked address whatever
 * the name, so nothing is resolved a second time between the check and the connection (DNS
 * rebinding). The URL's host still goes in `Host` and in TLS's SNI and certificate check. No agent
 * (a kept-alive socket could belong to another address), no redirect followed (node follows none),
 * and the body is read up to the cap, then the connection is dropped.
 */
export const sendPinned: SendCallback = ({ url, address }, { body, headers }, signal) =>
  new Promise<ReceiverAnswer>((resolve, reject) => {
    const pinned: LookupFunction = (_hostname, options, callback) => {
      if (options.all) callback(null, [{ address: address.address, family: address.family }]);
      else callback(null, address.address, address.family);
    };
    const client = url.protocol === 'https:' ? https : http;
    const request = client.request(
      url,
      { method: 'POST', headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) }, lookup: pinned, agent: false, signal },
      (response) => {
        const decoder = new StringDecoder('utf8');
        let text = '';
        let room = RESPONSE_PAYLOAD_MAX_BYTES;
        const finish = (whole: boolean) => {
          response.destroy();
          resolve({ status: response.statusCode ?? 0, body: whole ? text + decoder.end() : text });
        };
        response.on('data', (chunk: Buffer) => {
          // The decoder keeps a character cut at the cap to itself: the text never ends in half of one.
          text += decoder.write(chunk.subarray(0, room));
          room -= Math.min(room, chunk.length);
          if (room === 0) finish(false);
        });
        response.on('end', () => finish(true));
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(body);
  });

/**
 * Delivers a callback the way the provider would, to a target `callbackTarget` allowed: the
 * sandbox's own receiver answers 200 {"received":true} without any request; an address is POSTed
 * to within one fixed deadline, its answer capped. A refused target never reaches this function.
 */
export async function deliverCallback(
  target: Exclude<CallbackTarget, { kind: 'refused' }>,
  payload: string,
  token: string | null,
  now: () => number,
  send: SendCallback,
): Promise<Delivery> {
  if (target.kind === 'sandbox-receiver') {
    return { status: 'COMPLETED', response: { code: 200, payload: '{"received":true}', duration: 0, error_code: null } };
  }
  const started = now();
  const signal = AbortSignal.timeout(DELIVERY_TIMEOUT_MS);
  try {
    const headers = { 'content-type': 'application/json', ...(token ? { 'x-callback-token': token } : {}) };
    const answer = await send(target, { body: payload, headers }, signal);
    const ok = answer.status >= 200 && answer.status < 300;
    return {
      status: ok ? 'COMPLETED' : 'FAILED',
      response: { code: answer.status, payload: answer.body, duration: Math.max(0, now() - started), error_code: ok ? null : `HTTP_${answer.status}` },
    };
  } catch {
    return {
      status: 'FAILED',
      response: { code: null, payload: null, duration: Math.max(0, now() - started), error_code: signal.aborted ? 'CONNECTION_TIMEOUT' : 'CONNECTION_REFUSED' },
    };
  }
}
