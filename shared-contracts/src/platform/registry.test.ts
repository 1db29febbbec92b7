import { containerName, parseRegistry } from './registry';

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

  it.each([
    [null, 'must be an object'],
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
    [{ remotes: [{ ...entry, declaration: { ...declaration, menu: [declaration.menu[0], declaration.menu[0]] } }] }, 'menu key'],
  ])('refuses %j', (raw, message) => {
    const result = parseRegistry(raw);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toContain(message);
  });
});

test('containerName makes a valid global name', () => {
  expect(containerName('cards')).toBe('mfe_cards');
  expect(containerName('remit-payouts')).toBe('mfe_remit_payouts');
});
