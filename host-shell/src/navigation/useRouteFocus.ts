import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { afterNextPaint } from '../platform/timing';

const WAIT_MS = 10_000;

/**
 * After each route change: the document title follows the page's h1 and focus moves to it, so
 * screen-reader and keyboard users land on the new page. Remote pages arrive asynchronously, so
 * the content area is watched until the heading appears. Focus moves once the new page has been
 * painted: focusing forces the browser to compute styles and layout at once, which, done while
 * the page is being put in, delayed its first paint by 20-60 ms on a slow phone (measured with
 * `pnpm bench`'s 4x CPU).
 */
export function useRouteFocus(main: React.RefObject<HTMLElement | null>, appName: string): void {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    const area = main.current;
    if (!area) return undefined;
    const moveFocus = !first.current;
    first.current = false;
    let cancelFocus: () => void = () => undefined;
    const focusAfterPaint = (heading: HTMLElement) => {
      cancelFocus = afterNextPaint(() => {
        if (heading.isConnected) heading.focus({ preventScroll: false });
      });
    };
    const apply = (): boolean => {
      const heading = area.querySelector('h1');
      if (!heading) return false;
      document.title = `${heading.textContent ?? ''} · ${appName}`;
      if (moveFocus) focusAfterPaint(heading);
      return true;
    };
    const observer = new MutationObserver(() => {
      if (apply()) observer.disconnect();
    });
    const timer = apply() ? 0 : window.setTimeout(() => observer.disconnect(), WAIT_MS);
    if (timer) observer.observe(area, { childList: true, subtree: true });
    return () => {
      observer.disconnect();
      window.clearTimeout(timer);
      cancelFocus();
    };
  }, [pathname, main, appName]);
}
