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
