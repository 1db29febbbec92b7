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
}

/** The part of a CDP session the log needs (playwright-core's CDPSession has it). */
export interface NetworkEvents {
  on(event: 'Network.requestWillBeSent', listener: (event: RequestWillBeSent) => void): unknown;
  on(event: 'Network.loadingFinished', listener: (event: LoadingFinished) => void): unknown;
  off(event: 'Network.requestWillBeSent', listener: (event: RequestWillBeSent) => void): unknown;
  off(event: 'Network.loadingFinished', listener: (event: LoadingFinished) => void): unknown;
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
    });
  };
  const finished = (event: LoadingFinished) => {
    const request = requests.get(event.requestId);
    if (!request) return;
    request.endSeconds = event.timestamp;
    request.transferBytes = event.encodedDataLength;
  };
  cdp.on('Network.requestWillBeSent', sent);
  cdp.on('Network.loadingFinished', finished);
  return {
    stop(timeOrigin) {
      cdp.off('Network.requestWillBeSent', sent);
      cdp.off('Network.loadingFinished', finished);
      const onPageClock = (seconds: number, request: PendingRequest) => request.wallStartMs + (seconds - request.startSeconds) * 1000 - timeOrigin;
      return [...requests.values()].map((request) => ({
        url: request.url,
        resourceType: request.resourceType,
        initiatorType: request.initiatorType,
        initiatorUrls: request.initiatorUrls,
        startMs: Number(onPageClock(request.startSeconds, request).toFixed(1)),
        endMs: request.endSeconds === null ? null : Number(onPageClock(request.endSeconds, request).toFixed(1)),
        transferBytes: request.transferBytes,
      }));
    },
  };
}
