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

/**
 * Arms the timer of one route switch. The clock starts at the press on the sidebar link
 * (`pointerdown`, the start of the click) and stops when the new page's h1 is painted: a
 * MutationObserver gives that h1 an `elementtiming` attribute as soon as it is inserted (before
 * the next paint), and the Element Timing API reports when it was painted. With `content` (a
 * selector), the timer also waits for the first element it matches to be painted. That element may
 * be below the fold, where Element Timing reports nothing, so its paint is the end of the first
 * frame after it was inserted: a task posted from that frame's animation-frame callback runs once
 * the frame is done.
 */
export function armSwitchTimer({ href, heading, id, content }: { href: string; heading: string; id: string; content?: string }): void {
  (window as unknown as BenchWindow).benchSwitch = new Promise((resolve, reject) => {
    let hovered: number | undefined;
    let pressed: number | undefined;
    const onPointer = (event: Event) => {
      const link = event.target instanceof Element ? event.target.closest('a') : null;
      if (link?.getAttribute('href') !== href) return;
      if (event.type === 'pointerover') hovered ??= event.timeStamp;
      else pressed ??= event.timeStamp;
    };
    let contentSeen = false;
    let headingPainted: number | undefined;
    let contentPainted: number | undefined;
    const markHeading = () => {
      for (const h1 of document.querySelectorAll('h1')) {
        if (h1.textContent === heading && !h1.hasAttribute('elementtiming')) h1.setAttribute('elementtiming', id);
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
      if (headingPainted === undefined || (content && contentPainted === undefined)) return;
      finish();
      if (pressed === undefined) reject(new Error(`"${heading}" was painted, but no press on ${href} was seen`));
      else {
        resolve({
          ms: headingPainted - pressed,
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
      const what = headingPainted === undefined ? `"${heading}"` : `the content (${content})`;
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

/** First contentful paint, and the last largest-contentful-paint candidate so far. */
export function readPaintTimings(): Promise<{ fcpMs: number; lcpMs: number }> {
  return new Promise((resolve, reject) => {
    const fcp = performance.getEntriesByName('first-contentful-paint')[0];
    const timer = setTimeout(() => reject(new Error('no largest-contentful-paint entry')), 10_000);
    new PerformanceObserver((list, observer) => {
      const entries = list.getEntries();
      clearTimeout(timer);
      observer.disconnect();
      if (!fcp) reject(new Error('no first-contentful-paint entry'));
      else resolve({ fcpMs: fcp.startTime, lcpMs: entries[entries.length - 1].startTime });
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
}
