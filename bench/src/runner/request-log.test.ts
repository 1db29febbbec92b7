/** @jest-environment node */
import { initiatorUrls, logRequests, type LoadingFinished, type NetworkEvents, type RequestWillBeSent, type ResponseReceived, type ResponseReceivedExtraInfo } from './request-log';

/** Stands in for a CDP session: the test emits the events. */
function fakeSession() {
  const listeners = new Map<string, Set<(event: never) => void>>();
  const session = {
    on(event: string, listener: (event: never) => void) {
      listeners.set(event, (listeners.get(event) ?? new Set()).add(listener));
    },
    off(event: string, listener: (event: never) => void) {
      listeners.get(event)?.delete(listener);
    },
  };
  const emit = (event: string, payload: RequestWillBeSent | LoadingFinished | ResponseReceived | ResponseReceivedExtraInfo | { requestId: string }) => {
    for (const listener of listeners.get(event) ?? []) (listener as (event: typeof payload) => void)(payload);
  };
  return { session: session as unknown as NetworkEvents, emit, listening: () => [...listeners.values()].reduce((n, set) => n + set.size, 0) };
}

// Chromium's monotonic clock stands at 1000 s when the wall clock says 1,700,000,000 s; the page's
// time origin is 100 ms before that.
const WALL = 1_700_000_000;
const TIME_ORIGIN = WALL * 1000 - 100;

const sent = (requestId: string, url: string, atSeconds: number, initiator: RequestWillBeSent['initiator'], type = 'Script'): RequestWillBeSent => ({
  requestId,
  request: { url },
  type,
  initiator,
  timestamp: 1000 + atSeconds,
  wallTime: WALL + atSeconds,
});

describe('initiatorUrls', () => {
  it('names the document that named the request, and every script on its stacks, once each', () => {
    expect(
      initiatorUrls({
        url: 'http://localhost:4880/home',
        stack: {
          callFrames: [{ url: 'http://localhost:4880/vendors.js' }, { url: '' }, { url: 'http://localhost:4880/vendors.js' }],
          parent: { callFrames: [{ url: 'http://localhost:4881/remoteEntry.js' }] },
        },
      }),
    ).toEqual(['http://localhost:4880/home', 'http://localhost:4880/vendors.js', 'http://localhost:4881/remoteEntry.js']);
    expect(initiatorUrls({})).toEqual([]);
  });
});

describe('logRequests', () => {
  it('keeps a record per request on the page’s clock, with the bytes Chromium says crossed the network', () => {
    const { session, emit, listening } = fakeSession();
    const log = logRequests(session);
    emit('Network.requestWillBeSent', sent('1', 'http://localhost:4880/home', 0, { type: 'other' }, 'Document'));
    emit('Network.requestWillBeSent', sent('2', 'http://localhost:4880/main.js', 0.3, { type: 'parser', url: 'http://localhost:4880/home' }));
    emit('Network.loadingFinished', { requestId: '1', timestamp: 1000.25, encodedDataLength: 1740 });
    emit('Network.loadingFinished', { requestId: '2', timestamp: 1000.6, encodedDataLength: 25_858 });
    // Still under way when the load is over.
    emit('Network.requestWillBeSent', sent('3', 'http://localhost:4880/api/notifications', 0.7, { type: 'script', stack: { callFrames: [{ url: 'http://localhost:4880/main.js' }] } }, 'Fetch'));
    expect(log.stop(TIME_ORIGIN)).toEqual([
      { url: 'http://localhost:4880/home', resourceType: 'Document', initiatorType: 'other', initiatorUrls: [], startMs: 100, endMs: 350, transferBytes: 1740 },
      { url: 'http://localhost:4880/main.js', resourceType: 'Script', initiatorType: 'parser', initiatorUrls: ['http://localhost:4880/home'], startMs: 400, endMs: 700, transferBytes: 25_858 },
      { url: 'http://localhost:4880/api/notifications', resourceType: 'Fetch', initiatorType: 'script', initiatorUrls: ['http://localhost:4880/main.js'], startMs: 800, endMs: null, transferBytes: 0 },
    ]);
    expect(listening()).toBe(0); // stopped listening
  });

  it('keeps a redirect as one request with its final URL, and leaves out data: and blob: URLs', () => {
    const { session, emit } = fakeSession();
    const log = logRequests(session);
    emit('Network.requestWillBeSent', sent('1', 'http://localhost:4880/', 0, { type: 'other' }, 'Document'));
    emit('Network.requestWillBeSent', sent('1', 'http://localhost:4880/home', 0.01, { type: 'other' }, 'Document'));
    emit('Network.requestWillBeSent', sent('2', 'data:image/png;base64,AAAA', 0.02, { type: 'parser', url: 'http://localhost:4880/home' }, 'Image'));
    emit('Network.requestWillBeSent', sent('3', 'blob:http://localhost:4880/1234', 0.03, { type: 'script' }, 'Fetch'));
    const records = log.stop(TIME_ORIGIN);
    expect(records.map((record) => record.url)).toEqual(['http://localhost:4880/home']);
    expect(records[0].startMs).toBe(100);
  });

  it('says which requests the cache answered and which were revalidated (the second visit, issue 46)', () => {
    const { session, emit, listening } = fakeSession();
    const log = logRequests(session);
    emit('Network.requestWillBeSent', sent('1', 'http://localhost:4880/home', 0, { type: 'other' }, 'Document'));
    emit('Network.requestWillBeSent', sent('2', 'http://localhost:4880/main.js', 0.1, { type: 'parser', url: 'http://localhost:4880/home' }));
    emit('Network.requestWillBeSent', sent('3', 'http://localhost:4881/mf-manifest.json', 0.2, { type: 'script' }, 'Fetch'));
    emit('Network.requestWillBeSent', sent('4', 'http://localhost:4880/vendors.js', 0.1, { type: 'parser', url: 'http://localhost:4880/home' }));
    emit('Network.responseReceived', { requestId: '2', response: { status: 200, fromDiskCache: true } });
    // A revalidated response: 200 as the page sees it (the cached copy), 304 on the wire, told first or after.
    emit('Network.responseReceivedExtraInfo', { requestId: '3', statusCode: 304 });
    emit('Network.responseReceived', { requestId: '3', response: { status: 200 } });
    emit('Network.responseReceived', { requestId: '1', response: { status: 200 } });
    emit('Network.responseReceivedExtraInfo', { requestId: '1', statusCode: 200 });
    emit('Network.requestServedFromCache', { requestId: '4' });
    const records = log.stop(TIME_ORIGIN);
    expect(records.map(({ url, fromCache, status }) => ({ url, fromCache, status }))).toEqual([
      { url: 'http://localhost:4880/home', fromCache: undefined, status: 200 },
      { url: 'http://localhost:4880/main.js', fromCache: true, status: 200 },
      { url: 'http://localhost:4881/mf-manifest.json', fromCache: undefined, status: 304 },
      { url: 'http://localhost:4880/vendors.js', fromCache: true, status: undefined },
    ]);
    expect(listening()).toBe(0);
  });
});
