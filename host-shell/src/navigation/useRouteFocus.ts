import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

const WAIT_MS = 10_000;

/**
 * After each route change: the document title follows the page's h1 and focus moves to it, so
 * screen-reader and keyboard users land on the new page. Remote pages arrive asynchronously, so
 * the content area is watched until the heading appears.
 */
export function useRouteFocus(main: React.RefObject<HTMLElement | null>, appName: string): void {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    const area = main.current;
    if (!area) return undefined;
    const moveFocus = !first.current;
    first.current = false;
    const apply = (): boolean => {
      const heading = area.querySelector('h1');
      if (!heading) return false;
      document.title = `${heading.textContent ?? ''} · ${appName}`;
      if (moveFocus) (heading as HTMLElement).focus({ preventScroll: false });
      return true;
    };
    if (apply()) return undefined;
    const observer = new MutationObserver(() => {
      if (apply()) observer.disconnect();
    });
    observer.observe(area, { childList: true, subtree: true });
    const timer = window.setTimeout(() => observer.disconnect(), WAIT_MS);
    return () => {
      observer.disconnect();
      window.clearTimeout(timer);
    };
  }, [pathname, main, appName]);
}
