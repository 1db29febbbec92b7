import type { TelemetryBatch } from 'shared-contracts/areas/shell/telemetry';
import { flushWhenHidden } from './browser-telemetry';
import { Telemetry } from './telemetry';
import { WEB_VITALS_DELAY_MS, observeWebVitals } from './web-vitals';

type Report = (metric: { name: 'CLS' | 'INP' | 'LCP'; value: number }) => void;

// web-vitals reports INP and CLS from its own visibilitychange listener, added when it is observed.
jest.mock('web-vitals', () => ({
  onLCP: (report: Report) => report({ name: 'LCP', value: 1234.4 }),
  onINP: (report: Report) =>
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'hidden') report({ name: 'INP', value: 96 });
    }),
  onCLS: (report: Report) =>
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'hidden') report({ name: 'CLS', value: 0.042 });
    }),
}));

function hide(): void {
  Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
}

test('vitals load 5 s after the page has loaded, and the last INP and CLS leave when the page is hidden', async () => {
  jest.useFakeTimers();
  window.history.replaceState(null, '', '/credit_cards/payments/pay_1');
  const batches: TelemetryBatch[] = [];
  const telemetry = new Telemetry({
    contracts: '2.5.0',
    send: (_url, body) => batches.push(JSON.parse(body) as TelemetryBatch) > 0,
    hash: async () => '0123456789abcdef',
    pathname: () => window.location.pathname,
    maxBatch: 20,
  });
  telemetry.attach({
    remoteName: (raw) => raw,
    remoteVersion: () => '1.4.2',
    routeOf: (pathname) => (pathname.startsWith('/credit_cards') ? { remote: 'cards', route: '/credit_cards/*' } : { remote: 'shell', route: '/home' }),
    businessId: () => undefined,
  });
  flushWhenHidden(telemetry); // as the browser telemetry does at start
  observeWebVitals(telemetry);
  window.history.replaceState(null, '', '/home'); // moved on before the vitals were read
  await jest.advanceTimersByTimeAsync(WEB_VITALS_DELAY_MS - 1);
  await jest.advanceTimersByTimeAsync(0);
  hide();
  expect(batches.flatMap((batch) => batch.events).filter((event) => event.kind === 'vital')).toEqual([]); // not loaded yet
  Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
  await jest.advanceTimersByTimeAsync(1); // no requestIdleCallback in jsdom: loaded at once
  await jest.advanceTimersByTimeAsync(0);
  hide();
  const vitals = batches.flatMap((batch) => batch.events).filter((event) => event.kind === 'vital');
  // All three, each attributed to the route the page was loaded on.
  expect(vitals).toEqual([
    expect.objectContaining({ name: 'LCP', value: 1234, remote: 'cards', remoteVersion: '1.4.2', route: '/credit_cards/*' }),
    expect.objectContaining({ name: 'INP', value: 96, remote: 'cards' }),
    expect.objectContaining({ name: 'CLS', value: 0.042, remote: 'cards' }),
  ]);
  jest.useRealTimers();
});
