// Functions the benchmark runs inside the page (Playwright sends their source): they may use
// nothing from outside their own body.

interface ElementTiming extends PerformanceEntry {
  identifier: string;
  renderTime: number;
  loadTime: number;
}

export interface SwitchTiming {
  /** From the press until the h1 was painted. */
  ms: number;
  /** From the press until the content was painted, when the step names one. */
  contentMs?: number;
  hoverLeadMs: number;
}

interface BenchWindow {
  benchSwitch?: Promise<SwitchTiming>;
}

/** The attribute the benchmark puts on the element it is about to press, so the timer knows that press. */
export const PRESS_ATTRIBUTE = 'data-bench-press';

/**
 * Arms the timer of one step. The clock starts at the press on the element marked with
 * `data-bench-press="<id>"` (`pointerdown`, the start of the click: a sidebar link, a link in the
 * page, the bell) and stops when the new page's h1 is painted: a MutationObserver gives that h1 an
 * `elementtiming` attribute as soon as it is inserted (before the next paint), and the Element
 * Timing API reports when it was painted. With `content` (a selector), the timer also waits for
 * the first element it matches to be painted. That element may be below the fold or in a popup,
 * where Element Timing reports nothing, so its paint is the end of the first frame after it was
 * inserted: a task posted from that frame's animation-frame callback runs once the frame is done.
 * A step without a heading (the bell's dropdown) is timed by its content alone.
 */
export function armSwitchTimer({ heading, id, content }: { heading?: string; id: string; content?: string }): void {
  (window as unknown as BenchWindow).benchSwitch = new Promise((resolve, reject) => {
    let hovered: number | undefined;
    let pressed: number | undefined;
    const onPointer = (event: Event) => {
      const target = event.target instanceof Element ? event.target.closest('[data-bench-press]') : null;
      if (target?.getAttribute('data-bench-press') !== id) return;
      if (event.type === 'pointerover') hovered ??= event.timeStamp;
      else pressed ??= event.timeStamp;
    };
    let contentSeen = false;
    let headingPainted: number | undefined;
    let contentPainted: number | undefined;
    const markHeading = () => {
      if (heading !== undefined) {
        for (const h1 of document.querySelectorAll('h1')) {
          if (h1.textContent === heading && !h1.hasAttribute('elementtiming')) h1.setAttribute('elementtiming', id);
        }
      }
      if (content && !contentSeen && document.querySelector(content)) {
        contentSeen = true;
        requestAnimationFrame(() => {
          const afterFrame = new MessageChannel();
          afterFrame.port1.onmessage = () => {
            contentPainted = performance.now();
            settle();
          };
          afterFrame.port2.postMessage(null);
        });
      }
    };
    const settle = () => {
      if ((heading !== undefined && headingPainted === undefined) || (content && contentPainted === undefined)) return;
      finish();
      const end = headingPainted ?? contentPainted;
      if (pressed === undefined || end === undefined) reject(new Error(`"${heading ?? content}" was painted, but no press on the marked element was seen`));
      else {
        resolve({
          ms: end - pressed,
          ...(contentPainted === undefined ? {} : { contentMs: contentPainted - pressed }),
          hoverLeadMs: pressed - (hovered ?? pressed),
        });
      }
    };
    const mutations = new MutationObserver(markHeading);
    const paints = new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as ElementTiming[]) {
        if (entry.identifier === id) headingPainted ??= entry.renderTime || entry.loadTime;
      }
      settle();
    });
    const timer = setTimeout(() => {
      finish();
      const what = heading !== undefined && headingPainted === undefined ? `"${heading}"` : `the content (${content})`;
      reject(new Error(`${what} was not painted within 20 s of the click`));
    }, 20_000);
    const events = ['pointerover', 'pointerdown'];
    function finish() {
      clearTimeout(timer);
      mutations.disconnect();
      paints.disconnect();
      for (const type of events) document.removeEventListener(type, onPointer, true);
    }
    for (const type of events) document.addEventListener(type, onPointer, true);
    mutations.observe(document.body, { childList: true, subtree: true });
    paints.observe({ type: 'element' });
  });
}

export function switchResult(): Promise<SwitchTiming> {
  const pending = (window as unknown as BenchWindow).benchSwitch;
  if (!pending) throw new Error('armSwitchTimer was not called');
  return pending;
}

/**
 * First contentful paint, the last largest-contentful-paint candidate so far, and the page's time
 * origin (ms since the epoch), to put Chromium's network events on the page's clock.
 */
export function readPaintTimings(): Promise<{ fcpMs: number; lcpMs: number; timeOrigin: number }> {
  return new Promise((resolve, reject) => {
    const fcp = performance.getEntriesByName('first-contentful-paint')[0];
    const timer = setTimeout(() => reject(new Error('no largest-contentful-paint entry')), 10_000);
    new PerformanceObserver((list, observer) => {
      const entries = list.getEntries();
      clearTimeout(timer);
      observer.disconnect();
      if (!fcp) reject(new Error('no first-contentful-paint entry'));
      else resolve({ fcpMs: fcp.startTime, lcpMs: entries[entries.length - 1].startTime, timeOrigin: performance.timeOrigin });
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
}
