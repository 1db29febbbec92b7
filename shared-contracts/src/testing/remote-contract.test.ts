import type { ParcelLifecycles, ReactRemoteModule } from '../platform/remote-module';
import { remoteContractProblems, translationProblems } from './remote-contract';

const Page = () => null;

function cards(overrides: Partial<ReactRemoteModule> = {}): ReactRemoteModule {
  return {
    name: 'cards',
    contracts: '^1.0.0',
    mount: 'react',
    routes: [{ path: '/credit_cards/*', menuKey: 'credit_cards', page: async () => ({ default: Page }) }],
    translations: { en: { title: 'Cards' }, id: { title: 'Kartu' } },
    ...overrides,
  };
}

describe('remoteContractProblems', () => {
  it('finds nothing wrong with a conforming remote', async () => {
    await expect(remoteContractProblems(cards())).resolves.toEqual([]);
  });

  it.each<[string, Partial<ReactRemoteModule>, string]>([
    ['an incompatible contracts range', { contracts: '^2.0.0' }, 'needs contracts ^2.0.0'],
    ['a missing path', { routes: [] }, 'does not declare /credit_cards/*'],
    [
      'a path of another area',
      { routes: [{ path: '/home', menuKey: 'home', page: async () => ({ default: Page }) }] },
      'declares /home',
    ],
    [
      'a page that is not a component',
      { routes: [{ path: '/credit_cards/*', menuKey: 'credit_cards', page: async () => ({ default: 'x' as never }) }] },
      'is not a component',
    ],
    ['translations missing a key in id', { translations: { en: { title: 'Cards', more: 'More' }, id: { title: 'Kartu' } } }, 'id misses more'],
  ])('reports %s', async (_case, overrides, problem) => {
    const problems = await remoteContractProblems(cards(overrides));
    expect(problems.join('\n')).toContain(problem);
  });

  it('checks a parcel remote has its lifecycles', async () => {
    const lifecycles = { bootstrap: async () => undefined, mount: async () => undefined, unmount: async () => undefined };
    const problems = await remoteContractProblems({
      name: 'activation',
      contracts: '^1.0.0',
      mount: 'parcel',
      routes: ['/activation', '/activation/*', '/activation-ph-individual', '/get-started'].map((path) => ({ path, menuKey: 'activation' })),
      lifecycles: async () => lifecycles as ParcelLifecycles,
      translations: { en: { t: 'a' }, id: { t: 'b' } },
    });
    expect(problems).toEqual(['the parcel has no update lifecycle']);
  });
});

describe('translationProblems', () => {
  it('reports a missing language, extra keys and empty texts', () => {
    expect(translationProblems({ en: { a: 'A', b: { c: 'C' } } })).toEqual(['no id translations']);
    expect(translationProblems({ en: { a: 'A' }, id: { a: 'A', z: ' ' } })).toEqual(['id has z, en does not', 'id.z is empty']);
  });
});
