import type { RegistryEntry } from 'shared-contracts/registry';
import {
  applyOverrides,
  clearOverrides,
  decideOverrides,
  readOverrideParams,
  resolveOverrides,
  withoutOverrideParams,
  type OverrideDecision,
  type OverridePolicy,
} from './overrides';

const STORAGE_KEY = 'mdp.remoteOverrides';

const declared = (path: string): RegistryEntry['declaration'] => ({ title: { en: path, id: path }, routes: [{ path }], menu: [], slots: [] });

const remotes: RegistryEntry[] = [
  { name: 'cards', manifest: 'https://cdn.example.com/cards/mf-manifest.json', mount: 'react', version: '1.2.3', declaration: declared('/credit_cards/*') },
  { name: 'home', manifest: 'https://cdn.example.com/home/mf-manifest.json', mount: 'react', version: '2.0.0', declaration: declared('/home') },
  { name: 'activation', manifest: 'https://cdn.example.com/activation/mf-manifest.json', mount: 'parcel', version: '0.4.0', declaration: declared('/activation') },
];

const development: OverridePolicy = { production: false, allowedOrigins: [] };
const productionNoAllowList: OverridePolicy = { production: true, allowedOrigins: [] };
const productionWithAllowList: OverridePolicy = {
  production: true,
  allowedOrigins: ['https://preview.example.com', 'http://localhost:5803'],
};

const LOCAL = 'http://localhost:5803/mf-manifest.json';
const PREVIEW = 'https://preview.example.com/cards/pr-42/mf-manifest.json';
const ATTACKER = 'https://evil.example.net/mf-manifest.json';

function remembered(): unknown {
  const raw = window.sessionStorage.getItem(STORAGE_KEY);
  return raw === null ? null : JSON.parse(raw);
}

beforeEach(() => {
  window.sessionStorage.clear();
  window.localStorage.clear();
});

describe('readOverrideParams', () => {
  it('reads `remote:<name>=<url>` parameters as requests to set an override', () => {
    expect(readOverrideParams(`?remote:cards=${encodeURIComponent(LOCAL)}&remote:home=${encodeURIComponent(PREVIEW)}`)).toEqual({
      set: { cards: LOCAL, home: PREVIEW },
      clear: [],
    });
  });

  it('reads an empty value as a request to clear that remote', () => {
    expect(readOverrideParams('?remote:cards=&remote:home=')).toEqual({ set: {}, clear: ['cards', 'home'] });
  });

  it('ignores every parameter that is not an override', () => {
    expect(readOverrideParams('?lang=id&remote=cards&xremote:cards=http://x&page=2')).toEqual({ set: {}, clear: [] });
  });

  it('works without a leading question mark and with an empty query', () => {
    expect(readOverrideParams(`remote:cards=${LOCAL}`).set).toEqual({ cards: LOCAL });
    expect(readOverrideParams('')).toEqual({ set: {}, clear: [] });
  });
});

describe('withoutOverrideParams', () => {
  it('removes override parameters and keeps the others', () => {
    expect(withoutOverrideParams(`?lang=id&remote:cards=${encodeURIComponent(LOCAL)}&page=2&remote:home=`)).toBe('?lang=id&page=2');
  });

  it('returns an empty string when only overrides were present', () => {
    expect(withoutOverrideParams(`?remote:cards=${encodeURIComponent(LOCAL)}`)).toBe('');
  });

  it('returns an empty string for an empty query', () => {
    expect(withoutOverrideParams('')).toBe('');
  });

  it('leaves a query without overrides as it was', () => {
    expect(withoutOverrideParams('?lang=en')).toBe('?lang=en');
  });
});

describe('decideOverrides', () => {
  describe('in a development build any override is accepted', () => {
    it.each([
      ['a localhost http URL', LOCAL],
      ['an https URL on an arbitrary origin', ATTACKER],
      ['an https URL on a preview origin', PREVIEW],
    ])('accepts %s without an allow list', (_label, manifest) => {
      expect(decideOverrides({ cards: manifest }, remotes, development)).toEqual([
        { remote: 'cards', manifest, status: 'active' },
      ]);
    });
  });

  describe('in a production build overrides are refused unless the origin is on the allow list', () => {
    it('refuses every origin when the allow list is empty (originNotAllowed)', () => {
      expect(decideOverrides({ cards: LOCAL, home: PREVIEW }, remotes, productionNoAllowList)).toEqual([
        { remote: 'cards', manifest: LOCAL, status: 'refused', reason: 'originNotAllowed' },
        { remote: 'home', manifest: PREVIEW, status: 'refused', reason: 'originNotAllowed' },
      ]);
    });

    it('refuses an origin that is not on the allow list (originNotAllowed)', () => {
      expect(decideOverrides({ cards: ATTACKER }, remotes, productionWithAllowList)).toEqual([
        { remote: 'cards', manifest: ATTACKER, status: 'refused', reason: 'originNotAllowed' },
      ]);
    });

    it('compares whole origins: another port, scheme or a look-alike host is refused', () => {
      const decisions = decideOverrides(
        {
          cards: 'http://localhost:5804/mf-manifest.json',
          home: 'http://preview.example.com/mf-manifest.json',
          activation: 'https://preview.example.com.evil.net/mf-manifest.json',
        },
        remotes,
        productionWithAllowList,
      );
      expect(decisions.map((d) => d.status === 'refused' && d.reason)).toEqual([
        'originNotAllowed',
        'originNotAllowed',
        'originNotAllowed',
      ]);
    });

    it('accepts a staff member’s pin: a released version of the remote from its own origin, and nothing else of that origin', () => {
      const pin = (manifest: string) => decideOverrides({ cards: manifest }, remotes, { ...productionNoAllowList, staff: true })[0]?.status;
      expect(pin('https://cdn.example.com/cards/1.4.0/mf-manifest.json')).toBe('active');
      expect(pin('https://cdn.example.com/cards/2.1.0-rc.1/mf-manifest.json')).toBe('active');
      const others = ['cards/latest/mf-manifest.json', 'cards/1.4.0/remoteEntry.js', 'cards/1.4.0/mf-manifest.json?x=1'].map((p) => `https://cdn.example.com/${p}`);
      for (const other of [...others, 'https://cdn.example.com.evil.net/cards/1.4.0/mf-manifest.json', 'http://cdn.example.com/cards/1.4.0/mf-manifest.json']) {
        expect(pin(other)).toBe('refused');
      }
    });

    it('accepts allow-listed origins', () => {
      expect(decideOverrides({ cards: LOCAL, home: PREVIEW }, remotes, productionWithAllowList)).toEqual([
        { remote: 'cards', manifest: LOCAL, status: 'active' },
        { remote: 'home', manifest: PREVIEW, status: 'active' },
      ]);
    });
  });

  it('refuses a remote the registry does not list (unknownRemote), in any build', () => {
    for (const policy of [development, productionWithAllowList]) {
      expect(decideOverrides({ payouts: LOCAL }, remotes, policy)).toEqual([
        { remote: 'payouts', manifest: LOCAL, status: 'refused', reason: 'unknownRemote' },
      ]);
    }
  });

  it.each([
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a data: URL', 'data:text/javascript,alert(1)'],
    ['a relative URL', '/cards/mf-manifest.json'],
    ['a bare word', 'not a url'],
  ])('refuses %s as invalidUrl, even in development', (_label, manifest) => {
    expect(decideOverrides({ cards: manifest }, remotes, development)).toEqual([
      { remote: 'cards', manifest, status: 'refused', reason: 'invalidUrl' },
    ]);
  });

  it('returns no decisions for no requests', () => {
    expect(decideOverrides({}, remotes, development)).toEqual([]);
  });
});

describe('applyOverrides', () => {
  it('replaces the manifest (and marks the version) only for active decisions', () => {
    const decisions: OverrideDecision[] = [
      { remote: 'cards', manifest: LOCAL, status: 'active' },
      { remote: 'home', manifest: ATTACKER, status: 'refused', reason: 'originNotAllowed' },
    ];
    const applied = applyOverrides(remotes, decisions);
    expect(applied).toEqual([
      { ...remotes[0], manifest: LOCAL, version: `override:${LOCAL}` },
      remotes[1],
      remotes[2],
    ]);
  });

  it("drops the registry's integrity of an overridden remote only: a development build is not the deployed one", () => {
    const pinned = remotes.map((entry) => ({ ...entry, integrity: `sha384-${entry.name}` }));
    const applied = applyOverrides(pinned, [{ remote: 'cards', manifest: LOCAL, status: 'active' }]);
    expect(applied.map((entry) => entry.integrity)).toEqual([undefined, 'sha384-home', 'sha384-activation']);
    expect('integrity' in applied[0]).toBe(false);
  });

  it('leaves the registry as it is without decisions and does not mutate its input', () => {
    const copy = JSON.parse(JSON.stringify(remotes)) as RegistryEntry[];
    expect(applyOverrides(remotes, [])).toEqual(remotes);
    applyOverrides(remotes, [{ remote: 'cards', manifest: LOCAL, status: 'active' }]);
    expect(remotes).toEqual(copy);
  });
});

describe('resolveOverrides', () => {
  it('remembers active overrides in sessionStorage for the tab', () => {
    const decisions = resolveOverrides(`?remote:cards=${encodeURIComponent(LOCAL)}`, remotes, development);
    expect(decisions).toEqual([{ remote: 'cards', manifest: LOCAL, status: 'active' }]);
    expect(remembered()).toEqual({ cards: LOCAL });
  });

  it('keeps nothing in localStorage (the override lasts for the tab only)', () => {
    resolveOverrides(`?remote:cards=${encodeURIComponent(LOCAL)}`, remotes, development);
    expect(window.localStorage.length).toBe(0);
  });

  it('applies remembered overrides on the next page load without a query', () => {
    resolveOverrides(`?remote:cards=${encodeURIComponent(LOCAL)}`, remotes, development);
    expect(resolveOverrides('', remotes, development)).toEqual([{ remote: 'cards', manifest: LOCAL, status: 'active' }]);
    expect(remembered()).toEqual({ cards: LOCAL });
  });

  it('merges new requests with the remembered ones, the query winning for the same remote', () => {
    resolveOverrides(`?remote:cards=${encodeURIComponent(LOCAL)}`, remotes, development);
    const decisions = resolveOverrides(`?remote:home=${encodeURIComponent(PREVIEW)}`, remotes, development);
    expect(decisions).toEqual([
      { remote: 'cards', manifest: LOCAL, status: 'active' },
      { remote: 'home', manifest: PREVIEW, status: 'active' },
    ]);
    expect(remembered()).toEqual({ cards: LOCAL, home: PREVIEW });

    const other = 'http://localhost:6000/mf-manifest.json';
    resolveOverrides(`?remote:cards=${encodeURIComponent(other)}`, remotes, development);
    expect(remembered()).toEqual({ cards: other, home: PREVIEW });
  });

  it('reports a refused override once and does not remember it', () => {
    const decisions = resolveOverrides(`?remote:cards=${encodeURIComponent(ATTACKER)}`, remotes, productionWithAllowList);
    expect(decisions).toEqual([{ remote: 'cards', manifest: ATTACKER, status: 'refused', reason: 'originNotAllowed' }]);
    expect(remembered()).toBeNull();
    expect(resolveOverrides('', remotes, productionWithAllowList)).toEqual([]);
  });

  it('drops a refused request but keeps the active ones beside it', () => {
    const decisions = resolveOverrides(
      `?remote:cards=${encodeURIComponent(LOCAL)}&remote:home=javascript:alert(1)&remote:nope=${encodeURIComponent(LOCAL)}`,
      remotes,
      development,
    );
    expect(decisions).toEqual([
      { remote: 'cards', manifest: LOCAL, status: 'active' },
      { remote: 'home', manifest: 'javascript:alert(1)', status: 'refused', reason: 'invalidUrl' },
      { remote: 'nope', manifest: LOCAL, status: 'refused', reason: 'unknownRemote' },
    ]);
    expect(remembered()).toEqual({ cards: LOCAL });
  });

  it('refuses a remembered override that the policy no longer accepts and forgets it', () => {
    window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ cards: ATTACKER }));
    expect(resolveOverrides('', remotes, productionNoAllowList)).toEqual([
      { remote: 'cards', manifest: ATTACKER, status: 'refused', reason: 'originNotAllowed' },
    ]);
    expect(remembered()).toBeNull();
  });

  it('clears a remembered override with an empty `?remote:cards=`', () => {
    resolveOverrides(
      `?remote:cards=${encodeURIComponent(LOCAL)}&remote:home=${encodeURIComponent(PREVIEW)}`,
      remotes,
      development,
    );
    expect(resolveOverrides('?remote:cards=', remotes, development)).toEqual([
      { remote: 'home', manifest: PREVIEW, status: 'active' },
    ]);
    expect(remembered()).toEqual({ home: PREVIEW });

    expect(resolveOverrides('?remote:home=', remotes, development)).toEqual([]);
    expect(remembered()).toBeNull();
  });

  it('ignores malformed remembered data', () => {
    window.sessionStorage.setItem(STORAGE_KEY, '{not json');
    expect(resolveOverrides('', remotes, development)).toEqual([]);
    window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ cards: 42 }));
    expect(resolveOverrides('', remotes, development)).toEqual([]);
    expect(remembered()).toBeNull();
  });
});

describe('clearOverrides', () => {
  it('forgets every remembered override', () => {
    resolveOverrides(`?remote:cards=${encodeURIComponent(LOCAL)}`, remotes, development);
    expect(remembered()).not.toBeNull();
    clearOverrides();
    expect(remembered()).toBeNull();
    expect(resolveOverrides('', remotes, development)).toEqual([]);
  });

  it('does nothing when there is nothing to clear', () => {
    expect(() => clearOverrides()).not.toThrow();
    expect(remembered()).toBeNull();
  });
});
