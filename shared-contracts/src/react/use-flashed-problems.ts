import { useCallback, useEffect, useState } from 'react';

/**
 * A form whose problems show after a refused submit and clear on their own (spec 02 §5: an export's
 * error clears after 1.5 s): call `refused()` on each refused submit; `showing` is true until
 * `clearAfterMs` after the last one. Bundled into each remote (the cards and balance exports use it).
 */
export function useFlashedProblems(clearAfterMs: number): { showing: boolean; refused: () => void } {
  const [refusals, setRefusals] = useState(0);
  const [showing, setShowing] = useState(false);
  useEffect(() => {
    if (refusals === 0) return undefined;
    setShowing(true);
    const timer = setTimeout(() => setShowing(false), clearAfterMs);
    return () => clearTimeout(timer);
  }, [refusals, clearAfterMs]);
  const refused = useCallback(() => setRefusals((count) => count + 1), []);
  return { showing, refused };
}
