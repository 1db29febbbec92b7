import type { ParcelLifecycles, ReactRemoteModule } from '../contract/remote-module';
import { remoteContractProblems, remoteTexts, translationProblems } from './remote-contract';

const Page = () => null;

const DECLARATION = {
  title: { en: 'Cards', id: 'Kartu' },
  routes: [{ path: '/credit_cards/*' }],
  menu: [
    {
      key: 'credit-card-payments',
      path: '/credit_cards/payments',
      label: { en: 'Card payments', id: 'Pembayaran kartu' },
      group: 'accept-payments',
      gate: { audience: 'viewersOrOperations', area: 'credit_cards' },
    },
  ],
  slots: [],
};

function cards(overrides: Partial<ReactRemoteModule> = {}): ReactRemoteModule {
  return {
    name: 'cards',
    contracts: '^3.0.0',
    mount: 'react',
    routes: [{ path: '/credit_cards/*', page: async () => ({ default: Page }) }],
    translations: { en: { title: 'Cards' }, id: { title: 'Kartu' } },
    ...overrides,
  };
}

describe('remoteContractProblems', () => {
  it('finds nothing wrong with a conforming remote', async () => {
    await expect(remoteContractProblems(cards(), DECLARATION)).resolves.toEqual([]);
  });

  it.each<[string, Partial<ReactRemoteModule>, string]>([
    ['an incompatible contracts range', { contracts: '^4.0.0' }, 'needs contracts ^4.0.0'],
    ['a range of the previous major (the shell serves it, but a remote builds against the current one)', { contracts: '^2.0.0' }, 'needs contracts ^2.0.0'],
    ['a mount kind its declaration does not say', { mount: 'parcel' } as never, 'mounts as parcel, its declaration says react'],
    ['a missing path', { routes: [] }, 'does not serve /credit_cards/*'],
    [
      'a path of another area',
      { routes: [{ path: '/home', page: async () => ({ default: Page }) }] },
      'serves /home, which its declaration does not route to it',
    ],
    [
      'a page that is not a component',
      { routes: [{ path: '/credit_cards/*', page: async () => ({ default: 'x' as never }) }] },
      'is not a component',
    ],
    ['a gate naming an unknown rule', {}, 'menu entry credit-card-payments: unknown business rule "cardsMode"'],
    ['a page outside its routes', {}, 'page cards.payment (/home/:id) is not under a route it serves'],
    ['translations missing a key in id', { translations: { en: { title: 'Cards', more: 'More' }, id: { title: 'Kartu' } } }, 'id misses more'],
    [
      'texts loaded per language that miss a key',
      { contracts: '^3.1.0', translations: { en: { title: 'Cards', more: 'More' }, id: {} }, loadTranslations: async () => ({ title: 'Kartu' }) },
      'id misses more',
    ],
    ['a language left empty without a loader', { translations: { en: { title: 'Cards' }, id: {} } }, 'id translations are empty'],
    [
      'texts loaded per language by a remote a 3.0 shell would accept',
      { translations: { en: { title: 'Cards' }, id: {} }, loadTranslations: async () => ({ title: 'Kartu' }) },
      'loads its texts per language (contracts 3.1) but declares ^3.0.0, which a 3.0 shell accepts',
    ],
  ])('reports %s', async (_case, overrides, problem) => {
    const declaration = _case.includes('unknown rule')
      ? { ...DECLARATION, menu: [{ ...DECLARATION.menu[0], gate: { audience: 'viewers', rules: ['cardsMode'] } }] }
      : _case.includes('outside its routes')
      ? { ...DECLARATION, pages: [{ key: 'cards.payment', path: '/home/:id' }] }
      : DECLARATION;
    const problems = await remoteContractProblems(cards(overrides), declaration);
    expect(problems.join('\n')).toContain(problem);
  });

  it('finds nothing wrong with a 3.1 remote whose Indonesian texts load on demand, and gives its texts whole', async () => {
    const loadTranslations = jest.fn(async () => ({ title: 'Kartu' }));
    const remote = cards({ contracts: '^3.1.0', translations: { en: { title: 'Cards' }, id: {} }, loadTranslations });
    await expect(remoteContractProblems(remote, DECLARATION)).resolves.toEqual([]);
    expect(loadTranslations).toHaveBeenCalledWith('id');
    await expect(remoteTexts(remote)).resolves.toEqual({ en: { title: 'Cards' }, id: { title: 'Kartu' } });
  });

  it('checks a parcel remote has its lifecycles', async () => {
    const lifecycles = { bootstrap: async () => undefined, mount: async () => undefined, unmount: async () => undefined };
    const problems = await remoteContractProblems({
      name: 'activation',
      contracts: '^3.0.0',
      mount: 'parcel',
      routes: [{ path: '/activation' }],
      lifecycles: async () => lifecycles as ParcelLifecycles,
      translations: { en: { t: 'a' }, id: { t: 'b' } },
    }, { ...DECLARATION, mount: 'parcel', routes: [{ path: '/activation' }], menu: [] });
    expect(problems).toEqual(['the parcel has no update lifecycle']);
  });
});

test('a widget and its declared slot go together', async () => {
  const widget = async () => ({ default: Page });
  expect(await remoteContractProblems(cards({ widgets: { 'header.notificationBell': widget } }), DECLARATION)).toEqual([
    'has a header.notificationBell widget its declaration does not list',
  ]);
  expect(await remoteContractProblems(cards(), { ...DECLARATION, slots: ['header.notificationBell'] })).toEqual([
    'declares the header.notificationBell slot without a widget for it',
  ]);
});

describe('translationProblems', () => {
  it('reports a missing language, extra keys and empty texts', () => {
    expect(translationProblems({ en: { a: 'A', b: { c: 'C' } } })).toEqual(['no id translations']);
    expect(translationProblems({ en: { a: 'A' }, id: { a: 'A', z: ' ' } })).toEqual(['id has z, en does not', 'id.z is empty']);
  });
});
