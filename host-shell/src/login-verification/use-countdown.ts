import { useCallback, useEffect, useReducer, useState } from 'react';

/** Whole seconds from `now` until `at` (0 once it has passed, or when there is nothing to wait for). */
export const secondsLeft = (at: number | null, now: number): number => (at === null ? 0 : Math.max(0, Math.ceil((at - now) / 1000)));

/**
 * A countdown in whole seconds, re-rendering once a second while it runs (the OTP resend wait of
 * spec 01 §9, and a rate limit's wait). Reads `Date.now()`, so a test clock drives it.
 */
export function useCountdown(): { seconds: number; start: (seconds: number) => void } {
  const [until, setUntil] = useState<number | null>(null);
  const [, tick] = useReducer((n: number) => n + 1, 0);
  const seconds = secondsLeft(until, Date.now());
  useEffect(() => {
    if (seconds === 0) return undefined;
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [seconds]);
  const start = useCallback((wait: number) => setUntil(Date.now() + wait * 1000), []);
  return { seconds, start };
}
