import { containerName, parseRegistry } from './registry';

const entry = { name: 'cards', manifest: 'http://localhost:4803/mf-manifest.json', mount: 'react', version: '0.1.0' };

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
