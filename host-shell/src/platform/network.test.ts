import { readJsonFile, requestFile, sendBeacon } from './network';

const answer = (status: number, body: unknown = {}) => ({ ok: status >= 200 && status < 300, status, json: async () => body }) as Response;

describe("the shell's requests for files", () => {
  const realFetch = globalThis.fetch;
  let fetchMock: jest.Mock;
  beforeEach(() => {
    fetchMock = jest.fn(async () => answer(200, { remotes: [] }));
    globalThis.fetch = fetchMock;
  });
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  it('asks anew each time, within the deadline it is given', async () => {
    await requestFile('/remotes.json', { timeoutMs: 8000, credentials: 'omit' });
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/remotes.json');
    expect(init).toMatchObject({ cache: 'no-cache', credentials: 'omit' });
    expect(init.signal).toBeInstanceOf(AbortSignal);
  });

  it("keeps the caller's own signal over a deadline", async () => {
    const controller = new AbortController();
    await requestFile('/m.json', { timeoutMs: 10, signal: controller.signal });
    expect((fetchMock.mock.calls[0] as [string, RequestInit])[1].signal).toBe(controller.signal);
  });

  it('reads a JSON file, and names the file and the status when it fails', async () => {
    await expect(readJsonFile('/remotes.json')).resolves.toEqual({ remotes: [] });
    fetchMock.mockResolvedValueOnce(answer(503));
    await expect(readJsonFile('/mf-manifest.json', { timeoutMs: 5000 })).rejects.toThrow('/mf-manifest.json answered 503');
  });

  it('sends a beacon when the browser has them, and a keepalive request when it does not', () => {
    const beacon = jest.fn(() => true);
    Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true });
    expect(sendBeacon('/api/telemetry', '{"a":1}')).toBe(true);
    expect(beacon).toHaveBeenCalledWith('/api/telemetry', expect.any(Blob));
    expect(fetchMock).not.toHaveBeenCalled();

    Object.defineProperty(navigator, 'sendBeacon', { value: undefined, configurable: true });
    expect(sendBeacon('/api/telemetry', '{"a":1}')).toBe(true);
    expect(fetchMock).toHaveBeenCalledWith('/api/telemetry', expect.objectContaining({ method: 'POST', keepalive: true, credentials: 'omit' }));
  });
});
