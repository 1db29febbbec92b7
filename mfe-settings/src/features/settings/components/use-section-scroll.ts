import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * Scrolls to the section a link's hash names (`/settings/team#members`) once it is on the page: the
 * router changes the path but, unlike a full page load, does not scroll to the fragment. `ready`
 * turns true when the section has rendered (after its data loaded).
 */
export function useSectionScroll(ready: boolean): void {
  const { hash } = useLocation();
  useEffect(() => {
    if (!ready || hash.length < 2) return;
    const section = document.getElementById(decodeURIComponent(hash.slice(1)));
    section?.scrollIntoView?.({ block: 'start' });
  }, [hash, ready]);
}
