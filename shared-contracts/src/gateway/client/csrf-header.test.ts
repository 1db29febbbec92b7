/**
 * @jest-environment node
 */
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '../api';
import { GatewayClient, type UploadInit } from './gateway-client';
import { createGatewayTransport } from './gateway-transport';

// The gateway refuses a session-cookie write without the client's CSRF header (issue 43 §3,
// docs/security.md): the client marks every write, whatever sends it, and no read.
test('every write carries the CSRF header, in both modes and through the upload sender; reads do not', async () => {
  const sent: Array<{ method: string | undefined; headers: Record<string, string> }> = [];
  const answer = () => new Response('{}', { status: 200, headers: { 'content-type': 'application/json' } });
  const client = new GatewayClient({
    environment: () => 'DEVELOPMENT',
    fetch: (async (_input: RequestInfo | URL, init: RequestInit = {}) => {
      sent.push({ method: init.method, headers: init.headers as Record<string, string> });
      return answer();
    }) as typeof fetch,
    sendWithUploadProgress: async (_url: string, init: UploadInit) => {
      sent.push({ method: `${init.method} with progress`, headers: init.headers });
      return answer();
    },
  });
  const transport = createGatewayTransport(client);
  await transport.get('/api/a');
  await transport.post('/api/a');
  await transport.put('/api/a', {});
  await transport.patch('/api/a', {});
  await transport.delete('/api/a');
  await transport.post('/api/upload', new FormData(), { onUploadProgress: () => undefined });
  client.useNewAuthentication(true);
  client.setAccessToken('token-1');
  await transport.post('/api/a', {});
  await transport.get('/api/a');
  expect(sent.map(({ method, headers }) => [method, headers[CSRF_HEADER]])).toEqual([
    ['GET', undefined],
    ['POST', CSRF_HEADER_VALUE],
    ['PUT', CSRF_HEADER_VALUE],
    ['PATCH', CSRF_HEADER_VALUE],
    ['DELETE', CSRF_HEADER_VALUE],
    ['POST with progress', CSRF_HEADER_VALUE],
    ['POST', CSRF_HEADER_VALUE],
    ['GET', undefined],
  ]);
});
