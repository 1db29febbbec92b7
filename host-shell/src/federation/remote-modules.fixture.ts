import type { ParcelRemoteModule, ReactRemoteModule } from 'shared-contracts';
import type { RegistryEntry } from 'shared-contracts/registry';

// The registry and the modules of the loader's tests: cards (react), activation (parcel) and a stand-in.
export const PATHS: Record<string, string[]> = {
  cards: ['/credit_cards/*'],
  activation: ['/activation', '/activation/*', '/activation-ph-individual', '/get-started'],
  'remit-payouts': ['/credit_cards/*'], // a stand-in module: what matters here is its name
};

const declared = (name: string): RegistryEntry['declaration'] => ({
  title: { en: name, id: name },
  routes: PATHS[name]!.map((path) => ({ path })),
  menu: [],
  slots: [],
});

export const registry: RegistryEntry[] = [
  { name: 'cards', manifest: 'https://cdn.example.com/cards/mf-manifest.json', mount: 'react', version: '1.0.0', declaration: declared('cards') },
  {
    name: 'activation',
    manifest: 'https://cdn.example.com/activation/mf-manifest.json',
    mount: 'parcel',
    version: '1.0.0',
    declaration: declared('activation'),
  },
  {
    name: 'remit-payouts',
    manifest: 'https://cdn.example.com/remit/mf-manifest.json',
    mount: 'react',
    version: '1.0.0',
    declaration: declared('remit-payouts'),
  },
];

export const cardsEntry = registry[0]!;
export const activationEntry = registry[1]!;

export const pathsOf = (remote: string): string[] => [...PATHS[remote]!];

export const Page = () => null;

export function cardsModule(overrides: Partial<ReactRemoteModule> = {}): ReactRemoteModule {
  return {
    name: 'cards',
    contracts: '^3.0.0',
    mount: 'react',
    routes: pathsOf('cards').map((path) => ({ path, page: async () => ({ default: Page }) })),
    translations: { en: { title: 'Cards' }, id: { title: 'Kartu' } },
    ...overrides,
  };
}

export function activationModule(overrides: Partial<ParcelRemoteModule> = {}): ParcelRemoteModule {
  return {
    name: 'activation',
    contracts: '^3.0.0',
    mount: 'parcel',
    routes: pathsOf('activation').map((path) => ({ path })),
    lifecycles: async () => ({ bootstrap: async () => undefined, mount: async () => undefined, unmount: async () => undefined }),
    translations: { en: {}, id: {} },
    ...overrides,
  };
}
