import { useCallback, useEffect, useMemo, useRef } from 'react';

/**
 * How long the pointer or the keyboard's focus rests on a menu link before the shell fetches what
 * the link opens (docs/decisions/0087-menu-prefetch-on-rest.md): a pointer crossing the menu, or a
 * list scrolled under a pointer that stays still, passes over links in a few milliseconds and
 * fetches nothing; one resting on a link for a moment is about to press it.
 */
export const INTENT_REST_MS = 80;

/** The pointer and the focus rest on links independently: each has its own wait. */
export type IntentVia = 'pointer' | 'focus';

export interface LinkIntent<T> {
  /** The pointer entered or the focus came to the link: fetch once it rests there. */
  rest: (via: IntentVia, target: T) => void;
  /** The pointer left or the focus went: nothing is fetched for that wait. */
  leave: (via: IntentVia) => void;
  /** A press has begun (pointer down): fetch now, the click follows. */
  press: (target: T) => void;
}

/** `fetch` on intent, as LinkIntent says; the waits are dropped on unmount. */
export function useLinkIntent<T>(fetch: (target: T) => void, restMs = INTENT_REST_MS): LinkIntent<T> {
  const waits = useRef(new Map<IntentVia, ReturnType<typeof setTimeout>>());
  const fetchRef = useRef(fetch);
  fetchRef.current = fetch;
  const leave = useCallback((via: IntentVia) => {
    clearTimeout(waits.current.get(via));
    waits.current.delete(via);
  }, []);
  useEffect(() => () => {
    leave('pointer');
    leave('focus');
  }, [leave]);
  return useMemo(
    () => ({
      rest: (via: IntentVia, target: T) => {
        leave(via);
        waits.current.set(via, setTimeout(() => {
          waits.current.delete(via);
          fetchRef.current(target);
        }, restMs));
      },
      leave,
      press: (target: T) => fetchRef.current(target),
    }),
    [leave, restMs],
  );
}
