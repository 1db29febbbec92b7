// Chromium's network events of a cold load turned into request records (samples.ts) on the page's
// clock: what the request chains (chains.ts) and the network figures are computed from.
import type { RequestRecord } from './samples';

export interface RequestLog {
  /** `timeOrigin`: the page's `performance.timeOrigin` (ms since the epoch). */
  stop(timeOrigin: number): RequestRecord[];
}

interface InitiatorStack {
  callFrames: { url: string }[];
  parent?: InitiatorStack;
}

/** The URLs an initiator names: the document or stylesheet that named the request, and every script on its call stacks. */
export function initiatorUrls(initiator: { url?: string; stack?: InitiatorStack }): string[] {
  const urls = new Set<string>();
  if (initiator.url) urls.add(initiator.url);
  for (let stack = initiator.stack; stack; stack = stack.parent) {
    for (const frame of stack.callFrames) if (frame.url) urls.add(frame.url);
  }
  return [...urls];
}

interface PendingRequest {
  url: string;
  resourceType: string;
  initiatorType: string;
  initiatorUrls: string[];
  /** Epoch ms of the request's start, and Chromium's monotonic seconds then and at its end. */
  wallStartMs: number;
  startSeconds: number;
  endSeconds: number | null;
  transferBytes: number;
  /** Answered from Chromium's HTTP or memory cache, without a round trip. */
  fromCache: boolean;
  /** The response's HTTP status (304: revalidated), once its headers arrived. */
  status?: number;
}

/** The part of a CDP session the log needs (playwright-core's CDPSession has it). */
export interface NetworkEvents {
  on(event: 'Network.requestWillBeSent', listener: (event: RequestWillBeSent) => void): unknown;
  on(event: 'Network.loadingFinished', listener: (event: LoadingFinished) => void): unknown;
  on(event: 'Network.responseReceived', listener: (event: ResponseReceived) => void): unknown;
  on(event: 'Network.requestServedFromCache', listener: (event: { requestId: string }) => void): unknown;
  on(event: 'Network.responseReceivedExtraInfo', listener: (event: ResponseReceivedExtraInfo) => void): unknown;
  off(event: 'Network.requestWillBeSent', listener: (event: RequestWillBeSent) => void): unknown;
  off(event: 'Network.loadingFinished', listener: (event: LoadingFinished) => void): unknown;
  off(event: 'Network.responseReceived', listener: (event: ResponseReceived) => void): unknown;
  off(event: 'Network.requestServedFromCache', listener: (event: { requestId: string }) => void): unknown;
  off(event: 'Network.responseReceivedExtraInfo', listener: (event: ResponseReceivedExtraInfo) => void): unknown;
}

/**
 * CDP's `Network.responseReceivedExtraInfo`: the status as the network stack saw it (Chromium's
 * protocol documentation: "the correct status code for cached requests, where the status in
 * responseReceived is a 200 and this will be 304"). It may come before or after `responseReceived`.
 */
export interface ResponseReceivedExtraInfo {
  requestId: string;
  statusCode: number;
}

/** The fields of CDP's `Network.responseReceived` that the log reads. */
export interface ResponseReceived {
  requestId: string;
  response: { status: number; fromDiskCache?: boolean; fromPrefetchCache?: boolean };
}

/** The fields of CDP's events that the log reads. */
export interface RequestWillBeSent {
  requestId: string;
  request: { url: string };
  type?: string;
  initiator: { type: string; url?: string; stack?: InitiatorStack };
  /** Chromium's monotonic clock, seconds. */
  timestamp: number;
  /** Seconds since the epoch. */
  wallTime: number;
}

export interface LoadingFinished {
  requestId: string;
  timestamp: number;
  encodedDataLength: number;
}

/** The HTTP status to record: the network stack's where it has one (a revalidation's 304), else the response's. */
function statusOf(status: number | undefined, wireStatus: number | undefined): { status?: number } {
  const known = wireStatus ?? status;
  return known === undefined ? {} : { status: known };
}

/**
 * Keeps Chromium's network events from now on, one record per request (a redirect stays the same
 * request, with the final URL); `data:` and `blob:` URLs are not requests on the network.
 */
export function logRequests(cdp: NetworkEvents): RequestLog {
  const requests = new Map<string, PendingRequest>();
  const sent = (event: RequestWillBeSent) => {
    if (/^(data|blob):/.test(event.request.url)) return;
    const known = requests.get(event.requestId);
    if (known) {
      known.url = event.request.url; // a redirect: the same request goes on
      return;
    }
    requests.set(event.requestId, {
      url: event.request.url,
      resourceType: event.type ?? 'Other',
      initiatorType: event.initiator.type,
      initiatorUrls: initiatorUrls(event.initiator),
      wallStartMs: event.wallTime * 1000,
      startSeconds: event.timestamp,
      endSeconds: null,
      transferBytes: 0,
      fromCache: false,
    });
  };
  const received = (event: ResponseReceived) => {
    const request = requests.get(event.requestId);
    if (!request) return;
    request.status = event.response.status;
    if (event.response.fromDiskCache === true || event.response.fromPrefetchCache === true) request.fromCache = true;
  };
  // The extra info may arrive before the request is known to the log (Chromium sends the two in either order).
  const wireStatuses = new Map<string, number>();
  const extraInfo = (event: ResponseReceivedExtraInfo) => {
    wireStatuses.set(event.requestId, event.statusCode);
  };
  const servedFromCache = (event: { requestId: string }) => {
    const request = requests.get(event.requestId);
    if (request) request.fromCache = true;
  };
  const finished = (event: LoadingFinished) => {
    const request = requests.get(event.requestId);
    if (!request) return;
    request.endSeconds = event.timestamp;
    request.transferBytes = event.encodedDataLength;
  };
  cdp.on('Network.requestWillBeSent', sent);
  cdp.on('Network.loadingFinished', finished);
  cdp.on('Network.responseReceived', received);
  cdp.on('Network.requestServedFromCache', servedFromCache);
  cdp.on('Network.responseReceivedExtraInfo', extraInfo);
  return {
    stop(timeOrigin) {
      cdp.off('Network.requestWillBeSent', sent);
      cdp.off('Network.loadingFinished', finished);
      cdp.off('Network.responseReceived', received);
      cdp.off('Network.requestServedFromCache', servedFromCache);
      cdp.off('Network.responseReceivedExtraInfo', extraInfo);
      const onPageClock = (seconds: number, request: PendingRequest) => request.wallStartMs + (seconds - request.startSeconds) * 1000 - timeOrigin;
      return [...requests].map(([requestId, request]) => ({
        url: request.url,
        resourceType: request.resourceType,
        initiatorType: request.initiatorType,
        initiatorUrls: request.initiatorUrls,
        startMs: Number(onPageClock(request.startSeconds, request).toFixed(1)),
        endMs: request.endSeconds === null ? null : Number(onPageClock(request.endSeconds, request).toFixed(1)),
        transferBytes: request.transferBytes,
        // Only where known or true, so that the records of a cold load (cache off) read as before.
        ...(request.fromCache ? { fromCache: true } : {}),
        ...statusOf(request.status, wireStatuses.get(requestId)),
      }));
    },
  };
}
