import { browserPagePainted, type PaintWindow } from './page-painted';

/** jsdom has no MessageChannel: a posted message arrives in a task of its own. */
class TaskChannel {
  readonly port1: { onmessage: (() => void) | null } = { onmessage: null };
  readonly port2 = { postMessage: () => void setTimeout(() => this.port1.onmessage?.(), 0) };
}

/** The window the wait uses, with frames the test paints by hand. */
function fakeWindow() {
  const frames: Array<() => void> = [];
  const win = {
    document,
    MutationObserver,
    MessageChannel: TaskChannel,
    setTimeout: window.setTimeout.bind(window),
    clearTimeout: window.clearTimeout.bind(window),
    requestAnimationFrame: (callback: FrameRequestCallback) => frames.push(() => callback(0)),
  };
  const paintFrame = async () => {
    for (const frame of frames.splice(0)) frame();
    await new Promise((resolve) => setTimeout(resolve, 10)); // the task posted from the frame
  };
  return { win: win as unknown as PaintWindow, paintFrame };
}

afterEach(() => {
  document.body.innerHTML = '';
});

it('resolves once the page’s heading is in the content area and a frame has been painted after it', async () => {
  document.body.innerHTML = '<header><h1>Brand</h1></header><main></main>';
  const { win, paintFrame } = fakeWindow();
  let done = false;
  void browserPagePainted(win, 5000).then(() => (done = true));
  await paintFrame();
  expect(done).toBe(false); // the header's h1 is not the page's
  document.querySelector('main')!.innerHTML = '<h1>Home</h1>';
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(done).toBe(false);
  await paintFrame();
  expect(done).toBe(true);
});

it('does not wait past its patience for a page without a heading', async () => {
  document.body.innerHTML = '<main><p>no heading</p></main>';
  const { win } = fakeWindow();
  await expect(browserPagePainted(win, 20)).resolves.toBeUndefined();
});

/** A PerformanceObserver of element timing whose entries the test reports by hand. */
function elementTiming() {
  const observers: Array<{ callback: PerformanceObserverCallback; connected: boolean }> = [];
  class FakeObserver {
    static supportedEntryTypes = ['element', 'paint'];
    private readonly record: { callback: PerformanceObserverCallback; connected: boolean };
    constructor(callback: PerformanceObserverCallback) {
      this.record = { callback, connected: false };
      observers.push(this.record);
    }
    observe() {
      this.record.connected = true;
    }
    disconnect() {
      this.record.connected = false;
    }
  }
  const report = (identifier: string) => {
    for (const { callback, connected } of observers) {
      if (connected) callback({ getEntries: () => [{ identifier } as unknown as PerformanceEntry] } as PerformanceObserverEntryList, {} as PerformanceObserver);
    }
  };
  return { PerformanceObserver: FakeObserver as unknown as typeof PerformanceObserver, report };
}

it('with element timing, names the heading as it is added and resolves when it is presented, not at the next frame', async () => {
  document.body.innerHTML = '<main></main>';
  const { win, paintFrame } = fakeWindow();
  const timing = elementTiming();
  let done = false;
  void browserPagePainted({ ...win, PerformanceObserver: timing.PerformanceObserver } as PaintWindow, 5000).then(() => (done = true));
  document.querySelector('main')!.innerHTML = '<h1>Home</h1>';
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(document.querySelector('main h1')).toHaveAttribute('elementtiming', 'page-heading');
  await paintFrame();
  expect(done).toBe(false); // painted by the main thread, not yet on screen
  timing.report('another-element');
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(done).toBe(false);
  timing.report('page-heading');
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(done).toBe(true);
});

it('with element timing, a heading already in the page when the wait began waits for the next frame (it was painted unnamed)', async () => {
  document.body.innerHTML = '<main><h1>Home</h1></main>';
  const { win, paintFrame } = fakeWindow();
  let done = false;
  void browserPagePainted({ ...win, PerformanceObserver: elementTiming().PerformanceObserver } as PaintWindow, 5000).then(() => (done = true));
  await new Promise((resolve) => setTimeout(resolve, 0)); // the frame is asked for
  await paintFrame();
  expect(done).toBe(true);
});
