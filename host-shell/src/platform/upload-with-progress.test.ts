/**
 * @jest-environment node
 */
import { xhrUploadSender } from './upload-with-progress';

/** A scripted XMLHttpRequest: the test plays the body's progress and the answer. */
class FakeXhr {
  static last: FakeXhr;
  method = '';
  url = '';
  withCredentials = false;
  responseType = '';
  status = 0;
  statusText = '';
  responseText = '';
  sent: unknown;
  aborted = false;
  requestHeaders: Record<string, string> = {};
  responseHeaders = '';
  upload: { onprogress: ((event: { loaded: number; total: number; lengthComputable: boolean }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.requestHeaders[name] = value;
  }
  getAllResponseHeaders() {
    return this.responseHeaders;
  }
  send(body: unknown) {
    this.sent = body;
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  answer(status: number, text: string, headers = 'content-type: application/json\r\nretry-after: 30\r\n') {
    this.status = status;
    this.responseText = text;
    this.responseHeaders = headers;
    this.onload?.();
  }
}

const send = xhrUploadSender(FakeXhr as unknown as typeof XMLHttpRequest);
const init = (signal?: AbortSignal) => ({ method: 'POST' as const, headers: { Accept: 'application/json', Authorization: 'Bearer t' }, body: new FormData(), signal });

describe('the upload sender over XMLHttpRequest', () => {
  it('sends with credentials and the headers, reports the body as it goes, and answers a Response', async () => {
    const seen: Array<{ loaded: number; total: number | null }> = [];
    const pending = send('/api/upload_business_file?environment=DEVELOPMENT', init(), (progress) => seen.push(progress));
    const xhr = FakeXhr.last;
    expect(xhr).toMatchObject({ method: 'POST', url: '/api/upload_business_file?environment=DEVELOPMENT', withCredentials: true });
    expect(xhr.requestHeaders).toEqual({ Accept: 'application/json', Authorization: 'Bearer t' });
    expect(xhr.sent).toBeInstanceOf(FormData);
    xhr.upload.onprogress?.({ loaded: 10, total: 100, lengthComputable: true });
    xhr.upload.onprogress?.({ loaded: 100, total: 100, lengthComputable: true });
    xhr.upload.onprogress?.({ loaded: 7, total: 0, lengthComputable: false });
    xhr.answer(429, '{"error_code":"TOO_MANY_REQUESTS"}');
    const response = await pending;
    expect(seen).toEqual([
      { loaded: 10, total: 100 },
      { loaded: 100, total: 100 },
      { loaded: 7, total: null },
    ]);
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toBe('30');
    await expect(response.json()).resolves.toEqual({ error_code: 'TOO_MANY_REQUESTS' });
  });

  it('answers a 204 without a body', async () => {
    const pending = send('/api/x', init(), () => undefined);
    FakeXhr.last.answer(204, '', '');
    expect((await pending).status).toBe(204);
  });

  it('rejects like fetch: a network failure is a TypeError', async () => {
    const pending = send('/api/x', init(), () => undefined);
    FakeXhr.last.onerror?.();
    await expect(pending).rejects.toThrow(TypeError);
  });

  it('aborts the request with the signal, and refuses to start with an aborted one', async () => {
    const controller = new AbortController();
    const pending = send('/api/x', init(controller.signal), () => undefined);
    const xhr = FakeXhr.last;
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    expect(xhr.aborted).toBe(true);
    await expect(send('/api/x', init(controller.signal), () => undefined)).rejects.toMatchObject({ name: 'AbortError' });
  });
});
