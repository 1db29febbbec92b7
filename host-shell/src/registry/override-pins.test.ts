import type { RegistryEntry } from 'shared-contracts/registry';
import { applyOverrides, pinRequested, resolveOverrides, withOverrideDeclarations, type OverrideDecision } from './overrides';

// A tab pinned to a released version (issue 39, decision 0058) and a development override: what
// each loads with, read beside its manifest.
const declared = (path: string): RegistryEntry['declaration'] => ({ title: { en: path, id: path }, routes: [{ path }], menu: [], slots: [] });
const remotes: RegistryEntry[] = [
  { name: 'cards', manifest: 'https://cdn.example.com/cards/mf-manifest.json', mount: 'react', version: '1.2.3', declaration: declared('/credit_cards/*') },
  { name: 'home', manifest: 'https://cdn.example.com/home/mf-manifest.json', mount: 'react', version: '2.0.0', declaration: declared('/home') },
];

describe('withOverrideDeclarations', () => {
  const SRI = `sha384-${'A'.repeat(64)}`;
  const published = (files: Record<string, unknown>) => async (url: string) => {
    if (url in files) return files[url];
    throw new Error(`${url}: 404`);
  };
  const pinTo = (manifest: string): OverrideDecision[] => [{ remote: 'cards', manifest, status: 'active' }];

  it('gives a pinned released version the integrity and the declaration its release published beside its manifest (issue 39)', async () => {
    const manifest = 'https://cdn.example.com/cards/1.3.0/mf-manifest.json';
    const [cards, home] = await withOverrideDeclarations(applyOverrides(remotes, pinTo(manifest)), pinTo(manifest), published({
      'https://cdn.example.com/cards/1.3.0/integrity.json': { integrity: SRI },
      'https://cdn.example.com/cards/1.3.0/declaration.json': declared('/credit_cards/new/*'),
    }));
    expect(cards).toMatchObject({ manifest, integrity: SRI, declaration: { routes: [{ path: '/credit_cards/new/*' }] } });
    expect(home).toBe(remotes[1]);
  });

  it('keeps a development server’s override unchecked, and takes no integrity that is not an SRI hash', async () => {
    const dev = 'http://localhost:5803/mf-manifest.json';
    const [cards] = await withOverrideDeclarations(applyOverrides(remotes, pinTo(dev)), pinTo(dev), published({ 'http://localhost:5803/integrity.json': { integrity: SRI } }));
    expect(cards!.integrity).toBeUndefined();
    const pinned = 'https://cdn.example.com/cards/1.3.0/mf-manifest.json';
    const [bad] = await withOverrideDeclarations(applyOverrides(remotes, pinTo(pinned)), pinTo(pinned), published({ 'https://cdn.example.com/cards/1.3.0/integrity.json': { integrity: 'md5-abc' } }));
    expect(bad!.integrity).toBeUndefined();
    expect(bad!.declaration).toEqual(remotes[0]!.declaration);
  });
});


describe('pins in a production build: staff only (issue 39)', () => {
  const production = { production: true, allowedOrigins: ['https://preview.example.com'] };
  const PIN = 'https://cdn.example.com/cards/1.3.0/mf-manifest.json';
  const query = (manifest: string) => `?remote:cards=${encodeURIComponent(manifest)}`;
  afterEach(() => window.sessionStorage.clear());

  it('refuses a pin to anyone not known as staff (a link must not hold a merchant on an older release), and keeps nothing of it', () => {
    for (const policy of [production, { ...production, staff: false }]) {
      expect(resolveOverrides(query(PIN), remotes, policy)).toEqual([{ remote: 'cards', manifest: PIN, status: 'refused', reason: 'staffOnly' }]);
    }
    expect(resolveOverrides('', remotes, { ...production, staff: true })).toEqual([]);
  });

  it('accepts it for staff and remembers it for the tab', () => {
    expect(resolveOverrides(query(PIN), remotes, { ...production, staff: true })).toEqual([{ remote: 'cards', manifest: PIN, status: 'active' }]);
    expect(resolveOverrides('', remotes, { ...production, staff: true })).toEqual([{ remote: 'cards', manifest: PIN, status: 'active' }]);
    // The tab's next user is asked again: a remembered pin is refused to a merchant.
    expect(resolveOverrides('', remotes, production)).toEqual([{ remote: 'cards', manifest: PIN, status: 'refused', reason: 'staffOnly' }]);
  });

  it('asks whether the user is staff only for a pin off the allow list, remembered or in the address', () => {
    expect(pinRequested(query(PIN), remotes, production.allowedOrigins)).toBe(true);
    expect(pinRequested('', remotes, production.allowedOrigins)).toBe(false);
    for (const other of ['https://preview.example.com/cards/1.3.0/mf-manifest.json', 'https://cdn.example.com/cards/latest/mf-manifest.json', 'https://evil.example.net/cards/1.3.0/mf-manifest.json', 'not a url']) {
      expect(pinRequested(query(other), remotes, production.allowedOrigins)).toBe(false);
    }
    expect(pinRequested(`?remote:payouts=${encodeURIComponent(PIN)}`, remotes, production.allowedOrigins)).toBe(false); // no such remote
    resolveOverrides(query(PIN), remotes, { ...production, staff: true });
    expect(pinRequested('', remotes, production.allowedOrigins)).toBe(true);
  });

  it('lets an allow-listed origin through for anyone, as before', () => {
    const preview = 'https://preview.example.com/cards/mf-manifest.json';
    expect(resolveOverrides(query(preview), remotes, production)).toEqual([{ remote: 'cards', manifest: preview, status: 'active' }]);
  });
});
