import { containerName, isIntegrity, parseRegistry } from './registry';

const declaration = {
  title: { en: 'Cards', id: 'Kartu' },
  routes: [{ path: '/credit_cards/*' }],
  menu: [
    {
      key: 'credit-card-payments',
      path: '/credit_cards/payments',
      label: { en: 'Cards', id: 'Kartu' },
      group: 'accept-payments',
      gate: { audience: 'viewersOrOperations', area: 'credit_cards' },
    },
  ],
  slots: [],
};
const entry = { name: 'cards', manifest: 'http://localhost:4803/mf-manifest.json', mount: 'react', version: '0.1.0', declaration };

describe('parseRegistry', () => {
  it('accepts a valid registry and defaults the override allow list to empty', () => {
    expect(parseRegistry({ remotes: [entry] })).toEqual({ ok: true, value: { remotes: [entry], overrideOrigins: [] } });
  });

  it("carries the entry's release cohort when there is one, and refuses another value", () => {
    const parsed = parseRegistry({ remotes: [{ ...entry, cohort: 'canary' }, { ...entry, name: 'home' }] });
    expect(parsed.ok && parsed.value.remotes.map((remote) => remote.cohort)).toEqual(['canary', undefined]);
    expect(parseRegistry({ remotes: [{ ...entry, cohort: 'beta' }] })).toEqual({ ok: false, error: 'remotes[0].cohort must be "stable" or "canary"' });
  });

  it("carries the entry's integrity when there is one, and leaves it out when there is none", () => {
    const integrity = `sha384-${'A'.repeat(62)}+/`;
    const parsed = parseRegistry({ remotes: [{ ...entry, integrity }, { ...entry, name: 'home' }] });
    expect(parsed.ok && parsed.value.remotes.map((remote) => remote.integrity)).toEqual([integrity, undefined]);
    expect(parsed.ok && 'integrity' in parsed.value.remotes[1]).toBe(false);
  });

  it.each([
    [null, 'must be an object'],
    [{ remotes: [{ ...entry, integrity: 'md5-abc' }] }, 'integrity must be an SRI hash'],
    [{ remotes: [{ ...entry, integrity: '' }] }, 'integrity'],
    [{ remotes: [{ ...entry, integrity: 42 }] }, 'integrity'],
    [{ remotes: [{ ...entry, integrity: 'sha384-abc" onload="x' }] }, 'integrity'],
    [{ remotes: [{ ...entry, name: 'Cards!' }] }, 'name'],
    [{ remotes: [{ ...entry, manifest: 'javascript:alert(1)' }] }, 'manifest'],
    [{ remotes: [{ ...entry, mount: 'iframe' }] }, 'mount'],
    [{ remotes: [{ ...entry, version: '' }] }, 'version'],
    [{ remotes: [entry, entry] }, 'twice'],
    [{ remotes: [entry], overrideOrigins: 'http://x' }, 'overrideOrigins'],
    [{ remotes: [{ ...entry, declaration: undefined }] }, 'declaration: a declaration needs a "routes" list'],
    [{ remotes: [{ ...entry, declaration: { ...declaration, routes: [{ path: 'credit_cards' }] } }] }, 'routes[0].path'],
    [{ remotes: [{ ...entry, declaration: { ...declaration, routes: [{ path: '/a' }, { path: '/a' }] } }] }, 'declared twice'],
    [{ remotes: [{ ...entry, declaration: { ...declaration, slots: ['footer'] } }] }, 'slots'],
    [{ remotes: [{ ...entry, declaration: { ...declaration, title: { en: 'Cards' } } }] }, 'title'],
    [{ remotes: [{ ...entry, declaration: { ...declaration, menu: [{ ...declaration.menu[0], label: { en: 'Cards' } }] } }] }, 'label'],
    [{ remotes: [{ ...entry, declaration: { ...declaration, menu: [{ ...declaration.menu[0], gate: {} }] } }] }, 'audience'],
    [{ remotes: [{ ...entry, declaration: { ...declaration, menu: [{ ...declaration.menu[0], key: 'Cards' }] } }] }, 'key'],
    [{ remotes: [{ ...entry, declaration: { ...declaration, menu: [declaration.menu[0], declaration.menu[0]] } }] }, 'menu or page key'],
  ])('refuses %j', (raw, message) => {
    const result = parseRegistry(raw);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toContain(message);
  });
});

test('isIntegrity accepts SHA-2 SRI hashes only, one or several', () => {
  expect(isIntegrity('sha384-oqVuAfXRKap7fdgcCY5uykM6+R9GqQ8K/uxy9rx7HNQlGYl1kPzQho1wx4JwY8wC')).toBe(true);
  expect(isIntegrity('sha256-abc= sha512-def==')).toBe(true);
  expect(isIntegrity('sha1-abc=')).toBe(false);
  expect(isIntegrity('sha384-')).toBe(false);
  expect(isIntegrity(' sha384-abc')).toBe(false);
});

test('containerName makes a valid global name', () => {
  expect(containerName('cards')).toBe('mfe_cards');
  expect(containerName('remit-payouts')).toBe('mfe_remit_payouts');
});
