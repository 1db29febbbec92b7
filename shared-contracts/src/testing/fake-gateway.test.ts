import { GatewayError } from '../contract/gateway-error';
import { createFakeGateway } from './fake-gateway';
import { createFakeHostApi } from './fake-host-api';

describe('the fake gateway transport', () => {
  it('answers by method and path, records every call, and plays failures', async () => {
    const gateway = createFakeGateway({
      'GET /api/widgets': { widgets: [] },
      'POST /api/widgets': (call: { body: unknown }) => ({ created: call.body }),
      'DELETE /api/widgets/1': () => {
        throw new GatewayError('SERVER_ERROR', 'down', 503);
      },
    });
    await expect(gateway.get('/api/widgets', { query: { page: 2 } })).resolves.toEqual({ widgets: [] });
    await expect(gateway.post('/api/widgets', { name: 'a' })).resolves.toEqual({ created: { name: 'a' } });
    await expect(gateway.delete('/api/widgets/1')).rejects.toMatchObject({ code: 'SERVER_ERROR' });
    expect(gateway.calls).toEqual([
      { method: 'GET', path: '/api/widgets', query: { page: 2 }, body: undefined },
      { method: 'POST', path: '/api/widgets', query: {}, body: { name: 'a' } },
      { method: 'DELETE', path: '/api/widgets/1', query: {}, body: undefined },
    ]);
  });

  it('fails loudly on a call nobody answers, and on a path that is not the gateway', async () => {
    const hostApi = createFakeHostApi();
    await expect(hostApi.gateway.get('/api/unexpected')).rejects.toThrow('the fake gateway has no answer for GET /api/unexpected');
    await expect(hostApi.gateway.get('https://evil.test/api/x')).rejects.toThrow(TypeError);
  });
});

describe('the fake transport and upload progress', () => {
  it('plays a shell from before contracts 2.4.0 unless given capabilities, and hands a route the progress callback', async () => {
    expect(createFakeGateway({}).capabilities).toBeUndefined();
    const seen: number[] = [];
    const gateway = createFakeGateway(
      {
        'POST /api/upload': (call: { onUploadProgress?: (progress: { loaded: number; total: number | null }) => void }) => {
          call.onUploadProgress?.({ loaded: 5, total: 10 });
          return { ok: true };
        },
      },
      { uploadProgress: true },
    );
    expect(gateway.capabilities).toEqual({ uploadProgress: true });
    await expect(gateway.post('/api/upload', 'body', { onUploadProgress: ({ loaded }) => seen.push(loaded) })).resolves.toEqual({ ok: true });
    expect(seen).toEqual([5]);
  });
});
