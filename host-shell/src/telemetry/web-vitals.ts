import { flushWhenHidden } from './browser-telemetry';
import type { Telemetry } from './telemetry';

/**
 * LCP, INP and CLS from the `web-vitals` package, loaded once the page is idle after its first
 * render, so the first route pays nothing for it (the observers read buffered entries, so nothing is
 * missed). Each vital is attributed to the route the page was loaded on: that page load is what they
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
  const idle = () => (typeof window.requestIdleCallback === 'function' ? window.requestIdleCallback(start, { timeout: 5000 }) : setTimeout(start, 1000));
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}
