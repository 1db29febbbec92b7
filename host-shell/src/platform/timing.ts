/** Waits `ms`, or less when `signal` aborts first; never rejects. */
export function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        resolve();
      },
      { once: true },
    );
  });
}

/** How long `afterNextPaint` waits for a frame before it runs anyway (a hidden tab paints none). */
export const NEXT_PAINT_FALLBACK_MS = 100;

/**
 * Runs `run` once the next frame has been painted: a frame's animation callbacks run before its
 * paint, a task queued from one runs after it. Returns a function that cancels it.
 */
export function afterNextPaint(run: () => void): () => void {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    run();
  };
  let afterPaint: ReturnType<typeof setTimeout> | undefined;
  const fallback = setTimeout(once, NEXT_PAINT_FALLBACK_MS);
  const frame = requestAnimationFrame(() => {
    clearTimeout(fallback);
    afterPaint = setTimeout(once, 0);
  });
  return () => {
    done = true;
    clearTimeout(fallback);
    clearTimeout(afterPaint);
    cancelAnimationFrame(frame);
  };
}
