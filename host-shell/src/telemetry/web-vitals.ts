import { flushWhenHidden } from './browser-telemetry';
import type { Telemetry } from './telemetry';

/** How long after the page's load event the vitals' code is fetched (then in an idle period). */
export const WEB_VITALS_DELAY_MS = 5000;

/**
 * LCP, INP and CLS from the `web-vitals` package (a chunk of its own, host-shell/webpack/chunks.mjs),
 * fetched 5 s after the page's load event in an idle period, so the first route neither downloads
 * nor runs it (issue 22's first-route budget). The observers read buffered entries: LCP and CLS
 * lose nothing; of the interactions before then only those under 104 ms are not buffered, never
 * the slow ones INP reports. Each vital is attributed to the route the page was loaded on: that page load is what they
 * measure (docs/decisions/0034-platform-tools-and-telemetry.md).
 */
export function observeWebVitals(telemetry: Telemetry): void {
  const landing = window.location.pathname;
  const start = () =>
    void import(/* webpackChunkName: "web-vitals" */ 'web-vitals')
      .then(({ onCLS, onINP, onLCP }) => {
        const report = ({ name, value }: { name: 'CLS' | 'INP' | 'LCP'; value: number }) => telemetry.vital(name, value, landing);
        onLCP(report);
        onINP(report);
        onCLS(report);
        flushWhenHidden(telemetry); // after web-vitals' own listeners: their last INP and CLS go too
      })
      .catch(() => undefined); // a page without vitals is fine; never an error for the merchant
  const idle = () =>
    setTimeout(
      () => (typeof window.requestIdleCallback === 'function' ? window.requestIdleCallback(start, { timeout: 5000 }) : start()),
      WEB_VITALS_DELAY_MS,
    );
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}
