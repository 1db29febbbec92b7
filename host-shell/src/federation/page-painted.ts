/**
 * How long the shell waits for the first page's heading before it treats the page as painted anyway
 * (a page that never shows one must not keep what is fetched ahead from ever coming).
 */
export const PAGE_PAINT_PATIENCE_MS = 10_000;

/** Every dashboard page has one `h1` in the content area (the route focus moves to it). */
const PAGE_HEADING = 'main h1';

/** What the wait uses of the browser's window. */
export interface PaintWindow {
  document: Document;
  requestAnimationFrame(callback: FrameRequestCallback): number;
  setTimeout(handler: () => void, ms: number): number;
  clearTimeout(id: number | undefined): void;
  MutationObserver: typeof MutationObserver;
  MessageChannel: typeof MessageChannel;
  /** With the Element Timing API (Chromium), the wait ends when the heading was presented. */
  PerformanceObserver?: typeof PerformanceObserver;
}

/** The `elementtiming` name the shell gives the page's heading. */
export const PAGE_HEADING_TIMING = 'page-heading';

/** Resolves once the frame after this call has been painted: a task posted from its animation-frame callback runs after it. */
function afterNextFrame(win: PaintWindow): Promise<void> {
  return new Promise((resolve) => {
    win.requestAnimationFrame(() => {
      const channel = new win.MessageChannel();
      channel.port1.onmessage = () => resolve();
      channel.port2.postMessage(null);
    });
  });
}

/**
 * Where the browser reports element timing: resolves when `heading` has been presented on screen (the
 * compositor's frame, which can come a few frames after the main thread's paint). Null without the
 * API, or for a heading already in the page before this wait began (painted unnamed, it would never
 * be reported): the next frame then stands for it.
 */
function presented(win: PaintWindow, heading: Element): Promise<void> | null {
  const Observer = win.PerformanceObserver;
  if (!Observer?.supportedEntryTypes?.includes('element')) return null;
  return new Promise((resolve) => {
    const watching = new Observer((list) => {
      if (!list.getEntries().some((entry) => (entry as PerformanceEntry & { identifier?: string }).identifier === PAGE_HEADING_TIMING)) return;
      watching.disconnect();
      resolve();
    });
    watching.observe({ type: 'element', buffered: true });
    if (!heading.hasAttribute('elementtiming')) heading.setAttribute('elementtiming', PAGE_HEADING_TIMING);
  });
}

/**
 * Resolves once the page the visit opened has painted its heading — what the merchant came for is
 * on screen — or after `patienceMs`. Nothing of a remote the page does not need is fetched before
 * then (issue 46, docs/decisions/0076-manifests-once-after-the-first-paint.md): on a slow link it
 * would share the bandwidth with the page's own files, and its work the main thread with the first
 * render.
 */
export function browserPagePainted(win: PaintWindow = window, patienceMs = PAGE_PAINT_PATIENCE_MS): Promise<void> {
  let observer: MutationObserver | undefined;
  const already = win.document.querySelector(PAGE_HEADING);
  const heading = new Promise<Element | null>((resolve) => {
    if (already) {
      resolve(null);
      return;
    }
    // Named as it is added, before it is painted: element timing reports only named elements.
    const watching = new win.MutationObserver(() => {
      const found = win.document.querySelector(PAGE_HEADING);
      if (found) resolve(found);
    });
    watching.observe(win.document, { childList: true, subtree: true });
    observer = watching;
  });
  let timer: number | undefined;
  const patience = new Promise<void>((resolve) => {
    timer = win.setTimeout(resolve, patienceMs);
  });
  const painted = heading.then((found) => {
    observer?.disconnect();
    return (found && presented(win, found)) ?? afterNextFrame(win);
  });
  return Promise.race([painted, patience]).finally(() => {
    observer?.disconnect();
    win.clearTimeout(timer);
  });
}
