import { createInstance } from '@module-federation/enhanced/runtime';
import type { RegistryEntry } from 'shared-contracts/registry';
import { entryIntegrityPlugin, integrityByContainer, type EntryRefusal } from './entry-integrity-plugin';
import { REMOTE_LOAD_TIMEOUT_MS } from './load-timeout';
import { resiliencePlugin } from './resilience-plugin';

const ENTRY = 'http://localhost:4803/remoteEntry.js';
const INTEGRITY = 'sha384-oqVuAfXRKap7fdgcCY5uykM6+R9GqQ8K/uxy9rx7HNQlGYl1kPzQho1wx4JwY8wC';
const pinned = new Map([['mfe_cards', INTEGRITY]]);

type RemoteInfo = { name: string; entry: string; type: string; entryGlobalName: string; shareScope: string };
const remoteInfo = (name: string, type = 'global'): RemoteInfo => ({ name, entry: ENTRY, type, entryGlobalName: name, shareScope: 'default' });

function plugin(onRefused: (refusal: EntryRefusal) => void = () => undefined) {
  const made = entryIntegrityPlugin((container) => pinned.get(container), onRefused);
  return {
    createScript: (args: { url: string; remoteInfo?: RemoteInfo }) => made.createScript?.(args as never) as { script?: HTMLScriptElement; timeout?: number } | undefined,
    loadEntry: (info: RemoteInfo) => made.loadEntry?.({ remoteInfo: info } as never),
  };
}

afterEach(() => jest.restoreAllMocks());

describe('entryIntegrityPlugin', () => {
  it("pins only the entry: a split remote's chunk scripts are left to the runtime", () => {
    const made = plugin().createScript({ url: 'https://cdn.example.com/cards/__federation_expose_remote.1a2b.js', remoteInfo: remoteInfo('mfe_cards') } as never);
    expect(made).toEqual({ timeout: expect.any(Number) });
  });

  it("gives a pinned remote's entry script its registry integrity and a CORS request, within the load deadline", () => {
    const answer = plugin().createScript({ url: ENTRY, remoteInfo: remoteInfo('mfe_cards') });
    expect(answer?.timeout).toBe(REMOTE_LOAD_TIMEOUT_MS);
    expect(answer?.script?.getAttribute('integrity')).toBe(INTEGRITY);
    expect(answer?.script?.getAttribute('crossorigin')).toBe('anonymous');
    expect(answer?.script?.src).toBe(ENTRY);
  });

  it('loads a remote without integrity (an overridden one, or a deployment that pins none) as before', () => {
    expect(plugin().createScript({ url: 'http://localhost:5803/remoteEntry.js', remoteInfo: remoteInfo('mfe_home') })).toEqual({ timeout: REMOTE_LOAD_TIMEOUT_MS });
    expect(plugin().createScript({ url: ENTRY })).toEqual({ timeout: REMOTE_LOAD_TIMEOUT_MS });
  });

  it('reports a refused entry, as a mismatch when the server answered 2xx', () => {
    const refusals: EntryRefusal[] = [];
    const timing = (responseStatus: number) => [{ name: ENTRY, responseStatus } as unknown as PerformanceEntry];
    // jsdom has no Resource Timing: the browser's entries stand in.
    const getEntriesByName = jest.fn(() => timing(200));
    Object.defineProperty(performance, 'getEntriesByName', { value: getEntriesByName, configurable: true });
    const made = plugin((refusal) => refusals.push(refusal));
    made.createScript({ url: ENTRY, remoteInfo: remoteInfo('mfe_cards') })?.script?.dispatchEvent(new Event('error'));
    getEntriesByName.mockReturnValue(timing(0));
    made.createScript({ url: ENTRY, remoteInfo: remoteInfo('mfe_cards') })?.script?.dispatchEvent(new Event('error'));
    expect(refusals).toEqual([
      { container: 'mfe_cards', url: ENTRY, integrity: INTEGRITY, mismatch: true },
      { container: 'mfe_cards', url: ENTRY, integrity: INTEGRITY, mismatch: false },
    ]);
  });

  it.each(['esm', 'module', 'system'])('refuses a pinned remote whose manifest names a %s entry (loaded without a <script>)', (type) => {
    expect(() => plugin().loadEntry(remoteInfo('mfe_cards', type))).toThrow(`"${type}" entry`);
    expect(plugin().loadEntry(remoteInfo('mfe_home', type))).toBeUndefined();
  });

  it('lets the runtime load a pinned global entry itself', () => {
    expect(plugin().loadEntry(remoteInfo('mfe_cards'))).toBeUndefined();
  });

  it("keeps its script when registered with the shell's other plugins (the runtime uses the last answer to createScript)", () => {
    const runtime = createInstance({ name: 'integrity_test_host', remotes: [] });
    runtime.registerPlugins([resiliencePlugin(() => undefined), entryIntegrityPlugin((container) => pinned.get(container), () => undefined)]);
    const answer = runtime.loaderHook.lifecycle.createScript.emit({ url: ENTRY, remoteInfo: remoteInfo('mfe_cards') as never }) as { script?: HTMLScriptElement };
    expect(answer.script?.getAttribute('integrity')).toBe(INTEGRITY);
  });
});

describe('integrityByContainer', () => {
  it('maps the federation container of each entry with an integrity to it', () => {
    const declaration: RegistryEntry['declaration'] = { title: { en: 'x', id: 'x' }, routes: [], menu: [], slots: [] };
    const entry = (name: string, integrity?: string): RegistryEntry => ({
      name, manifest: `http://x/${name}/mf-manifest.json`, mount: 'react', version: '1', declaration, ...(integrity ? { integrity } : {}) });
    expect([...integrityByContainer([entry('cards', INTEGRITY), entry('remit-payouts', 'sha256-abc='), entry('home')])]).toEqual([
      ['mfe_cards', INTEGRITY],
      ['mfe_remit_payouts', 'sha256-abc='],
    ]);
  });
});
