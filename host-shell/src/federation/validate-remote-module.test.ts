import { CONTRACTS_VERSION } from 'shared-contracts';
import type { RegistryEntry } from 'shared-contracts/registry';
import { RemoteLoadError, type RemoteFailureKind } from './remote-load-error';
import { activationEntry, activationModule, cardsEntry, cardsModule, Page, pathsOf } from './remote-modules.fixture';
import { validateRemoteModule } from './validate-remote-module';

describe('validateRemoteModule', () => {
  it('returns the module for a matching react remote, exposed directly or as default', () => {
    const module = cardsModule();
    expect(validateRemoteModule(cardsEntry, module, CONTRACTS_VERSION)).toBe(module);
    expect(validateRemoteModule(cardsEntry, { default: module }, CONTRACTS_VERSION)).toBe(module);
  });

  it('returns the module for a matching parcel remote', () => {
    const module = activationModule();
    expect(validateRemoteModule(activationEntry, { default: module }, CONTRACTS_VERSION)).toBe(module);
  });

  it('allows routes beyond the ones the shell routes to the remote', () => {
    const module = cardsModule();
    module.routes.push({ path: '/credit_cards/extra', page: async () => ({ default: Page }) });
    expect(validateRemoteModule(cardsEntry, module, CONTRACTS_VERSION)).toBe(module);
  });

  function kindOf(entry: RegistryEntry, exposed: unknown, version = CONTRACTS_VERSION): RemoteFailureKind | 'none' {
    try {
      validateRemoteModule(entry, exposed, version);
      return 'none';
    } catch (error) {
      expect(error).toBeInstanceOf(RemoteLoadError);
      expect((error as RemoteLoadError).remote).toBe(entry.name);
      return (error as RemoteLoadError).kind;
    }
  }

  it.each<[string, unknown]>([
    ['undefined', undefined],
    ['null', null],
    ['a string', 'remote'],
    ['an object without routes', { name: 'cards', contracts: '^3.0.0', mount: 'react', translations: {} }],
    ['an object without a name', { contracts: '^3.0.0', mount: 'react', routes: [], translations: {} }],
    ['an object without translations', { name: 'cards', contracts: '^3.0.0', mount: 'react', routes: [] }],
  ])('refuses %s as invalid', (_label, exposed) => {
    expect(kindOf(cardsEntry, exposed)).toBe('invalid');
  });

  it.each<[string, unknown, string]>([
    ['a major above the shell', '^4.0.0', CONTRACTS_VERSION],
    ['a range the shell is below', '>=3.5.0', '3.0.0'],
    ['a missing range', undefined, CONTRACTS_VERSION],
    ['a non-string range', 1, CONTRACTS_VERSION],
    ['an invalid range', 'not-a-range', CONTRACTS_VERSION],
  ])('refuses %s as incompatible', (_label, contracts, version) => {
    expect(kindOf(cardsEntry, { ...cardsModule(), contracts }, version)).toBe('incompatible');
  });

  it('refuses a name that differs from the registry entry as invalid, naming both', () => {
    expect(() => validateRemoteModule(cardsEntry, cardsModule({ name: 'home' }), CONTRACTS_VERSION)).toThrow(/"home"/);
    expect(kindOf(cardsEntry, cardsModule({ name: 'home' }))).toBe('invalid');
  });

  it('refuses a mount kind that differs from the registry as invalid', () => {
    expect(kindOf({ ...activationEntry, mount: 'react' }, activationModule())).toBe('invalid');
    expect(kindOf({ ...cardsEntry, mount: 'parcel' }, cardsModule())).toBe('invalid');
  });

  it('refuses a remote that misses any path its declaration gives it, naming the missing paths', () => {
    const all = pathsOf('activation');
    expect(all.length).toBeGreaterThan(1);
    for (const missing of all) {
      const module = activationModule({ routes: all.filter((p) => p !== missing).map((path) => ({ path })) });
      expect(() => validateRemoteModule(activationEntry, module, CONTRACTS_VERSION)).toThrow(missing);
      expect(kindOf(activationEntry, module)).toBe('invalid');
    }
  });

  it('checks compatibility before anything else, so an old shell shows "incompatible" for a renamed future remote', () => {
    expect(kindOf(cardsEntry, cardsModule({ contracts: '^4.0.0', name: 'other', routes: [] }))).toBe('incompatible');
  });
});

it.each<[string, unknown]>([
  ['translations: null', { ...cardsModule(), translations: null }],
  ['a route that is not an object', { ...cardsModule(), routes: [null] }],
  ['a loadTranslations that is not a function', { ...cardsModule({ contracts: '^3.1.0' }), loadTranslations: { id: {} } }],
])('refuses a module with %s as invalid', (_label, exposed) => {
  expect(() => validateRemoteModule(cardsEntry, exposed, CONTRACTS_VERSION)).toThrow(RemoteLoadError);
  try {
    validateRemoteModule(cardsEntry, exposed, CONTRACTS_VERSION);
  } catch (error) {
    expect((error as RemoteLoadError).kind).toBe('invalid');
  }
});
