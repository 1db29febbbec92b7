import { useSyncExternalStore } from 'react';
import { MOBILE_BREAKPOINT_PX } from 'shared-contracts/rules';

/** Below the mobile breakpoint (768 px, spec 02 §9). */
export const NARROW_SCREEN_QUERY = `(max-width: ${MOBILE_BREAKPOINT_PX - 0.02}px)`;

function mediaQuery(): MediaQueryList | null {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(NARROW_SCREEN_QUERY) : null;
}

function subscribe(onChange: () => void): () => void {
  const query = mediaQuery();
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

/**
 * Whether the screen is narrower than the mobile breakpoint, following rotations and resizes. One
 * DOM or the other, never both hidden by CSS: a screen reader and a test each meet one list.
 */
export function useNarrowScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => mediaQuery()?.matches ?? false,
    () => false,
  );
}
