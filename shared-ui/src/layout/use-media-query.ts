import { useSyncExternalStore } from 'react';
import { MOBILE_BREAKPOINT_PX } from 'shared-contracts/rules';

/** Spec 01 §2: a phone is narrower than 768 px (the same breakpoint as the stylesheets'). */
export const MOBILE_QUERY = `(max-width: ${MOBILE_BREAKPOINT_PX - 0.02}px)`;

/** Whether a CSS media query matches now; re-renders when that changes. False on the server. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}
