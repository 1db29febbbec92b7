import { loadRegistry } from '../registry/load-registry';
import { DEFAULT_DEPLOYMENT, loadDeployment } from './deployment';
import { INLINE_IDS, inlineDocument, inlineManifests } from './inline-config';

const REGISTRY = {
  remotes: [
    {
      name: 'home',
      manifest: 'http://localhost:4801/mf-manifest.json',
      mount: 'react',
      version: '1.0.0',
      declaration: { title: { en: 'Home', id: 'Beranda' }, routes: [{ path: '/home' }], menu: [], slots: [] },
    },
  ],
  overrideOrigins: [],
};

function inline(id: string, text: string, type = 'application/json') {
  const script = document.createElement('script');
  script.type = type;
  script.id = id;
  script.textContent = text;
  document.head.append(script);
}

const fetchMock = jest.fn();
beforeEach(() => {
  document.head.innerHTML = '';
  fetchMock.mockReset();
  global.fetch = fetchMock;
});

describe('the runtime configuration inlined in the page', () => {
  it('is read from the data block, without a request', async () => {
    inline(INLINE_IDS.registry, JSON.stringify(REGISTRY));
    inline(INLINE_IDS.deployment, JSON.stringify({ brand: 'SECOND', authentication: 'session' }));
    const registry = await loadRegistry();
    expect(registry.remotes.map((remote) => remote.name)).toEqual(['home']);
    expect(await loadDeployment()).toMatchObject({ brand: 'SECOND', authentication: 'session' });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('is fetched when the page carries none, or a block that is not JSON or not a registry', async () => {
    fetchMock.mockImplementation(async (url: string) => ({ ok: true, status: 200, json: async () => (url === '/remotes.json' ? REGISTRY : { brand: 'MAIN' }) }));
    expect((await loadRegistry()).remotes).toHaveLength(1);
    inline(INLINE_IDS.registry, '{ not json');
    expect((await loadRegistry()).remotes).toHaveLength(1);
    document.head.innerHTML = '';
    inline(INLINE_IDS.registry, JSON.stringify({ remotes: 'none' }));
    expect((await loadRegistry()).remotes).toHaveLength(1);
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/remotes.json', '/remotes.json', '/remotes.json']);
  });

  it('is data only: a block of another type, or another element with the id, is not read', () => {
    inline(INLINE_IDS.registry, JSON.stringify(REGISTRY), 'text/plain');
    expect(inlineDocument(INLINE_IDS.registry)).toBeUndefined();
    document.head.innerHTML = `<meta id="${INLINE_IDS.deployment}" content="{}">`;
    expect(inlineDocument(INLINE_IDS.deployment)).toBeUndefined();
  });

  it('keeps the defaults for a malformed inlined deployment, as for a fetched one', async () => {
    inline(INLINE_IDS.deployment, JSON.stringify({ brand: 'NOPE', links: { docs: 'javascript:alert(1)' } }));
    expect(await loadDeployment()).toEqual(DEFAULT_DEPLOYMENT);
  });
});

describe('the remotes’ manifests the page carries (decision 0084)', () => {
  it('are read by URL; anything that is not a manifest object is left to the network', () => {
    const url = 'http://localhost:4801/mf-manifest.json';
    inline(INLINE_IDS.manifests, JSON.stringify({ [url]: { metaData: {}, exposes: [] }, 'http://localhost:4805/mf-manifest.json': 'nope' }));
    expect([...inlineManifests().keys()]).toEqual([url]);
  });

  it('are none without the block, or with one that is not an object', () => {
    expect(inlineManifests().size).toBe(0);
    inline(INLINE_IDS.manifests, JSON.stringify(['http://localhost:4801/mf-manifest.json']));
    expect(inlineManifests().size).toBe(0);
  });
});
