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
}

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
 * Resolves once the page the visit opened has painted its heading — what the merchant came for is
 * on screen — or after `patienceMs`. Nothing of a remote the page does not need is fetched before
 * then (issue 46, docs/decisions/0076-manifests-once-after-the-first-paint.md): on a slow link it
 * would share the bandwidth with the page's own files, and its work the main thread with the first
 * render.
 */
export function browserPagePainted(win: PaintWindow = window, patienceMs = PAGE_PAINT_PATIENCE_MS): Promise<void> {
  let observer: MutationObserver | undefined;
  const heading = new Promise<void>((resolve) => {
    if (win.document.querySelector(PAGE_HEADING)) {
      resolve();
      return;
    }
    const watching = new win.MutationObserver(() => {
      if (win.document.querySelector(PAGE_HEADING)) resolve();
    });
    watching.observe(win.document, { childList: true, subtree: true });
    observer = watching;
  });
  let timer: number | undefined;
  const patience = new Promise<void>((resolve) => {
    timer = win.setTimeout(resolve, patienceMs);
  });
  const painted = heading.then(() => {
    observer?.disconnect();
    return afterNextFrame(win);
  });
  return Promise.race([painted, patience]).finally(() => {
    observer?.disconnect();
    win.clearTimeout(timer);
  });
}
