/**
 * @jest-environment node
 */
// The gateway client's own limit (issue 43 §4, docs/security.md): a call nothing answers fails as
// SERVER_ERROR, no answer (spec 01 §8), after 30 s and not before.
import { GatewayError, isSilent } from '../../contract/gateway-error';
import { GatewayClient } from './gateway-client';
import { createGatewayTransport } from './gateway-transport';

function setUp(handler: (url: URL, init: RequestInit) => Response | Promise<Response>) {
  const fetchImpl = async (input: RequestInfo | URL, init: RequestInit = {}) => handler(new URL(String(input), 'http://shell.test'), init);
  const client = new GatewayClient({ fetch: fetchImpl as unknown as typeof fetch, environment: () => 'DEVELOPMENT' });
  return { client };
}

const over = (client: GatewayClient) => createGatewayTransport(client);

describe('a gateway that does not answer', () => {
  /** A fetch that waits for ever, as a stuck network does, until its signal aborts it. */
  const never = (_url: URL, init: RequestInit) =>
    new Promise<Response>((_resolve, reject) => {
      init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
    });
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('fails as SERVER_ERROR after 30 s, not before', async () => {
    const { client } = setUp(never);
    const call = over(client).get('/api/businesses').catch((error: unknown) => error);
    await jest.advanceTimersByTimeAsync(29_900);
    let settled = false;
    void call.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await jest.advanceTimersByTimeAsync(200);
    const error = await call;
    expect(error).toBeInstanceOf(GatewayError);
    expect(error).toMatchObject({ code: 'SERVER_ERROR', status: 0 });
    expect(isSilent(error)).toBe(false);
  });

  it('ends a body that stops half-way the same way', async () => {
    const { client } = setUp((_url, init) => {
      const body = new ReadableStream({
        start(controller) {
          controller.enqueue(new TextEncoder().encode('{"data": ['));
          init.signal?.addEventListener('abort', () => controller.error(new DOMException('aborted', 'AbortError')));
        },
      });
      return new Response(body, { status: 200, headers: { 'content-type': 'application/json' } });
    });
    const call = over(client).get('/api/credit_card_payments').catch((error: unknown) => error);
    await jest.advanceTimersByTimeAsync(30_100);
    expect(await call).toMatchObject({ code: 'SERVER_ERROR' });
  });

  it("a caller's own abort stays REQUEST_ABORTED", async () => {
    const { client } = setUp(never);
    const older = over(client).get('/api/credit_card_payments', { cancelPrevious: true }).catch((error: unknown) => error);
    void over(client).get('/api/credit_card_payments', { cancelPrevious: true }).catch(() => undefined);
    expect(await older).toMatchObject({ code: 'REQUEST_ABORTED' });
    await jest.advanceTimersByTimeAsync(30_100);
  });
});
